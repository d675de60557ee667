import { passwordRuleMessage } from '../messages';

/** One check of a form: when `fails` is true, `field` shows `message`. */
export interface Rule<V> {
  field: keyof V & string;
  message: string;
  fails: (values: V) => boolean;
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Runs the rules in order and keeps each field's first failure. The result keeps that order, so the first key is
 * the first problem the spec lists (the field to focus).
 */
export function validate<V>(values: V, rules: readonly Rule<V>[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const rule of rules) {
    if (errors[rule.field] === undefined && rule.fails(values)) errors[rule.field] = rule.message;
  }
  return errors;
}

export const isBlank = (value: string) => value.trim() === '';

/** A normal e-mail address: something, @, a domain with a dot, no spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

/** Today in the visitor's calendar, as `YYYY-MM-DD` (what date inputs and the `Date` scalar use). */
export function today(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Certificates: PDF, JPEG or PNG (DESIGN.md), at most 10 MB. */
export const CERTIFICATE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

export function isCertificateType(file: File): boolean {
  return /\.(pdf|jpe?g|png)$/i.test(file.name);
}

/**
 * Spec section 5 (reset password), for every password a customer chooses: a lowercase and an uppercase letter, a
 * digit and one of @$!%*#?&, no other character, 8 to 128 characters.
 */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,128}$/;

/**
 * The checks of a password being chosen, in the spec's order: given (`requiredMessage`), then the rule. `applies`
 * limits them to when a password is being chosen at all (account details: only when changing it).
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
      message: passwordRuleMessage,
      fails: (v) => applies(v) && v[field] !== '' && !PASSWORD_RULE.test(v[field]),
    },
  ];
}
