import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A real day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function stringLiteral(ast: ValueNode, name: string): string {
  if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string.`);
  return ast.value;
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    // store-api already sends UTC ISO strings: those pass as they are.
    if (typeof value === 'string' && ISO_UTC.test(value)) return value;
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date.');
    return date.toISOString();
  },
  parseValue(value) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError('DateTime must be an ISO 8601 string.');
    }
    return new Date(value).toISOString();
  },
  parseLiteral(ast) {
    return this.parseValue?.(stringLiteral(ast, 'DateTime')) as string;
  },
});

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize(value) {
    const text = String(value).slice(0, 10);
    if (!isCalendarDate(text)) throw new GraphQLError('Date cannot represent an invalid date.');
    return text;
  },
  parseValue(value) {
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      throw new GraphQLError('Date must be a calendar date written YYYY-MM-DD.');
    }
    return value;
  },
  parseLiteral(ast) {
    return this.parseValue?.(stringLiteral(ast, 'Date')) as string;
  },
});

export { GraphQLUpload as Upload };
