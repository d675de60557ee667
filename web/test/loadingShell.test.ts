import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { staffMessages } from '../src/staff/messages';

// What a first visit shows before the app's code has arrived, for a page the server leaves to the browser: the
// gateway sends index.html as it is (its loading shell), and its's own script and styles choose the shell.
const indexHtml = new DOMParser().parseFromString(
  readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8'),
  'text/html',
);

/** The loading shell's texts a visitor sees at `address`: index.html with its script run, hidden elements left out. */
function visibleShellText(address: string): string[] {
  window.history.replaceState(null, '', address);
  document.documentElement.className = '';
  document.head.replaceChildren(...[...indexHtml.head.children].map((element) => element.cloneNode(true)));
  document.body.replaceChildren(...[...indexHtml.body.children].map((element) => element.cloneNode(true)));
  // Elements parsed elsewhere do not run: the script runs as the browser runs it, before the page shows.
  for (const parsed of document.head.querySelectorAll('script')) {
    const script = document.createElement('script');
    script.textContent = parsed.textContent;
    parsed.replaceWith(script);
  }
  const visible = (element: Element): boolean =>
    getComputedStyle(element).display !== 'none' &&
    (element.parentElement === null || visible(element.parentElement));
  return [...document.querySelectorAll('.app-shell p, .app-shell div')]
    .filter(
      (element) => element.children.length === 0 && element.textContent.trim() !== '' && visible(element),
    )
    .map((element) => element.textContent.trim());
}

describe('the loading shell of a first visit', () => {
  it.each(['/staff', '/staff/', '/staff/customers/12'])(
    'at %s is the back office\'s own: "Back office" and its loading text, not the store\'s',
    (address) => {
      expect(visibleShellText(address)).toEqual([staffMessages.brand, staffMessages.loading]);
    },
  );

  it.each(['/my-account', '/checkout', '/staffing-agencies'])("at %s is the store's", (address) => {
    expect(visibleShellText(address)).toEqual(['%STORE_NAME%', 'Loading...']);
  });
});
