import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import * as published from '@chakra-ui/react';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chakraStartup } from './chakraStartup';

type Chakra = Pick<typeof published, 'createSystem' | 'defaultConfig'>;

let directory: string;
let patched: Chakra;

// Resolved from this directory, so that it finds the installed Chakra UI.
const entry: Plugin = {
  name: 'entry',
  resolveId: (id) => (id === 'virtual:entry' ? '\0virtual:entry' : null),
  load: (id) =>
    id === '\0virtual:entry' ? "export { createSystem, defaultConfig } from '@chakra-ui/react';\n" : null,
};

/** Chakra's styled system as the production build bundles it, with the plugin, loaded from a temporary file. */
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'chakra-startup-'));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, chakraStartup()],
    ssr: { noExternal: true },
    build: { ssr: true, write: false, minify: false, rolldownOptions: { input: 'virtual:entry' } },
  })) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('The build has no entry chunk.');
  const file = path.join(directory, 'chakra.mjs');
  await writeFile(file, chunk.code);
  patched = (await import(pathToFileURL(file).href)) as Chakra;
}, 60_000);

afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the production build of Chakra UI', () => {
  it('computes the global styles when they are first read, not when the system is created', () => {
    const system = patched.createSystem(patched.defaultConfig);

    const descriptor = Object.getOwnPropertyDescriptor(system, '_global');
    expect(descriptor).toHaveProperty('get');
    expect(descriptor).not.toHaveProperty('value');
    expect(
      Object.getOwnPropertyDescriptor(published.createSystem(published.defaultConfig), '_global'),
    ).toHaveProperty('value');
  });

  it('produces the same global styles as the published version', () => {
    const system = patched.createSystem(patched.defaultConfig);

    expect(system._global).toEqual(published.createSystem(published.defaultConfig)._global);
    expect(system._global).toBe(system._global);
  });

  it('recognises the same style conditions as the published version', () => {
    const system = patched.createSystem(patched.defaultConfig);
    const reference = published.createSystem(published.defaultConfig);

    for (const key of [
      '_hover',
      '_dark',
      'md',
      'mdDown',
      '@media print',
      '&:hover',
      'color',
      'base',
      'hover',
    ])
      expect(system.conditions.has(key), key).toBe(reference.conditions.has(key));
  });

  it('resolves styles exactly as the published version', () => {
    const style = {
      color: 'red.fg',
      px: { base: '2', md: '4' },
      _hover: { bg: 'gray.100' },
      _dark: { color: 'white' },
    };

    expect(patched.createSystem(patched.defaultConfig).css(style)).toEqual(
      published.createSystem(published.defaultConfig).css(style),
    );
  });
});

describe('the production build of Chakra UI, memoising styles', () => {
  it('gives every style its own result, as the published version does, in any order of its keys', () => {
    const system = patched.createSystem(patched.defaultConfig);
    const reference = published.createSystem(published.defaultConfig);
    const styles = [
      { color: 'red.fg', px: ['1', '2'], _hover: { bg: 'gray.100' } },
      { _hover: { bg: 'gray.100' }, px: ['1', '2'], color: 'red.fg' },
      { color: 'blue.fg', px: ['1', '2'], _hover: { bg: 'gray.100' } },
      { color: 'red.fg', px: ['2', '1'], _hover: { bg: 'gray.100' } },
      { color: 'red.fg', px: ['1', '2'], _hover: { bg: 'gray.200' } },
      { color: 'red.fg', px: ['1', '2'] },
    ];

    for (const style of styles)
      expect(system.css(style), JSON.stringify(style)).toEqual(reference.css(style));
  });

  it('answers a style it has seen from memory', () => {
    const system = patched.createSystem(patched.defaultConfig);
    const style = { color: 'red.fg', px: { base: '2', md: '4' } };

    expect(system.css({ ...style })).toBe(system.css(style));
  });
});

describe('chakraStartup', () => {
  it('fails the build, naming the module, when Chakra UI no longer holds the text it patches', () => {
    const plugin = chakraStartup();
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const transform = plugin.transform as (this: typeof context, code: string, id: string) => unknown;

    expect(() =>
      transform.call(
        context,
        'export {}',
        '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
      ),
    ).toThrow();
    expect(errors[0]).toContain('@chakra-ui/react/dist/esm/styled-system/system.js does not hold');
    expect(transform.call(context, 'export {}', '/x/src/app/theme.ts')).toBeNull();
  });
});
