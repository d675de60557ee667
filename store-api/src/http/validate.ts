import { z } from 'zod';
import { UnprocessableError } from './errors.js';

/**
 * Parses input with a zod schema whose fields are declared in the spec's order, and answers the first
 * failing rule's message as 422 {error}: zod reports issues in shape order, then check order.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new UnprocessableError(result.error.issues[0]?.message ?? 'The request is not valid.');
}

/** Form fields arrive as strings, JSON may carry numbers: both become trimmed text, absent becomes ''. */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

const tooLong = (field: string, max: number) => `The ${field} must be at most ${max} characters.`;

/** A required text field: missing or blank answers `message`; `field` names it in the too-long message. */
export function requiredText(message: string, field: string, max = 255) {
  return z.preprocess(asText, z.string({ error: message }).min(1, message).max(max, tooLong(field, max)));
}

/** An optional text field: blank becomes null. */
export function optionalText(field: string, max = 255) {
  return z
    .preprocess(asText, z.string({ error: tooLong(field, max) }).max(max, tooLong(field, max)))
    .transform((v) => (v === '' ? null : v));
}

/** Every id column is a PostgreSQL integer: a larger id can only be unknown, and would overflow the query. */
export const MAX_ID = 2_147_483_647;

/**
 * The one id parser: digits (or a JSON number) from 1 to MAX_ID, else null. '1e3', '0x10', '-1', '01' and
 * ids past MAX_ID are not ids.
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A required id (see parseId); '', 0 and garbage answer `message`. */
export function requiredId(message: string) {
  return z.preprocess(parseId, z.number({ error: message }));
}

// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven by the e-mailed links.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required, then well-formed, then stored lower-cased. */
export function requiredEmail(missing: string, malformed: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .min(1, missing)
      .max(254, malformed)
      .regex(EMAIL_PATTERN, malformed)
      .transform((v) => v.toLowerCase()),
  );
}

/** Ten digits, however the client formatted them ("(123) 456-7890" is fine). */
export function requiredPhone(missing: string, malformed: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .min(1, missing)
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => /^\d{10}$/.test(v), malformed),
  );
}

export function optionalPhone(malformed: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: malformed })
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => v === '' || /^\d{10}$/.test(v), malformed)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** A US ZIP code (12345 or 12345-6789). */
export function requiredZip(missing: string, malformed: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .min(1, missing)
      .regex(/^\d{5}(-\d{4})?$/, malformed),
  );
}

/** An optional calendar date (YYYY-MM-DD) that is today or later. */
export function optionalFutureDate(malformed: string, past: string, today: () => string = todayIso) {
  return z.preprocess(
    asText,
    z
      .string({ error: malformed })
      .refine((v) => v === '' || isIsoDate(v), malformed)
      .refine((v) => v === '' || v >= today(), past)
      .transform((v) => (v === '' ? null : v)),
  );
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// The store's calendar is US Eastern; a date "before today" is judged there, a day of slack either way is harmless.
function todayIso(): string {
  return new Date(Date.now() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** true, 'true', '1', 1, 'on', 'yes' → true; anything else false. */
export function flag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
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

// C0 control characters except tab, line feed and carriage return: PostgreSQL refuses NUL in text outright,
// and the others have no place in a name, an address or a search.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** True when any string in the value (a query, a parsed body: keys and values, at any depth) holds one. */
export function hasForbiddenCharacters(value: unknown): boolean {
  // A stack, not recursion: a deeply nested JSON body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (FORBIDDEN_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item as unknown[]) pending.push(entry);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (FORBIDDEN_CHARACTERS.test(key)) return true;
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
