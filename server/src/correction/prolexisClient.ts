// A Prolexis-compatible correction web service (issue 33; spec 001 §7-§9), the engine of a brand
// when BACKOFFICE_PROLEXIS_URL is set. The protocol, JSON over HTTPS, every call a POST with the
// business unit's key in the `X-Api-Key` header:
//
//   POST {url}/startCorrectionSession  { language: 'fr', texts: [{ id, text }] }
//     → { sessionId, errors: [{ id, textId, offset, length,
//                                type: 'SPELLING' | 'GRAMMAR' | 'TYPOGRAPHY',
//                                diagnosis, label, corrections: [string], duplicates: [id] }] }
//       (textId = the segment key we sent; offset and length in UTF-16 code units of that text)
//   POST {url}/getExplanation          { sessionId, errorId } → { explanation, url? }
//   POST {url}/correct | correctMultiple | ignore | autoCorrect
//                                      { sessionId, errorId, correction? } → { ok: true }
//
// Our sessions apply edits themselves (common/correction/session.ts), so this client only starts
// a session and asks for explanations; it closes nothing (the service forgets its sessions). Each
// finding keeps the remote session and error ids it came from (`remote`), stored with the session
// so that getExplanation works from any server process. Every call goes through the SSRF guard
// with a timeout; failures become correctionServiceUnreachable or correctionServiceRefused here
// and nowhere else.
import { MESSAGES } from '../../../common/domain/messages';
import type {
  CorrectionErrorType,
  CorrectionExplanation,
  CorrectionFinding,
  CorrectionSegment,
  CorrectionEngine,
} from '../../../common/correction/types';
import { guardedApiRequest, type GuardedFetchOptions } from '../media/ssrfGuard';
import { CorrectionServiceError } from './engines';

export interface ProlexisConfig {
  /** Without a trailing slash. */
  url: string;
  /** API key by brand key (a business unit's key, repeated for each of its brands). */
  keys: Readonly<Record<string, string>>;
}

/** Where a finding came from in the remote service (what getExplanation names). */
export interface ProlexisRef {
  sessionId: string;
  errorId: string;
}

export type ProlexisFinding = CorrectionFinding & { remote: ProlexisRef };

export type ProlexisFetchOptions = Pick<
  GuardedFetchOptions,
  'resolve' | 'isForbidden' | 'timeoutMs'
>;

const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
const TYPES: Record<string, CorrectionErrorType> = {
  SPELLING: 'spelling',
  GRAMMAR: 'grammar',
  TYPOGRAPHY: 'typography',
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function isRef(value: unknown): value is ProlexisRef {
  return (
    isObject(value) && typeof value.sessionId === 'string' && typeof value.errorId === 'string'
  );
}

/** One remote error as our finding, or null when the answer is not one. */
function toFinding(error: unknown, sessionId: string): ProlexisFinding | null {
  if (!isObject(error)) return null;
  const { id, textId, offset, length, type, diagnosis, label } = error;
  if (typeof id !== 'string' || typeof textId !== 'string') return null;
  if (typeof offset !== 'number' || typeof length !== 'number') return null;
  const kind = typeof type === 'string' ? TYPES[type] : undefined;
  if (!kind || typeof diagnosis !== 'string') return null;
  return {
    location: { segment: textId, start: offset, length },
    type: kind,
    diagnosis,
    label: typeof label === 'string' ? label : diagnosis,
    corrections: strings(error.corrections),
    // « The same mistake » for our session: same kind of diagnosis on the same text.
    rule: `prolexis:${type as string}:${diagnosis}`,
    remote: { sessionId, errorId: id },
  };
}

export class ProlexisEngine implements CorrectionEngine {
  readonly name = 'prolexis' as const;
  readonly grammarChecked = true;

  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly fetchOptions: ProlexisFetchOptions = {},
  ) {}

  /** One call: the JSON answer of a 2xx, else the French reason. */
  private async call(operation: string, payload: Json): Promise<Json> {
    let answer;
    try {
      answer = await guardedApiRequest(
        `${this.url}/${operation}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
          body: JSON.stringify(payload),
        },
        { maxBytes: MAX_ANSWER_BYTES, timeoutMs: DEFAULT_TIMEOUT_MS, ...this.fetchOptions },
      );
    } catch {
      throw new CorrectionServiceError(
        MESSAGES.correctionServiceUnreachable,
        'SERVICE_UNAVAILABLE',
        'unreachable',
      );
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new CorrectionServiceError(MESSAGES.correctionServiceRefused);
    try {
      const json: unknown = JSON.parse(answer.body.toString('utf8'));
      if (isObject(json)) return json;
    } catch {
      // Not JSON: refused below, like any answer we cannot read.
    }
    throw new CorrectionServiceError(MESSAGES.correctionServiceRefused);
  }

  async check(segments: readonly CorrectionSegment[]): Promise<ProlexisFinding[]> {
    const answer = await this.call('startCorrectionSession', {
      language: 'fr',
      texts: segments.map((s) => ({ id: s.key, text: s.text })),
    });
    const { sessionId, errors } = answer;
    if (typeof sessionId !== 'string' || !Array.isArray(errors))
      throw new CorrectionServiceError(MESSAGES.correctionServiceRefused);
    return errors
      .map((error) => toFinding(error, sessionId))
      .filter((f): f is ProlexisFinding => f !== null);
  }

  async explain(finding: CorrectionFinding): Promise<CorrectionExplanation> {
    const ref = (finding as Partial<ProlexisFinding>).remote;
    // A finding of another engine (the configuration changed during the session): nothing to ask.
    if (!isRef(ref)) return { text: finding.label, url: null };
    const answer = await this.call('getExplanation', { ...ref });
    const text = answer.explanation;
    if (typeof text !== 'string')
      throw new CorrectionServiceError(MESSAGES.correctionServiceRefused);
    return { text, url: typeof answer.url === 'string' ? answer.url : null };
  }
}
