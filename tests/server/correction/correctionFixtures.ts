// What the correction suites share: the GraphQL operations as the dialog sends them, content to
// correct (an article, a live post) and a thin client that keeps the session's hashes.
import { expect } from 'vitest';
import type { CorrectionSession } from '../../../common/correction/types';
import { hashesOf } from '../../../common/correction/session';
import type { GqlResult, TestServer } from '../helpers/testServer';

const SESSION_FIELDS = `id contentId grammarChecked engine
  segments { key text hash }
  errors { id diagnosis label type location { segment start length } corrections status duplicates rule }`;

export const START = `mutation startCorrectionSession($content: CorrectionContentInput!, $segments: [CorrectionSegmentInput!]!, $previousSessionId: ID) {
  startCorrectionSession(content: $content, segments: $segments, previousSessionId: $previousSessionId) { ${SESSION_FIELDS} }
}`;
export const CORRECT = `mutation correct($sessionId: ID!, $errorId: ID!, $correction: String!, $hashes: [CorrectionHashInput!]!) {
  correct(sessionId: $sessionId, errorId: $errorId, correction: $correction, hashes: $hashes) { ${SESSION_FIELDS} }
}`;
export const CORRECT_MULTIPLE = `mutation correctMultiple($sessionId: ID!, $errorId: ID!, $correction: String!, $hashes: [CorrectionHashInput!]!) {
  correctMultiple(sessionId: $sessionId, errorId: $errorId, correction: $correction, hashes: $hashes) { ${SESSION_FIELDS} }
}`;
export const IGNORE = `mutation ignore($sessionId: ID!, $errorId: ID!, $hashes: [CorrectionHashInput!]!) {
  ignore(sessionId: $sessionId, errorId: $errorId, hashes: $hashes) { ${SESSION_FIELDS} }
}`;
export const AUTO_CORRECT = `mutation autoCorrect($sessionId: ID!, $hashes: [CorrectionHashInput!]!) {
  autoCorrect(sessionId: $sessionId, hashes: $hashes) { ${SESSION_FIELDS} }
}`;
export const EXPLAIN = `query getExplanation($sessionId: ID!, $errorId: ID!) {
  getExplanation(sessionId: $sessionId, errorId: $errorId) { text url }
}`;

export type Segments = { key: string; text: string }[];

const richText = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** An article of the brand, made by the super-admin. */
export async function createArticle(server: TestServer, brandKey: string): Promise<string> {
  const created = await server.gql<{ upsertArticle: { id: string } }>(
    'mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }',
    { c: { brandKey, format: 'Rich', title: 'Un article', body: richText('Un corps.') } },
    server.admin.token,
  );
  expect(created.errors).toBeUndefined();
  return created.data!.upsertArticle.id;
}

/** A post of a live of the brand (the live of a new article). */
export async function createLivePost(server: TestServer, brandKey: string): Promise<string> {
  const article = await createArticle(server, brandKey);
  const live = await server.gql<{ upsertLive: { id: string } }>(
    'mutation upsertLive($id: ID!) { upsertLive(article: { id: $id }) { id } }',
    { id: article },
    server.admin.token,
  );
  const post = await server.gql<{ upsertLivePost: { id: string } }>(
    'mutation upsertLivePost($live: ID!, $d: LivePostInput!) { upsertLivePost(live: { id: $live }, data: $d) { id } }',
    { live: live.data!.upsertLive.id, d: { title: 'Billet', body: richText('Un billet.') } },
    server.admin.token,
  );
  expect(post.errors).toBeUndefined();
  return post.data!.upsertLivePost.id;
}

type Answer<K extends string, T> = GqlResult<Record<K, T>>;

/** The calls of the dialog for one user, each naming the hashes of the session it holds. */
export function correctionClient(server: TestServer, token: string) {
  return {
    start: (
      content: { kind: 'article' | 'livePost'; id: string },
      segments: Segments,
      previousSessionId?: string,
    ) =>
      server.gql<Record<'startCorrectionSession', CorrectionSession>>(
        START,
        { content, segments, previousSessionId },
        token,
      ),
    correct: (session: CorrectionSession, errorId: string, correction: string) =>
      server.gql<Record<'correct', CorrectionSession>>(
        CORRECT,
        { sessionId: session.id, errorId, correction, hashes: hashesOf(session) },
        token,
      ),
    correctMultiple: (session: CorrectionSession, errorId: string, correction: string) =>
      server.gql<Record<'correctMultiple', CorrectionSession>>(
        CORRECT_MULTIPLE,
        { sessionId: session.id, errorId, correction, hashes: hashesOf(session) },
        token,
      ),
    ignore: (session: CorrectionSession, errorId: string) =>
      server.gql<Record<'ignore', CorrectionSession>>(
        IGNORE,
        { sessionId: session.id, errorId, hashes: hashesOf(session) },
        token,
      ),
    autoCorrect: (session: CorrectionSession) =>
      server.gql<Record<'autoCorrect', CorrectionSession>>(
        AUTO_CORRECT,
        { sessionId: session.id, hashes: hashesOf(session) },
        token,
      ),
    explain: (sessionId: string, errorId: string) =>
      server.gql<Record<'getExplanation', { text: string; url: string | null }>>(
        EXPLAIN,
        { sessionId, errorId },
        token,
      ),
  };
}

/** The answer's data, the test failing with the errors when there are some. */
export function ok<K extends string, T>(answer: Answer<K, T>, key: K): T {
  expect(answer.errors).toBeUndefined();
  return answer.data![key];
}

/** The answer's single error: code, message and reason. */
export function refusal(answer: GqlResult<unknown>) {
  expect(answer.errors).toHaveLength(1);
  const error = answer.errors![0]!;
  return {
    code: error.extensions?.code,
    message: error.message,
    reason: error.extensions?.reason,
  };
}

/** The wrong text of an error, read from its session. */
export function wrongText(session: CorrectionSession, errorId: string): string {
  const error = session.errors.find((e) => e.id === errorId)!;
  const segment = session.segments.find((s) => s.key === error.location.segment)!;
  return segment.text.slice(error.location.start, error.location.start + error.location.length);
}
