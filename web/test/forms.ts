/**
 * The validation messages a form shows, in the order of its invalid controls: each control marked
 * `aria-invalid` points at its message with `aria-errormessage` (Chakra's Field does this).
 */
export function errorMessagesOf(container: ParentNode = document): string[] {
  return Array.from(container.querySelectorAll('[aria-invalid="true"]')).map((control) => {
    const id = control.getAttribute('aria-errormessage');
    return (id === null ? null : document.getElementById(id)?.textContent) ?? '(no message)';
  });
}
