// Title suggestions of the article editor (issue 34; spec 000 §3, 001 §5, §9): the kind's prompt
// (prompts.ts, the brand's or the default) and the source's text (title, lead, body as plain
// text, capped) asked as a strict « titles » JSON schema with the kind's tokens and temperature;
// only suggestions that pass the kind's rules (common/domain/aiSuggestions.ts) are answered.
// suggestTitles asks again (within the gateway's 2 retries) while fewer than the kind's count
// pass, then answers what passed; streamSuggestions hands over the passing titles as they arrive,
// each only once its closing quote came (never a cut one).
import { z } from 'zod';
import {
  SUGGESTION_RULES,
  showableSuggestions,
  suggestionsJsonSchema,
  type SuggestionKind,
  type SuggestionMode,
} from '../../../common/domain/aiSuggestions';
import { docToPlainText } from '../../../common/richtext/plainText';
import { isRichTextDoc } from '../../../common/richtext/types';
import type { Database } from '../db/database';
import { AiServiceError } from './aiErrors';
import type { AiCaller, AiGateway, AiStructuredRequest } from './AiGateway';
import { findPrompt } from './prompts';

/** The article's text sent at most (the start of a long article says what it is about). */
export const SOURCE_MAX_CHARS = 12_000;

export interface SuggestionSource {
  title?: string | null;
  lead?: unknown;
  body?: unknown;
}

/** A lead or body as plain text: a rich document, a string, or nothing. */
export function sourceText(value: unknown): string {
  if (typeof value === 'string') return value;
  return isRichTextDoc(value) ? docToPlainText(value) : '';
}

export function suggestionUserMessage(mode: SuggestionMode, source: SuggestionSource): string {
  const title = source.title?.trim() ?? '';
  const lead = sourceText(source.lead).trim();
  const body = sourceText(source.body).trim();
  const parts = [
    mode === 'paraphrase' ? `Titre à reformuler : ${title}` : `Titre actuel : ${title}`,
    `Chapô : ${lead}`,
    `Texte :\n${body}`,
  ];
  return parts.join('\n\n').slice(0, SOURCE_MAX_CHARS);
}

async function suggestionRequest(
  db: Database,
  caller: AiCaller,
  kind: SuggestionKind,
  mode: SuggestionMode,
  source: SuggestionSource,
): Promise<Omit<AiStructuredRequest<unknown>, 'validate'>> {
  const rule = SUGGESTION_RULES[kind];
  const prompt = await findPrompt(db, kind, caller.brandKey);
  const instructions = (prompt?.body ?? '').replaceAll('{count}', String(rule.count));
  return {
    messages: [
      { role: 'system', content: instructions },
      { role: 'user', content: suggestionUserMessage(mode, source) },
    ],
    maxCompletionTokens: rule.maxCompletionTokens,
    temperature: rule.temperature,
    schemaName: 'titles',
    jsonSchema: suggestionsJsonSchema(kind),
  };
}

const TITLES = z.object({ titles: z.array(z.string()) });

/** The string items of a `titles` array whose closing quote arrived, in a possibly cut answer. */
export function completeTitles(partial: string): string[] {
  const key = partial.indexOf('"titles"');
  const open = partial.indexOf('[', key < 0 ? 0 : key);
  if (open < 0) return [];
  const found: string[] = [];
  const item = /\s*,?\s*("(?:[^"\\]|\\.)*")/y;
  item.lastIndex = open + 1;
  for (let m = item.exec(partial); m; m = item.exec(partial)) {
    try {
      const value: unknown = JSON.parse(m[1]!);
      if (typeof value === 'string') found.push(value);
    } catch {
      // An escape cut in the middle cannot close a string: nothing more is complete.
      break;
    }
  }
  return found;
}

export interface SuggestionService {
  suggestTitles(
    caller: AiCaller,
    kind: SuggestionKind,
    mode: SuggestionMode,
    source: SuggestionSource,
  ): Promise<string[]>;
  streamSuggestions(
    caller: AiCaller,
    kind: SuggestionKind,
    mode: SuggestionMode,
    source: SuggestionSource,
    onTitles: (titles: string[]) => void,
    signal?: AbortSignal,
  ): Promise<string[]>;
}

export function suggestionService(gateway: AiGateway, db: Database): SuggestionService {
  return {
    async suggestTitles(caller, kind, mode, source) {
      const request = await suggestionRequest(db, caller, kind, mode, source);
      let best: string[] = [];
      // Fewer passing suggestions than the kind shows fails validation: the gateway asks again;
      // the best answer seen is kept for when every retry falls short.
      const validate = TITLES.transform((answer, ctx) => {
        const shown = showableSuggestions(kind, answer.titles);
        if (shown.length > best.length) best = shown;
        if (shown.length < SUGGESTION_RULES[kind].count)
          ctx.addIssue({ code: 'custom', message: 'Trop peu de suggestions valables.' });
        return shown;
      });
      try {
        return await gateway.structured(caller, { ...request, validate });
      } catch (error) {
        if (error instanceof AiServiceError && error.reason === 'invalidAnswer' && best.length > 0)
          return best;
        throw error;
      }
    },

    async streamSuggestions(caller, kind, mode, source, onTitles, signal) {
      const request = await suggestionRequest(db, caller, kind, mode, source);
      let shown: string[] = [];
      const final = await gateway.stream(
        caller,
        request,
        (soFar) => {
          const now = showableSuggestions(kind, completeTitles(soFar));
          if (now.length === shown.length) return;
          shown = now;
          onTitles(now);
        },
        signal,
      );
      shown = showableSuggestions(kind, completeTitles(final));
      if (shown.length === 0) throw new AiServiceError('invalidAnswer');
      return shown;
    },
  };
}
