/** One check of a form: when `fails` is true, `field` shows `message`. */
export interface Rule<V> {
  field: keyof V & string;
  message: string;
  fails: (values: V) => boolean;
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Runs the rules in the spec's order and keeps each field's first failure. The result keeps that order, so its
 * first entry is the first problem the spec lists.
 */
export function validate<V>(values: V, rules: readonly Rule<V>[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const rule of rules) {
    if (errors[rule.field] === undefined && rule.fails(values)) errors[rule.field] = rule.message;
  }
  return errors;
}

export const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** A normal e-mail address: something, @, a domain with a dot, no spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

/** Moves keyboard focus to the named control of a form (the first invalid field after a submit). */
export function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
