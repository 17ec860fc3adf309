// The correction operations as the renderer's Apollo client sends them: its cache adds
// `__typename` to every selection set, and the session's fields come from one fragment.
const SESSION_FIELDS = `
fragment CorrectionSessionFields on CorrectionSession {
  __typename
  id
  contentId
  grammarChecked
  engine
  segments { __typename key text hash }
  errors {
    __typename
    id
    diagnosis
    label
    type
    rule
    status
    duplicates
    duplicateCount
    corrections
    location { __typename segment start length }
  }
}`;

export const START = {
  operationName: 'StartCorrectionSession',
  query: `mutation StartCorrectionSession($content: CorrectionContentInput!, $segments: [CorrectionSegmentInput!]!, $previousSessionId: ID) {
  startCorrectionSession(content: $content, segments: $segments, previousSessionId: $previousSessionId) { ...CorrectionSessionFields }
}${SESSION_FIELDS}`,
};

export const CORRECT = {
  operationName: 'CorrectError',
  query: `mutation CorrectError($sessionId: ID!, $errorId: ID!, $correction: String!, $hashes: [CorrectionHashInput!]!) {
  correct(sessionId: $sessionId, errorId: $errorId, correction: $correction, hashes: $hashes) { ...CorrectionSessionFields }
}${SESSION_FIELDS}`,
};

export const CORRECT_MULTIPLE = {
  operationName: 'CorrectEveryOccurrence',
  query: `mutation CorrectEveryOccurrence($sessionId: ID!, $errorId: ID!, $correction: String!, $hashes: [CorrectionHashInput!]!) {
  correctMultiple(sessionId: $sessionId, errorId: $errorId, correction: $correction, hashes: $hashes) { ...CorrectionSessionFields }
}${SESSION_FIELDS}`,
};

export const IGNORE = {
  operationName: 'IgnoreError',
  query: `mutation IgnoreError($sessionId: ID!, $errorId: ID!, $hashes: [CorrectionHashInput!]!) {
  ignore(sessionId: $sessionId, errorId: $errorId, hashes: $hashes) { ...CorrectionSessionFields }
}${SESSION_FIELDS}`,
};

export const AUTO_CORRECT = {
  operationName: 'AutoCorrect',
  query: `mutation AutoCorrect($sessionId: ID!, $hashes: [CorrectionHashInput!]!) {
  autoCorrect(sessionId: $sessionId, hashes: $hashes) { ...CorrectionSessionFields }
}${SESSION_FIELDS}`,
};

export const EXPLANATION = {
  operationName: 'CorrectionExplanation',
  query: `query CorrectionExplanation($sessionId: ID!, $errorId: ID!) {
  getExplanation(sessionId: $sessionId, errorId: $errorId) { __typename text url }
}`,
};
