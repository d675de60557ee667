import { EMAIL_PATTERN, PASSWORD_RULE } from '@storefront/contract/limits';
import { messages } from '@storefront/contract/messages';
import { fieldErrors } from '@storefront/contract/rules';
import { z, type ZodType } from 'zod';

// The store's Content-Security-Policy forbids eval: zod must neither compile parsers with `new Function` nor probe
// whether it may (the caught probe is still reported as a policy violation). Set before any form builds a schema.
z.config({ jitless: true });

/** One check of a form: when `fails` is true, `field` shows `message`. */
export interface Rule<V> {
  field: keyof V & string;
  message: string;
  fails: (values: V) => boolean;
}

/** A form's checks: a list of rules, or a zod schema of @storefront/contract/rules (what store-api checks too). */
export type Validation<V> = readonly Rule<V>[] | ZodType;

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Runs the checks in the spec's order and keeps each field's first failure. The result keeps that order, so its
 * first key is the first problem the spec lists (the field to focus).
 */
export function validate<V>(values: V, validation: Validation<V>): FieldErrors<V> {
  if (!Array.isArray(validation)) return fieldErrors(validation as ZodType, values) as FieldErrors<V>;
  const errors: FieldErrors<V> = {};
  for (const rule of validation as readonly Rule<V>[]) {
    if (errors[rule.field] === undefined && rule.fails(values)) errors[rule.field] = rule.message;
  }
  return errors;
}

export const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The store's e-mail rule (@storefront/contract): something, @, a domain with a dot, no spaces. */
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Moves keyboard focus to the named control of a form (the first invalid field after a submit). */
export function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The checks of a password being chosen, in the spec's order: given (`requiredMessage`), then the rule of
 * @storefront/contract. `applies` limits them to when a password is being chosen at all (account details: only
 * when changing it).
 */
export function newPasswordRules<V extends Record<K, string>, K extends keyof V & string>(
  field: K,
  requiredMessage: string,
  applies: (values: V) => boolean = () => true,
): Rule<V>[] {
  return [
    { field, message: requiredMessage, fails: (v) => applies(v) && v[field] === '' },
    {
      field,
      message: messages.passwordStrength,
      fails: (v) => applies(v) && v[field] !== '' && !PASSWORD_RULE.test(v[field]),
    },
  ];
}
