import { CONTROL_CHARACTERS, parseId } from '@storefront/contract';
import type { z } from 'zod';
import { UnprocessableError } from './errors.js';

/**
 * Parses input with a zod schema of @storefront/contract/rules, whose fields are declared in the spec's order,
 * and answers the first failing rule's message as 422 {error}: zod reports issues in shape order, then check order.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new UnprocessableError(result.error.issues[0]?.message ?? 'The request is not valid.');
}

/** A comma-joined list of ids ("3,5,8"; see parseId), at most `max` of them. */
export function idList(value: unknown, max: number, message: string): number[] {
  const text = queryText(value);
  if (text === '') return [];
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > max) throw new UnprocessableError(message);
  const ids = parts.map(parseId);
  if (ids.some((id) => id === null)) throw new UnprocessableError(message);
  return [...new Set(ids as number[])];
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
