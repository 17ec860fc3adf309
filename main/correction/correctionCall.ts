// Which 'graphql.request' calls are correction calls, and with what arguments: one operation whose
// only root field is one of the protocol's (correction.graphql). Anything else, and anything the
// local schema cannot read, goes to the API untouched: the server answers it as usual.
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  parse,
  type DocumentNode,
  type FieldNode,
} from 'graphql';
import type { GraphqlRequest } from '../../common/ipc/channels';
import { correctionSchema } from './localSchema';

export const CORRECTION_FIELDS = [
  'startCorrectionSession',
  'correct',
  'correctMultiple',
  'ignore',
  'autoCorrect',
  'getExplanation',
] as const;

export type CorrectionFieldName = (typeof CORRECTION_FIELDS)[number];

export interface CorrectionCall {
  request: GraphqlRequest;
  document: DocumentNode;
  field: CorrectionFieldName;
  /** Where the answer sits in `data` (the field's alias, else its name). */
  responseKey: string;
  /** The field's arguments, variables resolved and coerced as the server would. */
  args: Record<string, unknown>;
}

/** A cheap look before parsing: most calls of the app are not correction calls. */
const MENTIONS_CORRECTION = new RegExp(`\\b(${CORRECTION_FIELDS.join('|')})\\b`);

function isCorrectionField(name: string): name is CorrectionFieldName {
  return (CORRECTION_FIELDS as readonly string[]).includes(name);
}

function parsed(query: string): DocumentNode | null {
  try {
    return parse(query);
  } catch {
    return null;
  }
}

/** The one root field of the operation, `__typename` aside; null when there are others. */
function onlyRootField(document: DocumentNode, operationName: string): FieldNode | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const fields = operation.selectionSet.selections.filter(
    (s) => s.kind !== 'Field' || s.name.value !== '__typename',
  );
  const [only] = fields;
  return fields.length === 1 && only?.kind === 'Field' ? only : null;
}

export function correctionCall(request: GraphqlRequest): CorrectionCall | null {
  if (!MENTIONS_CORRECTION.test(request.query)) return null;
  const document = parsed(request.query);
  const fieldNode = document && onlyRootField(document, request.operationName);
  if (!document || !fieldNode || !isCorrectionField(fieldNode.name.value)) return null;
  const schema = correctionSchema();
  const operation = getOperationAST(document, request.operationName)!;
  const root = operation.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const fieldDef = root?.getFields()[fieldNode.name.value];
  if (!fieldDef) return null;
  const variables = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    request.variables ?? {},
  );
  if (variables.errors) return null;
  try {
    return {
      request,
      document,
      field: fieldNode.name.value,
      responseKey: fieldNode.alias?.value ?? fieldNode.name.value,
      args: getArgumentValues(fieldDef, fieldNode, variables.coerced),
    };
  } catch {
    return null; // an argument missing or of the wrong type: the server says which
  }
}
