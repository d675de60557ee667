import { toaster } from '../components/toaster';

/**
 * An expected failure as a mutation's payload carries it (schema.graphql's `UserError`): a code of
 * @storefront/contract's ERROR_CODES, the path from the mutation's arguments to the input it is about (e.g.
 * `['input', 'billingAddress', 'stateId']`; null when it is about no one input), and the store's message.
 */
export interface UserError {
  readonly code: string;
  readonly field?: readonly string[] | null;
  readonly message: string;
}

/** Which of a form's fields a userError's path names; undefined when none does. */
export type FieldOfPath<F extends string> = (path: readonly string[]) => F | undefined;

/** The usual form: the path's last step, when the form has a field of that name (`['input', 'email']` → `email`). */
export function lastStepIn<F extends string>(fields: Iterable<F>): FieldOfPath<F> {
  const known = new Set<string>(fields);
  return (path) => {
    const last = path[path.length - 1];
    return last !== undefined && known.has(last) ? (last as F) : undefined;
  };
}

export interface PlacedUserErrors<F extends string> {
  /** Each field's first message, in the order the store listed them (the first is the field to focus). */
  byField: Partial<Record<F, string>>;
  /** The messages no field of the form can show, each once. */
  apart: string[];
}

/** Sorts userErrors into the form's fields (by their path) and the rest. */
export function placeUserErrors<F extends string>(
  userErrors: readonly UserError[],
  fieldOf: FieldOfPath<F>,
): PlacedUserErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const apart: string[] = [];
  for (const { field, message } of userErrors) {
    const target = field ? fieldOf(field) : undefined;
    if (target === undefined) {
      if (!apart.includes(message)) apart.push(message);
    } else if (byField[target] === undefined) {
      byField[target] = message;
    }
  }
  return { byField, apart };
}

/** Where a form shows userErrors. */
export interface UserErrorTarget<F extends string> {
  fieldOf: FieldOfPath<F>;
  /** Shows these messages beside their fields. */
  setFieldErrors: (errors: Partial<Record<F, string>>) => void;
  /** The form, whose control named after the first field with a message gets focus. */
  form: HTMLFormElement | null;
}

/**
 * Shows a payload's userErrors: each beside the field its path names, focus on the first of them, and a toast for
 * each message without a field (or with one the form does not have). Without a form, every message is a toast.
 */
export function showUserErrors<F extends string>(
  userErrors: readonly UserError[],
  target?: UserErrorTarget<F>,
): void {
  const { byField, apart } = placeUserErrors(userErrors, target?.fieldOf ?? (() => undefined));
  const first = Object.keys(byField)[0];
  if (target && first !== undefined) {
    target.setFieldErrors(byField);
    const control = target.form?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }
  for (const message of apart) toaster.create({ type: 'error', title: message });
}
