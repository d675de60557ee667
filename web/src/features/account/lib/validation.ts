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

/** Spec section 5 (reset password): at least 8 characters, a letter, a digit and one of @$!%*#?&, nothing else. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
