import { parseId } from '@storefront/contract';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { queryText } from '../../http/validate.js';

/** A placeholder of a staff route's path (`:id`): an id that cannot be one names nothing (404). */
export function routeId(value: string, what: string): number {
  const id = parseId(value);
  if (id === null) throw StaffRefusal.notFound(what);
  return id;
}

/** An optional query parameter with a closed set of values: null when empty, 422 on `field` otherwise. */
export function queryChoice<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  what: string,
): T | null {
  const text = queryText(value);
  if (text === '') return null;
  if (!(allowed as readonly string[]).includes(text))
    throw new UnprocessableError(`The ${what} must be one of ${allowed.join(', ')}.`, 'INVALID', field);
  return text as T;
}

/** An optional id in the query: null when empty, 422 on `field` when it is not one. */
export function queryId(value: unknown, field: string, what: string): number | null {
  const text = queryText(value);
  if (text === '') return null;
  const id = parseId(text);
  if (id === null) throw new UnprocessableError(`The ${what} must be a whole number.`, 'INVALID', field);
  return id;
}

/** A yes or no of a body: JSON's true and false, or the same words from a form; 422 `message` on `field` else. */
export function bodyFlag(value: unknown, field: string, message: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new UnprocessableError(message, 'INVALID', field);
}

/** A YYYY-MM-DD day that exists, or null when the parameter is empty. */
function queryDay(value: unknown, field: 'from' | 'to'): string | null {
  const text = queryText(value);
  if (text === '') return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text
  )
    throw new UnprocessableError(`The ${field} date must be a day written YYYY-MM-DD.`, 'INVALID', field);
  return text;
}

/** The `from` and `to` days of a list's query (either may be empty); 422 on `to` when it ends before it starts. */
export function queryDayRange(query: Record<string, unknown>): { from: string | null; to: string | null } {
  const from = queryDay(query.from, 'from');
  const to = queryDay(query.to, 'to');
  if (from !== null && to !== null && from > to)
    throw new UnprocessableError('The to date must not be before the from date.', 'INVALID', 'to');
  return { from, to };
}
