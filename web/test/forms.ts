import { expect } from 'vitest';

/**
 * The validation message of a control as a screen reader meets it. While a control is invalid (`aria-invalid`),
 * Chakra's Field lists its error text among the descriptions its `aria-describedby` names, beside any help text; the
 * error text is the one announced as a live region.
 */
export function errorMessageOf(control: Element): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const message = described
    .map((id) => control.ownerDocument.getElementById(id))
    .find((element) => element?.hasAttribute('aria-live'));
  return message?.textContent ?? null;
}

/** The validation messages a form shows, in the order of its invalid controls. */
export function errorMessagesOf(container: ParentNode = document): string[] {
  return Array.from(container.querySelectorAll('[aria-invalid="true"]')).map(
    (control) => errorMessageOf(control) ?? '(no message)',
  );
}

interface ErrorMessageMatchers<R = unknown> {
  /** The control is invalid and its validation message (see {@link errorMessageOf}) is exactly `message`. */
  toHaveErrorMessage: (message: string) => R;
}

declare module 'vitest' {
  // Vitest's own declaration reads `interface Matchers<T = any>`, and a merged declaration must repeat it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Matchers<T = any> extends ErrorMessageMatchers<T> {}
}

expect.extend({
  toHaveErrorMessage(control: Element, message: string) {
    const actual = errorMessageOf(control);
    return {
      pass: actual === message,
      message: () =>
        this.isNot
          ? `expected the control not to show the message "${message}"`
          : actual === null
            ? `expected the control to show "${message}", but it shows no validation message`
            : `expected the control to show "${message}", but it shows "${actual}"`,
      actual,
      expected: message,
    };
  },
});
