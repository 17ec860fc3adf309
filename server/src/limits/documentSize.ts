// The size of a document, checked around parsing: its bytes before (a 2 MB document of comments
// costs a parse and, cached, memory), its tokens after, comments included (graphql's own token
// cap skips them, so padding with comments used to pass any token limit).
import { TokenKind, type DocumentNode } from 'graphql';
import { LIMIT_MESSAGES, limitError, type ApiLimits } from './apiLimits';

export function documentBytesError(query: string, limits: ApiLimits) {
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: no need to encode short documents.
  if (query.length * 3 <= limits.maxDocumentBytes) return null;
  if (Buffer.byteLength(query, 'utf8') <= limits.maxDocumentBytes) return null;
  return limitError('QUERY_TOO_LARGE', LIMIT_MESSAGES.documentBytes(limits.maxDocumentBytes));
}

/** Tokens of a parsed document, comments included (the lexer links them all from the first). */
export function countTokens(document: DocumentNode): number {
  let count = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) {
    if (token.kind !== TokenKind.SOF && token.kind !== TokenKind.EOF) count++;
  }
  return count;
}

export function tooManyTokensError(limits: ApiLimits) {
  return limitError('TOO_MANY_TOKENS', LIMIT_MESSAGES.tokens(limits.maxTokens));
}

export function tokensError(document: DocumentNode, limits: ApiLimits) {
  return countTokens(document) <= limits.maxTokens ? null : tooManyTokensError(limits);
}
