import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { matchByNeeds } from './fastSelectorCheck';
import { renderApp } from './render';

/** Every selector of every style rule in the document, inside @media, @layer and @supports too. */
function selectorsOf(rules: Iterable<CSSRule>, into = new Set<string>()): Set<string> {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) into.add(rule.selectorText);
    if ('cssRules' in rule) selectorsOf(rule.cssRules as CSSRuleList, into);
  }
  return into;
}

function jsdomMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // pseudo-elements: never matched by getComputedStyle either
  }
}

describe('the test-only selector shortcut for getComputedStyle', () => {
  it("answers as jsdom does for every element of a rendered screen and every rule of the app's and jsdom's sheets", async () => {
    const jsdomRoot = path.dirname(createRequire(import.meta.url).resolve('jsdom/package.json'));
    const defaults = document.createElement('style');
    defaults.textContent = readFileSync(
      path.join(jsdomRoot, 'lib/jsdom/browser/default-stylesheet.css'),
      'utf8',
    );
    document.head.append(defaults);
    const extra = document.body.appendChild(document.createElement('div'));
    try {
      renderApp({ path: '/login' });
      await screen.findByRole('button', { name: 'Log in' });
      // Elements the UA sheet has rules for that the screen may not show.
      extra.insertAdjacentHTML(
        'beforeend',
        `<table><caption>c</caption><thead><tr><th id="h">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>
         <dialog open>d</dialog><abbr title="t">a</abbr><q>q</q><div hidden>h</div><div hidden="until-found">u</div>
         <input type="tel" dir="auto"><textarea dir="auto"></textarea><ul><li><ol><li>x</li></ol></li></ul>
         <svg viewBox="0 0 1 1"><foreignObject></foreignObject><path d="M0 0"/></svg><a href="/x">link</a><a>no href</a>`,
      );

      const sheets = [...document.styleSheets];
      const selectors = [...selectorsOf(sheets.flatMap((sheet) => [...sheet.cssRules]))];
      const elements = [...document.querySelectorAll('*')];
      const disagreements: string[] = [];
      let decided = 0;
      for (const element of elements)
        for (const selector of selectors) {
          const fast = matchByNeeds(selector, element);
          if (fast === undefined) continue;
          decided++;
          if (fast !== jsdomMatches(element, selector))
            disagreements.push(
              `<${element.localName} class="${element.getAttribute('class')}"> ${selector}: ${fast}`,
            );
        }

      expect(selectors.length).toBeGreaterThan(200);
      expect(disagreements).toEqual([]);
      // The point of it: most pairs are answered without the selector engine.
      expect(decided / (elements.length * selectors.length)).toBeGreaterThan(0.85);
    } finally {
      defaults.remove();
      extra.remove();
    }
  });
});
