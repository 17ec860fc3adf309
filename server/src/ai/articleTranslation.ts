// translateArticle (issue 34; spec 000 §2 « Duplication web », 001 §7): an article's title, lead
// and body in another language through the gateway. The texts of the rich documents are collected
// (common/richtext/translation.ts), sent as numbered lists in batches, each answer required to hold
// exactly as many texts (zod, inside the gateway's retries), and written back into the same
// structure: marks, links, elements and ids are never sent, so never changed.
import { z } from 'zod';
import {
  articleTexts,
  batchTexts,
  withArticleTexts,
  type TranslatableArticle,
} from '../../../common/richtext/translation';
import type { AiCaller, AiGateway } from './AiGateway';

/** Per call: few enough texts and characters for an answer well under the token limit. */
export const TRANSLATION_BATCH = { maxItems: 80, maxChars: 6_000 } as const;
/** Batches asked at once (the provider's and the brand budget's sake). */
const PARALLEL_BATCHES = 2;

/** Language names the prompt uses for the brands' languages; any other tag is named as such. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  fr: 'français',
  de: 'allemand',
  en: 'anglais',
  es: 'espagnol',
  it: 'italien',
  nl: 'néerlandais',
  pt: 'portugais',
};

/** The editorial instructions when no prompt is stored (the prompts are data: ai_prompts). */
export const DEFAULT_TRANSLATE_PROMPT =
  'Tu es traducteur pour une rédaction. Traduis en {lang} les textes numérotés ci-dessous, ' +
  'article de magazine, en gardant le ton et les noms propres.';

/** The answer's form, always said after the prompt (an edited prompt cannot break the format). */
const FORMAT_RULES =
  "Chaque texte peut n'être qu'un fragment de phrase (un mot en gras, un lien) : traduis-le comme " +
  'tel, sans le fusionner avec un autre ni le couper. Réponds en JSON : {"translations": ["…"]}, ' +
  'exactement une traduction par texte, dans le même ordre.';

export function languageName(lang: string): string {
  return LANGUAGE_NAMES[lang] ?? lang;
}

const TRANSLATIONS_SCHEMA = {
  type: 'object',
  properties: { translations: { type: 'array', items: { type: 'string' } } },
  required: ['translations'],
  additionalProperties: false,
} as const;

function translationsOf(count: number) {
  return z.object({
    translations: z.array(z.string().trim().min(1)).length(count, `${count} traductions attendues`),
  });
}

async function translateBatch(
  gateway: AiGateway,
  caller: AiCaller,
  prompt: string,
  texts: readonly string[],
): Promise<string[]> {
  const numbered = texts.map((text, index) => ({ n: index + 1, text }));
  const answer = await gateway.structured(caller, {
    messages: [
      { role: 'system', content: prompt },
      { role: 'user', content: JSON.stringify({ texts: numbered }) },
    ],
    temperature: 0,
    // A batch is at most 6,000 characters (about 2,000 tokens): room to spare, a cap on the budget.
    maxCompletionTokens: 8_192,
    schemaName: 'translations',
    jsonSchema: TRANSLATIONS_SCHEMA,
    validate: translationsOf(texts.length),
  });
  return answer.translations;
}

/**
 * The article in `lang`. Refused (the gateway's French refusal) when any batch fails: a copy half
 * translated is worse than the untranslated copy the editor falls back to.
 */
export async function translateArticleTexts(
  gateway: AiGateway,
  caller: AiCaller,
  promptTemplate: string,
  article: TranslatableArticle,
  lang: string,
): Promise<TranslatableArticle> {
  const texts = articleTexts(article);
  if (texts.length === 0) return article;
  // The stored prompt names the language as {lang}; one that does not is told it after.
  const language = `${languageName(lang)} (${lang})`;
  const named = /\{lang(uage)?\}/.test(promptTemplate)
    ? promptTemplate.replace(/\{lang(uage)?\}/g, language)
    : `${promptTemplate}\nLangue cible : ${language}.`;
  const prompt = `${named}\n\n${FORMAT_RULES}`;
  const batches = batchTexts(texts, TRANSLATION_BATCH.maxItems, TRANSLATION_BATCH.maxChars);
  const results: string[][] = new Array<string[]>(batches.length);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next++;
      results[index] = await translateBatch(gateway, caller, prompt, batches[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
  return withArticleTexts(article, results.flat());
}
