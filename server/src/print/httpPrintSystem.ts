// The print system reached through its REST API (issue 36), when BACKOFFICE_PRINT_API_URL names
// one. The protocol (README « The print system's API »): JSON both ways, a Bearer token when
// BACKOFFICE_PRINT_API_TOKEN is set, records shaped as printSystem.ts's.
//   GET  /publications?brandKey=                         → Publication[]
//   GET  /publications/{id}/issues                       → Issue[] (newest first)
//   GET  /issues/{id}/headings                           → Heading[]
//   GET  /headings/{id}                                  → Heading | 404
//   GET  /units?brandKey=                                → Unit[]
//   GET  /assignments?brandKey=&q=&publication=&issue=&heading=&ids=&first=&skip= → Assignment[]
//   GET  /assignments/{id}                               → Assignment | 404
//   GET  /raw-articles/{id}                              → RawArticle | 404
//   POST /subjects {title, headingId, unitId}            → 201 Assignment | 409 duplicate title
//   POST /assignments/{id}/versions {…, status, editor}  → 201 RawArticle | 423 text read-only
//   POST /assignments/{id}/status {status}               → 200 RawArticle | 409 {from, to}
// Every call goes through the SSRF guard (media/ssrfGuard.ts; loopback only with
// BACKOFFICE_PRINT_API_ALLOW_LOOPBACK=1), capped in time and size; every answer is checked
// (zod) before the resolvers see it. What goes wrong becomes a PrintSystemError `unavailable`
// with one of the French messages of common/domain/messages.ts (printSystem*), here and nowhere
// else.
import { z } from 'zod';
import { MESSAGES } from '../../../common/domain/messages';
import { PRINT_ID } from '../../../common/domain/printWorkflow';
import { PRINT_VERSION_STATUSES } from '../../../common/domain/statuses';
import type { PrintVersionStatus } from '../../../common/domain/statuses';
import {
  callRestApi,
  REAL_API_CLOCK,
  restApiConfigFromEnv,
  type ApiClock,
  type RestApiAnswer,
  type RestApiConfig,
  type RestApiFailures,
} from '../integrations/restApi';
import type { GuardedFetchOptions } from '../media/ssrfGuard';
import {
  PrintSystemError,
  type AssignmentFilter,
  type AssignmentRecord,
  type NewSubject,
  type NewVersion,
  type PrintHeadingRecord,
  type PrintIssueRecord,
  type PrintPublicationRecord,
  type PrintSystem,
  type PrintUnitRecord,
  type RawArticleRecord,
} from './printSystem';

export const PRINT_API_LIMITS = {
  /** A magazine's list of assignments is the largest answer; 8 MB leaves room for long bodies. */
  maxBytes: 8 * 1024 * 1024,
  /** The editor waits on these calls: past 10 s the print system is as good as down. */
  timeoutMs: 10_000,
} as const;

/** apiUrl without a trailing slash, the Bearer token, loopback allowed or not. */
export type HttpPrintSystemConfig = RestApiConfig;

/** The time cap's clock: the real one, or a test's. */
export type PrintApiClock = ApiClock;

export interface HttpPrintSystemOptions {
  timeoutMs?: number;
  maxBytes?: number;
  clock?: PrintApiClock;
  /** Name resolution (tests map names to addresses). */
  resolve?: GuardedFetchOptions['resolve'];
}

/** BACKOFFICE_PRINT_API_URL (http or https), _TOKEN, _ALLOW_LOOPBACK=1; null when no URL. */
export function httpPrintConfigFromEnv(env: NodeJS.ProcessEnv): HttpPrintSystemConfig | null {
  return restApiConfigFromEnv(env, {
    url: 'BACKOFFICE_PRINT_API_URL',
    token: 'BACKOFFICE_PRINT_API_TOKEN',
    allowLoopback: 'BACKOFFICE_PRINT_API_ALLOW_LOOPBACK',
  });
}

export function httpPrintSystemFromEnv(env: NodeJS.ProcessEnv): PrintSystem | null {
  const config = httpPrintConfigFromEnv(env);
  return config ? new HttpPrintSystem(config) : null;
}

// — The answers, as the protocol shapes them

const id = z.string().regex(PRINT_ID);
const text = z.string().nullable();
const status = z.enum(PRINT_VERSION_STATUSES);

const publication = z.object({ id, brandKey: z.string().min(1), title: z.string() });
const issue = z.object({
  id,
  title: z.string(),
  publishedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  publication,
});
const heading = z.object({ id, title: z.string(), issue });
const unit = z.object({ id, title: z.string() });
const assignment = z.object({
  id,
  brandKey: z.string().min(1),
  subject: z.object({ id, title: z.string(), unit: unit.nullable() }),
  heading,
  rawArticleId: id.nullable(),
});
const version = z.object({
  id,
  title: text,
  lead: text,
  body: text,
  signature: text,
  status,
  createdAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  editor: z
    .object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
});
const rawArticle = z.object({
  id,
  brandKey: z.string().min(1),
  assignmentId: id.nullable(),
  versions: z.array(version),
});
const transitionRefusal = z.object({ from: status, to: status });

type Method = 'GET' | 'POST';

type Answer = RestApiAnswer;

const unavailable = (message: string): PrintSystemError =>
  new PrintSystemError({ kind: 'unavailable', message });

/** Whatever goes wrong in a call, the print system is `unavailable`, each time saying why. */
const FAILURES: RestApiFailures = {
  unreachable: () => unavailable(MESSAGES.printSystemUnreachable),
  denied: () => unavailable(MESSAGES.printSystemDenied),
  malformed: () => unavailable(MESSAGES.printSystemMalformed),
  addressForbidden: () => unavailable(MESSAGES.printSystemAddressForbidden),
};

/** The answer as the schema says, or the print system is not speaking the protocol. */
function parsed<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json);
  if (!result.success) throw unavailable(MESSAGES.printSystemMalformed);
  return result.data;
}

export class HttpPrintSystem implements PrintSystem {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly clock: PrintApiClock;

  constructor(
    private readonly config: HttpPrintSystemConfig,
    private readonly options: HttpPrintSystemOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PRINT_API_LIMITS.timeoutMs;
    this.maxBytes = options.maxBytes ?? PRINT_API_LIMITS.maxBytes;
    this.clock = options.clock ?? REAL_API_CLOCK;
  }

  /** One call, capped by the clock: a print system that hangs is stopped, not waited for. */
  private call(method: Method, path: string, body?: unknown): Promise<Answer> {
    return callRestApi(
      { method, url: `${this.config.apiUrl}${path}`, token: this.config.token, body },
      {
        timeoutMs: this.timeoutMs,
        maxBytes: this.maxBytes,
        clock: this.clock,
        allowLoopback: this.config.allowLoopback,
        resolve: this.options.resolve,
      },
      FAILURES,
    );
  }

  /** A 2xx answer read by `schema`; any other status the protocol does not name is malformed. */
  private async read<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown) {
    const answer = await this.call(method, path, body);
    if (answer.status < 200 || answer.status > 299)
      throw unavailable(MESSAGES.printSystemMalformed);
    return parsed(schema, answer.json);
  }

  /** A record by id, or null on 404. */
  private async one<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const answer = await this.call('GET', path);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unavailable(MESSAGES.printSystemMalformed);
    return parsed(schema, answer.json);
  }

  /** A list under a record: an unknown record has none. */
  private async under<T>(path: string, schema: z.ZodType<T>): Promise<T[]> {
    const answer = await this.call('GET', path);
    if (answer.status === 404) return [];
    if (answer.status !== 200) throw unavailable(MESSAGES.printSystemMalformed);
    return parsed(z.array(schema), answer.json);
  }

  async publications(brandKey: string): Promise<PrintPublicationRecord[]> {
    const list = await this.read(
      'GET',
      `/publications?${query({ brandKey })}`,
      z.array(publication),
    );
    // The brand scope is the resolvers', but another brand's magazine is never passed on.
    return list.filter((p) => p.brandKey === brandKey);
  }

  issues(publicationId: string): Promise<PrintIssueRecord[]> {
    return this.under(`/publications/${segment(publicationId)}/issues`, issue);
  }

  headings(issueId: string): Promise<PrintHeadingRecord[]> {
    return this.under(`/issues/${segment(issueId)}/headings`, heading);
  }

  heading(headingId: string): Promise<PrintHeadingRecord | null> {
    return this.one(`/headings/${segment(headingId)}`, heading);
  }

  units(brandKey: string): Promise<PrintUnitRecord[]> {
    return this.read('GET', `/units?${query({ brandKey })}`, z.array(unit));
  }

  async assignments(filter: AssignmentFilter): Promise<AssignmentRecord[]> {
    const params = query({
      brandKey: filter.brandKey,
      q: filter.subjectTitleContains,
      publication: filter.publicationId,
      issue: filter.issueId,
      heading: filter.headingId,
      ids: filter.ids?.join(','),
      first: String(filter.first),
      skip: String(filter.skip),
    });
    const list = await this.read('GET', `/assignments?${params}`, z.array(assignment));
    return list.filter((a) => a.brandKey === filter.brandKey).slice(0, filter.first);
  }

  assignment(assignmentId: string): Promise<AssignmentRecord | null> {
    return this.one(`/assignments/${segment(assignmentId)}`, assignment);
  }

  rawArticle(rawArticleId: string): Promise<RawArticleRecord | null> {
    return this.one(`/raw-articles/${segment(rawArticleId)}`, rawArticle);
  }

  async createSubject(subject: NewSubject): Promise<AssignmentRecord> {
    const answer = await this.call('POST', '/subjects', {
      title: subject.title,
      headingId: subject.headingId,
      unitId: subject.unitId,
    });
    if (answer.status === 409)
      throw new PrintSystemError({ kind: 'duplicateSubject', title: subject.title });
    if (answer.status === 404) throw new PrintSystemError({ kind: 'notFound' });
    return this.created(answer, assignment);
  }

  async addVersion(assignmentId: string, version: NewVersion): Promise<RawArticleRecord> {
    const answer = await this.call('POST', `/assignments/${segment(assignmentId)}/versions`, {
      title: version.title,
      lead: version.lead,
      body: version.body,
      signature: version.signature,
      status: version.status,
      editor: version.editor,
    });
    if (answer.status === 423) throw new PrintSystemError({ kind: 'textReadOnly' });
    if (answer.status === 404) throw new PrintSystemError({ kind: 'notFound' });
    return this.created(answer, rawArticle);
  }

  async moveLatestVersion(assignmentId: string, to: PrintVersionStatus): Promise<RawArticleRecord> {
    const answer = await this.call('POST', `/assignments/${segment(assignmentId)}/status`, {
      status: to,
    });
    if (answer.status === 409) {
      const refusal = parsed(transitionRefusal, answer.json);
      throw new PrintSystemError({ kind: 'transitionRefused', ...refusal });
    }
    if (answer.status === 404) throw new PrintSystemError({ kind: 'notFound' });
    return this.created(answer, rawArticle);
  }

  private created<T>(answer: Answer, schema: z.ZodType<T>): T {
    if (answer.status !== 200 && answer.status !== 201)
      throw unavailable(MESSAGES.printSystemMalformed);
    return parsed(schema, answer.json);
  }
}

/** An id in a path: encoded, whatever the caller passed (ids are the print system's own). */
function segment(value: string): string {
  return encodeURIComponent(value);
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(name, value);
  return search.toString();
}
