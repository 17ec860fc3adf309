// The AI gateway over an OpenAI-compatible provider (issue 34; AiGateway.ts says the contract).
// Through the `openai` SDK (6.49.0, pinned: 7.x needs Node 22): it takes a custom fetch, which we
// route through the SSRF guard (guardedAiFetch.ts), and passes the request body as given, so the
// token field is named as the provider wants (max_completion_tokens or max_tokens). Its own
// retries are off: ours are the rules of the brief — a 429 retried once after a short Retry-After,
// a structured answer that fails its rules retried at most twice, then refused.
// Every call counts against the user's minute and the brand's day, and is logged without its text.
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import type { Database } from '../db/database';
import type { AiConfig } from './aiConfig';
import { AiServiceError } from './aiErrors';
import { BrandBudget, UserRateLimit } from './aiLimits';
import type { AiCaller, AiGateway, AiStructuredRequest, AiTextRequest } from './AiGateway';
import { aiAddressRule, guardedAiFetch, type AiFetchOptions } from './guardedAiFetch';
import { readStructured } from './structuredAnswer';

/** Retries after a structured answer that fails its rules (brief: at most 2). */
export const STRUCTURED_RETRIES = 2;
/** A 429 is retried once when its Retry-After is at most this long; refused otherwise. */
export const MAX_RETRY_AFTER_MS = 10_000;

export interface OpenAiGatewayOptions {
  db: Database;
  now?: () => Date;
  /** One line per call: caller, purpose, model, tokens, duration, outcome — never the text. */
  log?: (line: string) => void;
  /** Tests resolve names or declare their stand-in's address allowed. */
  fetchOptions?: AiFetchOptions;
  /** How a Retry-After is waited (tests: at once). */
  sleep?: (ms: number) => Promise<void>;
}

interface CallRecord {
  caller: AiCaller;
  model: string;
  tokens: number;
  attempts: number;
  started: number;
}

type ChatBody = ChatCompletionCreateParamsBase & Record<string, unknown>;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds (or an HTTP date) of a Retry-After header, in ms; null when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** What a provider failure is for the caller (a cancellation stays a cancellation). */
function asAiError(error: unknown): unknown {
  if (error instanceof AiServiceError || error instanceof APIUserAbortError) return error;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIConnectionError)
    return new AiServiceError('unreachable');
  if (error instanceof APIError) return new AiServiceError('refused');
  // A stream cut by a silence longer than the timeout, an answer we cannot read.
  return new AiServiceError('unreachable');
}

function outcomeOf(error: unknown): string {
  if (error instanceof AiServiceError) return error.reason;
  if (error instanceof APIUserAbortError) return 'cancelled';
  return 'failed';
}

export class OpenAiGateway implements AiGateway {
  readonly configured = true;
  private readonly client: OpenAI;
  private readonly rate: UserRateLimit;
  private readonly budget: BrandBudget;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly sleep: (ms: number) => Promise<void>;
  /** The provider answered 400 to a json_schema response_format: structured calls go without. */
  private schemaRefused = false;

  constructor(
    private readonly config: AiConfig,
    options: OpenAiGatewayOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => undefined);
    this.sleep = options.sleep ?? wait;
    this.rate = new UserRateLimit(config.userPerMinute, this.now);
    this.budget = new BrandBudget(options.db, config.brandDailyTokens, this.now);
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseUrl,
      maxRetries: 0,
      timeout: config.timeoutMs,
      fetch: guardedAiFetch(config.timeoutMs, {
        isForbidden: aiAddressRule(config.allowLoopback),
        ...options.fetchOptions,
      }),
    });
  }

  /** Limits first, then `work`; the call logged whatever its outcome. */
  private async limited<T>(
    caller: AiCaller,
    model: string,
    work: (record: CallRecord) => Promise<T>,
  ): Promise<T> {
    const record: CallRecord = {
      caller,
      model,
      tokens: 0,
      attempts: 0,
      started: performance.now(),
    };
    try {
      this.rate.take(caller.userId);
      await this.budget.check(caller.brandKey);
      const result = await work(record);
      this.logCall(record, 'ok');
      return result;
    } catch (error) {
      const said = asAiError(error);
      this.logCall(record, outcomeOf(said));
      throw said;
    }
  }

  private logCall(record: CallRecord, outcome: string): void {
    const { caller } = record;
    this.log(
      `IA : ${JSON.stringify({
        user: caller.userId,
        brand: caller.brandKey,
        purpose: caller.purpose,
        model: record.model,
        tokens: record.tokens,
        attempts: record.attempts,
        ms: Math.round(performance.now() - record.started),
        outcome,
      })}`,
    );
  }

  private async spend(record: CallRecord, tokens: number | undefined): Promise<void> {
    if (!tokens) return;
    record.tokens += tokens;
    await this.budget.record(record.caller.brandKey, tokens);
  }

  private body(request: AiTextRequest, model: string): ChatBody {
    const body: ChatBody = { model, messages: request.messages };
    if (request.maxCompletionTokens !== undefined)
      body[this.config.tokenField] = request.maxCompletionTokens;
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.topP !== undefined) body.top_p = request.topP;
    if (request.frequencyPenalty !== undefined) body.frequency_penalty = request.frequencyPenalty;
    if (request.presencePenalty !== undefined) body.presence_penalty = request.presencePenalty;
    // executeTextPrompt's own response_format, passed through as the provider will read it.
    if (request.responseFormat)
      body.response_format = request.responseFormat as unknown as ChatBody['response_format'];
    if ('jsonSchema' in request) {
      const { schemaName, jsonSchema } = request as AiStructuredRequest<unknown>;
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: schemaName, schema: jsonSchema, strict: true },
      };
    }
    return body;
  }

  /** One completion; a 429 with a short Retry-After waited and tried once more. */
  private async complete(
    record: CallRecord,
    body: ChatBody,
  ): Promise<{ content: string; finishReason: string | null }> {
    for (let tries = 0; ; tries++) {
      record.attempts++;
      try {
        const answer = await this.client.chat.completions.create({ ...body, stream: false });
        await this.spend(record, answer.usage?.total_tokens);
        const choice = answer.choices[0];
        return {
          content: choice?.message.content ?? '',
          finishReason: choice?.finish_reason ?? null,
        };
      } catch (error) {
        const delay =
          error instanceof APIError && error.status === 429
            ? retryAfterMs(error.headers?.get('retry-after'), this.now())
            : null;
        if (tries > 0 || delay === null || delay > MAX_RETRY_AFTER_MS) throw error;
        await this.sleep(delay);
      }
    }
  }

  text(caller: AiCaller, request: AiTextRequest): Promise<string> {
    const model = request.model ?? this.config.model;
    return this.limited(caller, model, async (record) => {
      const { content } = await this.complete(record, this.body(request, model));
      return content;
    });
  }

  /**
   * A completion asking the strict JSON schema first; a provider that refuses the schema itself
   * (400: many compatible ones know no `json_schema`) is asked again without it, and from then on
   * never with it — the repair and the validation still hold its answers to the rules.
   */
  private async completeStructured(
    record: CallRecord,
    body: ChatBody,
  ): Promise<{ content: string; finishReason: string | null }> {
    if (this.schemaRefused) return this.complete(record, { ...body, response_format: undefined });
    try {
      return await this.complete(record, body);
    } catch (error) {
      if (!(error instanceof APIError) || error.status !== 400) throw error;
      const answer = await this.complete(record, { ...body, response_format: undefined });
      // Refused for the schema, not for the rest of the request: remembered only now.
      this.schemaRefused = true;
      return answer;
    }
  }

  structured<T>(caller: AiCaller, request: AiStructuredRequest<T>): Promise<T> {
    const model = request.model ?? this.config.model;
    return this.limited(caller, model, async (record) => {
      const body = this.body(request, model);
      for (let attempt = 0; attempt <= STRUCTURED_RETRIES; attempt++) {
        const { content, finishReason } = await this.completeStructured(record, body);
        const outcome = readStructured(content, finishReason, request.validate);
        if (outcome.ok) return outcome.value;
      }
      throw new AiServiceError('invalidAnswer');
    });
  }

  stream(
    caller: AiCaller,
    request: AiStructuredRequest<unknown> | AiTextRequest,
    onContent: (soFar: string) => void,
    signal?: AbortSignal,
  ): Promise<string> {
    const model = request.model ?? this.config.model;
    return this.limited(caller, model, async (record) => {
      record.attempts++;
      const chunks = await this.client.chat.completions.create(
        { ...this.body(request, model), stream: true, stream_options: { include_usage: true } },
        { signal },
      );
      let soFar = '';
      try {
        for await (const chunk of chunks) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            soFar += piece;
            onContent(soFar);
          }
          await this.spend(record, chunk.usage?.total_tokens);
        }
      } catch (error) {
        // Cancelled mid-answer the socket closes under the stream: a cancellation, not a failure.
        if (signal?.aborted) throw new APIUserAbortError();
        throw error;
      }
      return soFar;
    });
  }

  image(caller: AiCaller, prompt: string, size?: string): Promise<string> {
    const model = this.config.imageModel;
    if (!model) return Promise.reject(new AiServiceError('notConfigured'));
    return this.limited(caller, model, async (record) => {
      record.attempts++;
      const answer = await this.client.images.generate({
        model,
        prompt,
        n: 1,
        response_format: 'b64_json',
        ...(size ? { size: size as '1024x1024' } : {}),
      });
      await this.spend(record, answer.usage?.total_tokens);
      const b64 = answer.data?.[0]?.b64_json;
      if (!b64) throw new AiServiceError('refused');
      return b64;
    });
  }
}
