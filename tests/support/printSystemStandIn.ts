// A print system speaking the print API's protocol (server/src/print/httpPrintSystem.ts, README
// « The print system's API ») over HTTP, in memory: a small TEL magazine (two issues, headings,
// units, subjects with raw articles at several statuses) and one GEO magazine, for the adapter's
// tests, the bench and a demo against the API. The print path and the title rules are the
// common ones (common/domain/printWorkflow.ts). Hooks make it misbehave: answer 500, send
// malformed JSON or a wrong shape, hang, send more than any cap, refuse the token.
//
//   tsx tests/support/printSystemStandIn.ts --port 8789 [--token secret]
//   → prints `PRINT_STANDIN_LISTENING http://127.0.0.1:8789`
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  canMovePrintVersion,
  isPrintVersionStatus,
  printSubjectTitleKey,
  printTextIsReadOnly,
} from '../../common/domain/printWorkflow';
import type { PrintVersionStatus } from '../../common/domain/statuses';

export interface StandInPublication {
  id: string;
  brandKey: string;
  title: string;
}
export interface StandInIssue {
  id: string;
  title: string;
  publishedOn: string | null;
  publicationId: string;
}
export interface StandInHeading {
  id: string;
  title: string;
  issueId: string;
}
export interface StandInUnit {
  id: string;
  brandKey: string;
  title: string;
}
export interface StandInVersion {
  id: string;
  title: string | null;
  lead: string | null;
  body: string | null;
  signature: string | null;
  status: PrintVersionStatus;
  createdAt: string;
  editor: { id: string; name: string; avatarUrl: string | null } | null;
}
export interface StandInAssignment {
  id: string;
  subjectId: string;
  subjectTitle: string;
  unitId: string | null;
  headingId: string;
  rawArticleId: string | null;
}
export interface StandInRawArticle {
  id: string;
  assignmentId: string;
  /** Newest first. */
  versions: StandInVersion[];
}

export interface PrintStandInData {
  publications: StandInPublication[];
  issues: StandInIssue[];
  headings: StandInHeading[];
  units: StandInUnit[];
  assignments: StandInAssignment[];
  rawArticles: StandInRawArticle[];
}

const EDITOR = { id: 'p-12', name: 'Claire Martin', avatarUrl: null };

const version = (
  id: string,
  status: PrintVersionStatus,
  title: string,
  createdAt: string,
): StandInVersion => ({
  id,
  title,
  lead: `Le chapô de « ${title} ».`,
  body: `<p>Premier paragraphe de ${title}.</p>\n<h2>Un intertitre</h2>\n<p>Un <b>second</b> paragraphe.</p>`,
  signature: 'Claire Martin',
  status,
  createdAt,
  editor: EDITOR,
});

/** The magazine every stand-in starts with (a fresh copy each time). */
export function standInMagazine(): PrintStandInData {
  return {
    publications: [
      { id: 'pub-tel', brandKey: 'TEL', title: 'Télé Magazine' },
      { id: 'pub-geo', brandKey: 'GEO', title: 'GEO Magazine' },
    ],
    issues: [
      {
        id: 'iss-tel-2',
        title: 'N° 2 — décembre',
        publishedOn: '2026-12-01',
        publicationId: 'pub-tel',
      },
      {
        id: 'iss-tel-1',
        title: 'N° 1 — novembre',
        publishedOn: '2026-11-01',
        publicationId: 'pub-tel',
      },
      { id: 'iss-geo-1', title: 'N° 512', publishedOn: '2026-11-15', publicationId: 'pub-geo' },
    ],
    headings: [
      { id: 'hd-tel-2-series', title: 'Séries', issueId: 'iss-tel-2' },
      { id: 'hd-tel-2-cinema', title: 'Cinéma', issueId: 'iss-tel-2' },
      { id: 'hd-tel-1-series', title: 'Séries', issueId: 'iss-tel-1' },
      { id: 'hd-geo-1-voyage', title: 'Voyage', issueId: 'iss-geo-1' },
    ],
    units: [
      { id: 'unit-tel-redac', brandKey: 'TEL', title: 'Rédaction' },
      { id: 'unit-tel-pige', brandKey: 'TEL', title: 'Pigistes' },
      { id: 'unit-geo-redac', brandKey: 'GEO', title: 'Rédaction' },
    ],
    assignments: [
      {
        id: 'asg-1',
        subjectId: 'sub-1',
        subjectTitle: 'Les séries de l’hiver',
        unitId: 'unit-tel-redac',
        headingId: 'hd-tel-2-series',
        rawArticleId: 'raw-1',
      },
      {
        id: 'asg-2',
        subjectId: 'sub-2',
        subjectTitle: 'Été en pente douce',
        unitId: null,
        headingId: 'hd-tel-2-cinema',
        rawArticleId: 'raw-2',
      },
      {
        id: 'asg-3',
        subjectId: 'sub-3',
        subjectTitle: 'Le retour des feuilletons',
        unitId: 'unit-tel-pige',
        headingId: 'hd-tel-1-series',
        rawArticleId: null,
      },
      {
        id: 'asg-geo-1',
        subjectId: 'sub-geo-1',
        subjectTitle: 'Les séries islandaises',
        unitId: 'unit-geo-redac',
        headingId: 'hd-geo-1-voyage',
        rawArticleId: 'raw-geo-1',
      },
    ],
    rawArticles: [
      {
        id: 'raw-1',
        assignmentId: 'asg-1',
        versions: [
          version('ver-1b', 'Validation', 'Les séries de l’hiver', '2026-11-20T10:00:00.000Z'),
          version('ver-1a', 'Editing', 'Séries d’hiver (brouillon)', '2026-11-19T09:00:00.000Z'),
        ],
      },
      {
        id: 'raw-2',
        assignmentId: 'asg-2',
        versions: [version('ver-2a', 'Mockup', 'Été en pente douce', '2026-11-18T08:30:00.000Z')],
      },
      {
        id: 'raw-geo-1',
        assignmentId: 'asg-geo-1',
        versions: [
          version('ver-geo-1a', 'Editing', 'Les séries islandaises', '2026-11-17T08:00:00.000Z'),
        ],
      },
    ],
  };
}

/** How the next answers go wrong (until set back to null). */
export type StandInMisbehaviour =
  | 'serverError' // 500
  | 'malformedJson' // 200 with a body that is not JSON
  | 'wrongShape' // 200 with JSON that is not the protocol's
  | 'hang' // never answers
  | 'huge' // 200 with more bytes than any cap
  | 'bareConflict' // 409 without the protocol's body
  | 'otherBrands' // lists ignore brandKey (every brand's records)
  | null;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

export interface PrintSystemStandIn {
  /** The API's root, e.g. http://127.0.0.1:8789 */
  url: string;
  data: PrintStandInData;
  requests: RecordedRequest[];
  misbehave(mode: StandInMisbehaviour): void;
  /** Resolves when the stand-in has received `count` requests in all (a hanging one included). */
  received(count: number): Promise<void>;
  /** Resolves once every hanging answer's connection is closed (the caller gave up). */
  hangingClosed(): Promise<void>;
  close(): Promise<void>;
}

export interface PrintSystemStandInOptions {
  port?: number;
  /** When set, every request must carry `Authorization: Bearer <token>` (else 401). */
  token?: string;
  /** The clock stamping new versions. */
  now?: () => Date;
}

class HttpAnswer {
  constructor(
    readonly status: number,
    readonly json: unknown,
  ) {}
}

const notFound = (): HttpAnswer => new HttpAnswer(404, { error: 'notFound' });

function sendJson(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A list asked for one brand; every brand's when the stand-in misbehaves (no brandKey). */
function brandMatches(brandKey: string, query: URLSearchParams): boolean {
  return !query.has('brandKey') || query.get('brandKey') === brandKey;
}

/** The protocol's records, built from the stand-in's rows. */
class Records {
  constructor(private readonly data: PrintStandInData) {}

  publication(id: string) {
    return this.data.publications.find((p) => p.id === id) ?? null;
  }
  issue(id: string) {
    const row = this.data.issues.find((i) => i.id === id);
    const publication = row && this.publication(row.publicationId);
    if (!row || !publication) return null;
    return { id: row.id, title: row.title, publishedOn: row.publishedOn, publication };
  }
  heading(id: string) {
    const row = this.data.headings.find((h) => h.id === id);
    const issue = row && this.issue(row.issueId);
    if (!row || !issue) return null;
    return { id: row.id, title: row.title, issue };
  }
  unit(id: string | null) {
    const row = id ? this.data.units.find((u) => u.id === id) : undefined;
    return row ? { id: row.id, title: row.title } : null;
  }
  assignment(row: StandInAssignment) {
    const heading = this.heading(row.headingId)!;
    return {
      id: row.id,
      brandKey: heading.issue.publication.brandKey,
      subject: { id: row.subjectId, title: row.subjectTitle, unit: this.unit(row.unitId) },
      heading,
      rawArticleId: row.rawArticleId,
    };
  }
  rawArticle(row: StandInRawArticle) {
    const assignment = this.data.assignments.find((a) => a.id === row.assignmentId)!;
    return {
      id: row.id,
      brandKey: this.assignment(assignment).brandKey,
      assignmentId: row.assignmentId,
      versions: row.versions,
    };
  }
}

export async function startPrintSystemStandIn(
  options: PrintSystemStandInOptions = {},
): Promise<PrintSystemStandIn> {
  const data = standInMagazine();
  const records = new Records(data);
  const now = options.now ?? (() => new Date());
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const held = new Set<ServerResponse>();
  const closedWaiters: (() => void)[] = [];
  let mode: StandInMisbehaviour = null;
  let sequence = 0;
  const nextId = (prefix: string): string => `${prefix}-new-${++sequence}`;

  const route = (method: string, path: string, given: URLSearchParams, body: unknown) => {
    const query = new URLSearchParams(given);
    if (mode === 'otherBrands') query.delete('brandKey');
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [root, id, sub] = parts;
    if (method === 'GET' && root === 'publications' && !id)
      return new HttpAnswer(
        200,
        data.publications.filter((p) => brandMatches(p.brandKey, query)),
      );
    if (method === 'GET' && root === 'publications' && sub === 'issues') {
      if (!records.publication(id!)) return notFound();
      return new HttpAnswer(
        200,
        data.issues
          .filter((i) => i.publicationId === id)
          .sort((a, b) => (b.publishedOn ?? '').localeCompare(a.publishedOn ?? ''))
          .map((i) => records.issue(i.id)),
      );
    }
    if (method === 'GET' && root === 'issues' && sub === 'headings') {
      if (!records.issue(id!)) return notFound();
      return new HttpAnswer(
        200,
        data.headings.filter((h) => h.issueId === id).map((h) => records.heading(h.id)),
      );
    }
    if (method === 'GET' && root === 'headings' && id && !sub)
      return records.heading(id) ? new HttpAnswer(200, records.heading(id)) : notFound();
    if (method === 'GET' && root === 'units')
      return new HttpAnswer(
        200,
        data.units.filter((u) => brandMatches(u.brandKey, query)).map((u) => records.unit(u.id)),
      );
    if (method === 'GET' && root === 'assignments' && !id) return listAssignments(query);
    if (method === 'GET' && root === 'assignments' && id && !sub) {
      const row = data.assignments.find((a) => a.id === id);
      return row ? new HttpAnswer(200, records.assignment(row)) : notFound();
    }
    if (method === 'GET' && root === 'raw-articles' && id && !sub) {
      const row = data.rawArticles.find((r) => r.id === id);
      return row ? new HttpAnswer(200, records.rawArticle(row)) : notFound();
    }
    if (method === 'POST' && root === 'subjects' && !id) return createSubject(body);
    if (method === 'POST' && root === 'assignments' && id && sub === 'versions')
      return addVersion(id, body);
    if (method === 'POST' && root === 'assignments' && id && sub === 'status')
      return moveStatus(id, body);
    return notFound();
  };

  const listAssignments = (query: URLSearchParams): HttpAnswer => {
    const q = printSubjectTitleKey(query.get('q') ?? '');
    const ids = query.get('ids')?.split(',');
    const first = Number(query.get('first') ?? 20);
    const skip = Number(query.get('skip') ?? 0);
    const list = data.assignments
      .map((row) => records.assignment(row))
      .filter(
        (a) =>
          brandMatches(a.brandKey, query) &&
          (!q || printSubjectTitleKey(a.subject.title).includes(q)) &&
          (!query.get('publication') ||
            a.heading.issue.publication.id === query.get('publication')) &&
          (!query.get('issue') || a.heading.issue.id === query.get('issue')) &&
          (!query.get('heading') || a.heading.id === query.get('heading')) &&
          (!ids || ids.includes(a.id)),
      );
    return new HttpAnswer(200, list.slice(skip, skip + first));
  };

  const createSubject = (body: unknown): HttpAnswer => {
    const { title, headingId, unitId } = body as {
      title: string;
      headingId: string;
      unitId: string | null;
    };
    const heading = records.heading(headingId);
    if (!heading) return notFound();
    const key = printSubjectTitleKey(title);
    const taken = data.assignments.some(
      (a) =>
        records.heading(a.headingId)?.issue.id === heading.issue.id &&
        printSubjectTitleKey(a.subjectTitle) === key,
    );
    if (taken) return new HttpAnswer(409, { error: 'duplicateSubject' });
    const row: StandInAssignment = {
      id: nextId('asg'),
      subjectId: nextId('sub'),
      subjectTitle: title,
      unitId,
      headingId,
      rawArticleId: null,
    };
    data.assignments.push(row);
    return new HttpAnswer(201, records.assignment(row));
  };

  const addVersion = (assignmentId: string, body: unknown): HttpAnswer => {
    const assignment = data.assignments.find((a) => a.id === assignmentId);
    if (!assignment) return notFound();
    const sent = body as Omit<StandInVersion, 'id' | 'createdAt' | 'editor'> & {
      editor: { userId: string; name: string; avatarUrl: string | null };
    };
    let raw = data.rawArticles.find((r) => r.id === assignment.rawArticleId);
    const latest = raw?.versions[0];
    if (latest && printTextIsReadOnly(latest.status))
      return new HttpAnswer(423, { error: 'textReadOnly' });
    if (!raw) {
      raw = { id: nextId('raw'), assignmentId, versions: [] };
      data.rawArticles.push(raw);
      assignment.rawArticleId = raw.id;
    }
    raw.versions.unshift({
      id: nextId('ver'),
      title: sent.title,
      lead: sent.lead,
      body: sent.body,
      signature: sent.signature,
      status: sent.status,
      createdAt: now().toISOString(),
      editor: { id: sent.editor.userId, name: sent.editor.name, avatarUrl: sent.editor.avatarUrl },
    });
    return new HttpAnswer(201, records.rawArticle(raw));
  };

  const moveStatus = (assignmentId: string, body: unknown): HttpAnswer => {
    const assignment = data.assignments.find((a) => a.id === assignmentId);
    const raw = data.rawArticles.find((r) => r.id === assignment?.rawArticleId);
    const latest = raw?.versions[0];
    const to = (body as { status?: unknown } | null)?.status;
    if (!raw || !latest) return notFound();
    if (!isPrintVersionStatus(to)) return new HttpAnswer(400, { error: 'badStatus' });
    if (!canMovePrintVersion(latest.status, to))
      return new HttpAnswer(409, { error: 'transitionRefused', from: latest.status, to });
    latest.status = to;
    return new HttpAnswer(200, records.rawArticle(raw));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://print');
      let body: unknown = null;
      try {
        body = await readBody(req);
      } catch {
        return sendJson(res, 400, '{"error":"badJson"}');
      }
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization ?? null,
        body,
      });
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      if (options.token && req.headers.authorization !== `Bearer ${options.token}`)
        return sendJson(res, 401, '{"error":"unauthorized"}');
      if (mode === 'hang') {
        held.add(res);
        res.on('close', () => {
          held.delete(res);
          if (held.size === 0) for (const resolve of closedWaiters.splice(0)) resolve();
        });
        return;
      }
      if (mode === 'serverError') return sendJson(res, 500, '{"error":"boom"}');
      if (mode === 'malformedJson') return sendJson(res, 200, '{"id": "pub-tel", ');
      if (mode === 'bareConflict') return sendJson(res, 409, '{}');
      if (mode === 'wrongShape') return sendJson(res, 200, '{"items": [{"name": 3}]}');
      if (mode === 'huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = `"${'x'.repeat(64 * 1024)}",`;
        res.write('[');
        let sent = 0;
        const pump = (): void => {
          while (sent < 64 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end('""]');
        };
        return pump();
      }
      const answer = route(req.method ?? 'GET', url.pathname, url.searchParams, body);
      return sendJson(res, answer.status, JSON.stringify(answer.json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    requests,
    misbehave: (next) => {
      mode = next;
    },
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    hangingClosed: () =>
      held.size === 0 ? Promise.resolve() : new Promise((resolve) => closedWaiters.push(resolve)),
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1]?.endsWith('printSystemStandIn.ts')) {
  const arg = (name: string): string | undefined => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const port = arg('--port');
  void startPrintSystemStandIn({
    port: port ? Number(port) : undefined,
    token: arg('--token'),
  }).then((standIn) => process.stdout.write(`PRINT_STANDIN_LISTENING ${standIn.url}\n`));
}
