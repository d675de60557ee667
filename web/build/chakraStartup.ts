import type { Plugin } from 'vite';

interface Patch {
  /** The module, as its path ends inside node_modules. */
  file: string;
  /** Each `from` must occur exactly once in the module. */
  replace: Array<{ from: string; to: string }>;
}

/**
 * Chakra UI 3.37.0 (pinned in package.json) does work in `createSystem` that a page rarely needs, and the
 * browser pays for it while the app's modules run, in one long task before the page can respond (Lighthouse's
 * Total Blocking Time). Two changes, each keeping what the code does:
 *
 * - `system._global`, the global CSS (reset, body styles and every token as a CSS variable), is computed when it
 *   is first read instead of in `createSystem`, which spent about half its time there. A page the gateway
 *   rendered has that CSS in its HTML and never reads it (AppProviders.tsx); the server reads it once.
 * - The style conditions (`_hover`, `md`, …) answer "is this a condition?" from a set built once, instead of
 *   listing their ~100 names on every call. Chakra asks for every style it resolves, so this also shortens
 *   every render, in the browser and on the server.
 * - Chakra memoises its style functions by a text key made from their arguments, style objects included, for
 *   every styled element it renders. The key is now built in one pass over the object's own keys, in their
 *   order, instead of sorting them and joining arrays of parts: it took about a tenth of the browser's script
 *   time on the home page, and now about half that. Two equal objects whose keys come in different orders get
 *   different keys, so at worst a style is computed again; different objects never share a key.
 *
 * A change whose text is not found fails the build: a new Chakra version needs these patches checked again.
 * Build only; the development server and the tests run Chakra as published.
 */
const patches: Patch[] = [
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    replace: [
      {
        from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
        to: 'let _global;',
      },
      {
        from: '    _global,\n',
        to: '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
      },
    ],
  },
  {
    file: '@chakra-ui/react/dist/esm/utils/memo.js',
    replace: [
      {
        from: '  if (Array.isArray(value)) {\n    return `a:[${value.map(simpleHash).join(",")}]`;\n  }\n',
        to:
          '  if (Array.isArray(value)) {\n' +
          '    let out = "a:[";\n' +
          '    for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + simpleHash(value[i]);\n' +
          '    return out + "]";\n' +
          '  }\n',
      },
      {
        from:
          '    const keys = Object.keys(value).sort();\n' +
          '    return `o:{${keys.map((k) => `${k}:${simpleHash(value[k])}`).join(",")}}`;\n',
        to:
          '    let out = "o:{";\n' +
          '    let first = true;\n' +
          '    for (const k in value) {\n' +
          '      if (!Object.prototype.hasOwnProperty.call(value, k)) continue;\n' +
          '      out += (first ? "" : ",") + k + ":" + simpleHash(value[k]);\n' +
          '      first = false;\n' +
          '    }\n' +
          '    return out + "}";\n',
      },
    ],
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/conditions.js',
    replace: [
      {
        from: '  function has(key) {\n    return keys().includes(key) ||',
        to: '  const names = new Set(Object.keys(values));\n  function has(key) {\n    return names.has(key) ||',
      },
    ],
  },
];

export function chakraStartup(): Plugin {
  const patched = new Set<Patch>();
  return {
    name: 'chakra-startup',
    apply: 'build',
    buildStart() {
      patched.clear();
    },
    transform(code, id) {
      const path = id.split('?')[0]?.replaceAll('\\', '/') ?? id;
      const patch = patches.find(({ file }) => path.endsWith(`/node_modules/${file}`));
      if (!patch) return null;
      let result = code;
      for (const { from, to } of patch.replace) {
        const at = result.indexOf(from);
        if (at === -1 || result.indexOf(from, at + from.length) !== -1)
          this.error(
            `chakra-startup: ${patch.file} does not hold ${JSON.stringify(from)} exactly once; ` +
              'check web/build/chakraStartup.ts against the installed Chakra UI version.',
          );
        result = result.slice(0, at) + to + result.slice(at + from.length);
      }
      patched.add(patch);
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = patches.filter((patch) => !patched.has(patch)).map(({ file }) => file);
      if (missed.length > 0)
        this.error(`chakra-startup: the build never loaded ${missed.join(', ')}; has Chakra UI moved them?`);
    },
  };
}
