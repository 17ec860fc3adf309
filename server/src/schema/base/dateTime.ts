// DateTime: an ISO-8601 date and time, checked where it enters (variables and literals), so an
// invalid date is the client's BAD_USER_INPUT in French rather than a RangeError in a resolver.
// Values are passed on as the text received; answers are the ISO strings the resolvers build.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { INPUT_ERROR_MESSAGES } from '../../errors';

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function invalid(): GraphQLError {
  return new GraphQLError(INPUT_ERROR_MESSAGES.date, {
    extensions: { code: 'BAD_USER_INPUT', fields: {} },
  });
}

export function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw invalid();
  return value;
}

export const dateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'ISO-8601 date and time (UTC).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid();
    return parseDateTime(ast.value);
  },
});
