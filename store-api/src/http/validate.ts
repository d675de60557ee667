import { CONTROL_CHARACTERS, isErrorCode, messages as M, parseId } from '@storefront/contract';
import type { z } from 'zod';
import { refuse, UnprocessableError, type Refusal } from '../errors.js';

/**
 * Parses input with a zod schema of @storefront/contract/rules, whose fields are declared in the spec's order,
 * and answers the first failing rule as 422 {error, field, code}: zod reports issues in shape order, then check
 * order. The field is the issue's path (under `at` for a nested object parsed on its own); the code is INVALID,
 * unless a refinement names another in its params (`{ code, field }`, field null for a failure of no one field).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  at?: string,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new UnprocessableError(M.invalidRequest, 'INVALID', null);
  const params = (issue.code === 'custom' ? issue.params : undefined) ?? {};
  const path = [...(at ? [at] : []), ...issue.path.map(String)].join('.');
  throw new UnprocessableError(
    issue.message,
    isErrorCode(params.code) ? params.code : 'INVALID',
    'field' in params ? (params.field as string | null) : path || null,
  );
}

/** A comma-joined list of ids ("3,5,8"; see parseId), at most `max` of them; anything else is `refusal`. */
export function idList(value: unknown, max: number, refusal: Refusal): number[] {
  const text = queryText(value);
  if (text === '') return [];
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > max) throw refuse(refusal);
  const ids = parts.map(parseId);
  if (ids.some((id) => id === null)) throw refuse(refusal);
  return [...new Set(ids as number[])];
}

/** The one id a parameter must hold (see idList); missing or anything else is `refusal`. */
export function requiredId(value: unknown, refusal: Refusal): number {
  const [id] = idList(value, 1, refusal);
  if (id === undefined) throw refuse(refusal);
  return id;
}

/** True when any string in the value (a query, a parsed body: keys and values, at any depth) holds one. */
export function hasForbiddenCharacters(value: unknown): boolean {
  // A stack, not recursion: a deeply nested JSON body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item as unknown[]) pending.push(entry);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** A query value as text; repeated parameters (?category=a&category=b) are joined with commas. */
export function queryText(value: unknown): string {
  if (Array.isArray(value)) return value.map(queryText).join(',');
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
