import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messages, type Messages } from '../src/messages.js';

/**
 * Each message exists once: in this package. A service that writes one out again (to answer it, to match it, to
 * show it) would drift from it at the next rewording, so the services' sources must not contain any. Tests may:
 * a test asserting what a user sees reads best in the user's words, and a copy there is what catches a changed
 * message (tests/e2e/support/spec-text.ts is the spec's own list, on purpose).
 */

const root = path.resolve(import.meta.dirname, '../../..');
const SOURCE_TREES = ['store-api/src', 'gateway/src', 'web/src'];
/** Tests and their fixtures, and what codegen writes from schema.graphql. */
const NOT_SOURCE = [
  /\.test\.tsx?$/,
  /[\\/]testing[\\/]/,
  /^gateway[\\/]src[\\/]generated[\\/]/,
  /^web[\\/]src[\\/]gql[\\/]/,
];

const TEXT = '\u0001';
const NUMBER = 7_777_777;

type FunctionKeys = {
  [K in keyof Messages]: Messages[K] extends (...args: never[]) => string ? K : never;
}[keyof Messages];

/** Arguments that stand out in a message's text, so the literal parts around them can be searched for. */
const samples: { [K in FunctionKeys]: Parameters<Messages[K]> } = {
  tooManyLogins: [NUMBER],
  certificateType: [TEXT],
  certificateSize: [TEXT],
  perPage: [NUMBER],
  stockLeft: [NUMBER],
  purchaseLimit: [NUMBER],
  price: [TEXT as 'minimum'],
  tooLong: [TEXT, NUMBER],
  wholeNumber: [TEXT, NUMBER],
  controlCharacters: [TEXT],
  tooManyItems: [NUMBER, TEXT as 'ids'],
  tooManyAttempts: [NUMBER],
  oneGuardedMutation: [[TEXT]],
  unsupportedOperation: [TEXT],
  operationNameLength: [NUMBER],
  certificateExpiring: [TEXT, NUMBER],
  certificateExpired: [TEXT],
  queryParameterOnce: [TEXT],
  operationTooCostly: [NUMBER, NUMBER],
  costBudgetSpent: [NUMBER],
  scopeMissing: [TEXT],
  webhookEndpointsLimit: [NUMBER],
  webhookSwitchedOffFailing: [NUMBER, TEXT],
};

/** Every fixed text of the messages: whole strings, and the parts of parameterised ones long enough to be telling. */
function literals(): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'function') {
      const args = samples[key as FunctionKeys] as unknown[];
      const text = (value as (...a: unknown[]) => string)(...args);
      for (const part of text.split(new RegExp(`${TEXT}|${NUMBER}`)))
        if (part.trim().length >= 20) found.push(part);
    } else if (value && typeof value === 'object') {
      for (const [inner, entry] of Object.entries(value)) walk(entry, inner);
    }
  };
  walk(messages, '');
  return [...new Set(found)];
}

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const tree of SOURCE_TREES) {
    for (const entry of readdirSync(path.join(root, tree), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|js|mjs)$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      if (!NOT_SOURCE.some((pattern) => pattern.test(file))) files.push(file);
    }
  }
  return files;
}

/** The texts a source file writes: its string and template literals and JSX text (comments are not texts). */
function writtenTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

describe('messages', () => {
  it('are written out nowhere in the sources of store-api, the gateway and the web app', () => {
    const messageTexts = literals();
    const copies: string[] = [];
    for (const file of sourceFiles()) {
      for (const written of writtenTexts(file)) {
        for (const text of messageTexts)
          if (written.includes(text)) copies.push(`${file}: ${JSON.stringify(text)}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('have a sample for every message with a parameter, and fixed text to search for', () => {
    expect(literals().length).toBeGreaterThan(Object.keys(messages).length);
  });
});
