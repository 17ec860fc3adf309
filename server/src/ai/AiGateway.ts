// The one way to the AI provider (issue 34; DESIGN.md "AI"): every AI feature of the server — the
// editor's suggestions, translation, internal links, and the long processes of issue 35 — asks
// this interface. Contract only; the gateway (OpenAI-compatible chat completions, strict JSON schema
// then jsonrepair + zod, retries, timeouts, per-user rate limit, daily brand budget, logs without
// the article's text) implements it.
import type { z } from 'zod';

/** Who asks, for the limits and the logs (never the text). */
export interface AiCaller {
  userId: string;
  brandKey: string;
  /** What the call is for, in the logs: 'suggest.Title', 'translate', 'internalLinks'… */
  purpose: string;
}

export interface AiTextRequest {
  /** Chat messages, the system one first. */
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  model?: string;
  maxCompletionTokens?: number;
  temperature?: number;
  topP?: number;
  frequencyPenalty?: number;
  presencePenalty?: number;
  /** executeTextPrompt's response_format, sent as given (structured() sets its own). */
  responseFormat?: Record<string, unknown>;
}

export interface AiStructuredRequest<T> extends AiTextRequest {
  /** Strict JSON schema sent as response_format (name + schema). */
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  /** What the answer must be once parsed (and repaired): zod, with the common/domain rules. */
  validate: z.ZodType<T>;
}

export interface AiGateway {
  /** Whether a provider is configured; when not, every call throws notConfigured. */
  readonly configured: boolean;
  text(caller: AiCaller, request: AiTextRequest): Promise<string>;
  /** A parsed, validated answer, after at most 2 retries; refused in French otherwise. */
  structured<T>(caller: AiCaller, request: AiStructuredRequest<T>): Promise<T>;
  /**
   * The answer as it streams: `onContent` gets the whole content received so far after each
   * chunk (the caller extracts the complete items from it); resolves with the final content.
   */
  stream(
    caller: AiCaller,
    request: AiStructuredRequest<unknown> | AiTextRequest,
    onContent: (soFar: string) => void,
    signal?: AbortSignal,
  ): Promise<string>;
  image(caller: AiCaller, prompt: string, size?: string): Promise<string>;
}
