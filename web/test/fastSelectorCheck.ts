/**
 * jsdom's `getComputedStyle` matches every rule that could apply, its own default style sheet of about 200
 * rules and then the page's, against the element, one selector at a time, through a general selector engine.
 * Testing Library asks for the computed style of nearly every element it looks at (is it hidden, what is its
 * accessible name), so most of the web suite's time went into matching selectors like `td, th` or
 * `.css-1x0kfe4:hover` against elements that plainly are neither.
 *
 * Browsers skip such rules by what the element must have: every part of a selector list ends in a compound
 * (`input[dir="auto" i]:is(…)`), and a type, class, id or attribute named at the top of that compound is
 * something the element itself needs. This does the same: a selector none of whose parts the element could
 * match is answered "no match" here; every other selector goes to jsdom as before, apart from a bare tag or
 * class list (`td, th`, `.css-1x0kfe4`), which is a match when the element has it. What a test observes does
 * not change; the suite spends less time matching.
 *
 * It reaches into jsdom's document implementation; if a jsdom upgrade moves that, nothing is patched and the
 * tests run as before, only slower.
 */

interface CheckResult {
  match: boolean;
  ast: unknown;
  pseudoElement: string | null;
}
type Check = (selector: string, node: Element, opt?: object) => CheckResult;

/** What an element needs for one part of a selector list to match it. */
interface Needs {
  tag?: string;
  classes: string[];
  ids: string[];
  attributes: string[];
  /** The part is a bare tag or class and nothing else, so having it is a match. */
  whole: boolean;
}

const HTML = 'http://www.w3.org/1999/xhtml';
const NAME = /^-?[_a-zA-Z][\w-]*/;

/**
 * Walks `text` from `start`, skipping strings, and calls `visit` with each other character, its index and how
 * deep in brackets and parentheses it stands (a closing one counts as inside). Returns the index at which `visit`
 * first said true, or -1.
 */
function scan(
  text: string,
  start: number,
  visit: (char: string, at: number, depth: number) => boolean,
): number {
  let depth = 0;
  let quote = '';
  for (let at = start; at < text.length; at++) {
    const char = text.charAt(at);
    if (quote) {
      if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    if (visit(char, at, depth)) return at;
    if (char === ')' || char === ']') depth--;
  }
  return -1;
}

/** The top-level pieces of `text` split at `separator`s outside brackets, parentheses and strings. */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] {
  const pieces: string[] = [];
  let start = 0;
  scan(text, 0, (char, at, depth) => {
    if (depth === 0 && isSeparator(char)) {
      pieces.push(text.slice(start, at));
      start = at + 1;
    }
    return false;
  });
  pieces.push(text.slice(start));
  return pieces;
}

/** Where the bracket or parenthesis opened at `open` closes, skipping strings; -1 if it never does. */
function closing(text: string, open: number): number {
  return scan(text, open, (char, _at, depth) => (char === ')' || char === ']') && depth === 1);
}

/** What the last compound of `part` asks of the element, or null when this can't tell (escapes, namespaces). */
function needsOf(part: string): Needs | null {
  if (/[\\|]/.test(part.replace(/\|=/g, ''))) return null;
  const compounds = splitTopLevel(part, (char) => /[\s>+~]/.test(char)).filter(Boolean);
  const compound = compounds.at(-1);
  if (!compound) return null;
  const needs: Needs = { classes: [], ids: [], attributes: [], whole: false };
  let at = 0;
  const tag = NAME.exec(compound);
  if (tag) {
    needs.tag = tag[0].toLowerCase();
    at = tag[0].length;
  } else if (compound.startsWith('*')) at = 1;
  const simple = compound.slice(at);
  while (at < compound.length) {
    const kind = compound[at];
    if (kind === '.' || kind === '#') {
      const name = NAME.exec(compound.slice(at + 1))?.[0];
      if (!name) return null;
      (kind === '.' ? needs.classes : needs.ids).push(name);
      at += 1 + name.length;
    } else if (kind === '[') {
      const end = closing(compound, at);
      const name = NAME.exec(compound.slice(at + 1).trimStart())?.[0];
      if (end < 0 || !name) return null;
      needs.attributes.push(name.toLowerCase());
      at = end + 1;
    } else if (kind === ':') {
      // Pseudo-classes and pseudo-elements only add conditions: skip them, arguments and all.
      const name = NAME.exec(compound.slice(at).replace(/^::?/, ''))?.[0];
      if (!name) return null;
      at += compound.slice(at).match(/^::?/)![0].length + name.length;
      if (compound[at] === '(') {
        const end = closing(compound, at);
        if (end < 0) return null;
        at = end + 1;
      }
    } else return null;
  }
  needs.whole =
    compounds.length === 1 &&
    ((needs.tag !== undefined && simple === '') ||
      (needs.tag === undefined && /^\.-?[_a-zA-Z][\w-]*$/.test(simple)));
  return needs;
}

/** True or false when `parts` decide it for `node`; undefined when jsdom has to. */
function decide(parts: Needs[], node: Element): boolean | undefined {
  let possible = false;
  for (const needs of parts) {
    if (needs.tag !== undefined && node.localName.toLowerCase() !== needs.tag) continue;
    if (!needs.classes.every((name) => node.classList.contains(name))) continue;
    if (!needs.ids.every((id) => node.getAttribute('id') === id)) continue;
    // Attribute names are case-insensitive on HTML elements only; elsewhere leave them to jsdom.
    if (node.namespaceURI === HTML && !needs.attributes.every((name) => node.hasAttribute(name))) continue;
    // Tags are matched exactly only on HTML elements; SVG and MathML names are case-sensitive.
    if (needs.whole && (needs.tag === undefined || node.namespaceURI === HTML)) return true;
    possible = true;
  }
  return possible ? undefined : false;
}

const partsBySelector = new Map<string, Needs[] | null>();

/**
 * Whether `element` matches `selector`, when its tag, classes, id and attributes decide it; undefined when only a
 * full selector engine can tell.
 */
export function matchByNeeds(selector: string, element: Element): boolean | undefined {
  let parts = partsBySelector.get(selector);
  if (parts === undefined) {
    const found = splitTopLevel(selector, (char) => char === ',').map((part) => needsOf(part.trim()));
    parts = found.every((needs) => needs !== null) ? found : null;
    partsBySelector.set(selector, parts);
  }
  return parts ? decide(parts, element) : undefined;
}

const patched = new WeakSet<object>();

/** Lets jsdom's `getComputedStyle` in `doc` skip the rules `matchByNeeds` can decide. */
export function installFastSelectorCheck(doc: Document) {
  const impl = Object.getOwnPropertySymbols(doc)
    .filter((symbol) => symbol.description === 'impl')
    .map((symbol) => (doc as unknown as Record<symbol, { _domSelector?: { check?: Check } }>)[symbol])[0];
  const selectorEngine = impl?._domSelector;
  // The web project shares one document between test files (no isolation), and this runs for each file.
  if (typeof selectorEngine?.check !== 'function' || patched.has(selectorEngine)) return;
  patched.add(selectorEngine);
  const check = selectorEngine.check;
  selectorEngine.check = (selector, node, opt) => {
    const match = matchByNeeds(selector, node);
    return match === undefined ? check(selector, node, opt) : { match, ast: null, pseudoElement: null };
  };
}
