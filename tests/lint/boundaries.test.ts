import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

import { layers } from '../../eslint.layers.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A small repository on disk with one file in each layer, for the imports under test to point at. */
const fixtureRoot = mkdtempSync(join(tmpdir(), 'layers-'));
const targets = [
  'web/src/app/routes.tsx',
  'web/src/features/catalog/routes.tsx',
  'web/src/features/catalog/lib/paths.ts',
  'web/src/shared/lib/paths.ts',
  'web/src/staff/lib/paths.ts',
  'web/src/entry-server.tsx',
  'web/server/types.ts',
  'gateway/src/resolvers/Query.ts',
  'gateway/src/services/wishlist.ts',
  'gateway/src/upstream/client.ts',
  'gateway/src/server.ts',
  'store-api/src/config.ts',
  'packages/contract/src/messages.ts',
];
for (const target of targets) {
  mkdirSync(join(fixtureRoot, dirname(target)), { recursive: true });
  writeFileSync(join(fixtureRoot, target), 'export const value = 1;\n');
}
afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));

const eslint = new ESLint({
  cwd: fixtureRoot,
  overrideConfigFile: true,
  overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...layers(fixtureRoot)],
});

/** The boundary messages ESLint reports for `file` (a file in memory) holding one import of `specifier`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { value } from '${specifier}';\nexport const copy = value;\n`,
    {
      filePath: join(fixtureRoot, file),
    },
  );
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('the import directions lint enforces', () => {
  it('reports a web feature importing another feature sideways', async () => {
    expect(
      await boundaryErrors('web/src/features/home/routes/HomeRoute.tsx', '../../catalog/routes'),
    ).toEqual([
      'A web feature never imports another feature or the app: move the shared piece to web/src/shared, or let web/src/app pass it in.',
    ]);
  });

  it('reports a web feature importing the app', async () => {
    expect(await boundaryErrors('web/src/features/home/Home.tsx', '../../app/routes')).toHaveLength(1);
  });

  it('lets a feature import its own files and web/src/shared', async () => {
    expect(await boundaryErrors('web/src/features/catalog/routes/Shop.tsx', '../lib/paths')).toEqual([]);
    expect(
      await boundaryErrors('web/src/features/catalog/routes/Shop.tsx', '../../../shared/lib/paths'),
    ).toEqual([]);
  });

  it('reports web/src/shared importing a feature or the app', async () => {
    expect(await boundaryErrors('web/src/shared/lib/links.ts', '../../features/catalog/lib/paths')).toEqual([
      'web/src/shared never imports a feature, the staff screens or the app.',
    ]);
    expect(await boundaryErrors('web/src/shared/lib/links.ts', '../../app/routes')).toHaveLength(1);
  });

  it('keeps the staff screens and the storefront apart: neither imports the other, both use web/src/shared', async () => {
    expect(
      await boundaryErrors('web/src/staff/orders/Orders.tsx', '../../features/catalog/lib/paths'),
    ).toEqual([
      "The staff screens (web/src/staff) use web/src/shared only: they never import the storefront's features or the app.",
    ]);
    expect(await boundaryErrors('web/src/features/account/Orders.tsx', '../../staff/lib/paths')).toHaveLength(
      1,
    );
    expect(await boundaryErrors('web/src/shared/lib/links.ts', '../../staff/lib/paths')).toHaveLength(1);
    expect(await boundaryErrors('web/src/staff/orders/Orders.tsx', '../../shared/lib/paths')).toEqual([]);
  });

  it('lets web/src/app import features and shared', async () => {
    expect(await boundaryErrors('web/src/app/AppRoutes.tsx', '../features/catalog/routes')).toEqual([]);
    expect(await boundaryErrors('web/src/app/AppRoutes.tsx', '../shared/lib/paths')).toEqual([]);
  });

  it("reports the gateway's upstream client importing resolvers or services, through the `.js` specifiers tsc uses", async () => {
    expect(await boundaryErrors('gateway/src/upstream/errors.ts', '../resolvers/Query.js')).toEqual([
      'The upstream client never imports resolvers or services.',
    ]);
    expect(await boundaryErrors('gateway/src/upstream/errors.ts', '../services/wishlist.js')).toHaveLength(1);
  });

  it('reports gateway services importing resolvers, and lets resolvers call services and the upstream client', async () => {
    expect(await boundaryErrors('gateway/src/services/cart.ts', '../resolvers/Query.js')).toEqual([
      'Gateway services never import resolvers.',
    ]);
    expect(await boundaryErrors('gateway/src/resolvers/Mutation.ts', '../services/wishlist.js')).toEqual([]);
    expect(await boundaryErrors('gateway/src/services/cart.ts', '../upstream/client.js')).toEqual([]);
  });

  it("reports the gateway importing the web app's sources, and lets it import the server renderer's types", async () => {
    const message =
      "The gateway knows the web app by its server renderer's types alone (web/server, the package's `web/server` export); it loads the module at run time.";
    expect(await boundaryErrors('gateway/src/web-app.ts', '../../web/src/entry-server.js')).toEqual([
      message,
    ]);
    expect(
      await boundaryErrors('gateway/src/services/cart.ts', '../../../web/src/shared/lib/paths.js'),
    ).toEqual([message]);
    expect(await boundaryErrors('gateway/src/web-app.ts', '../../web/server/types.js')).toEqual([]);
  });

  it('reports a shared package importing from a service', async () => {
    expect(
      await boundaryErrors('packages/contract/src/rules.ts', '../../../store-api/src/config.js'),
    ).toEqual(['packages/* are imported by the services and never import from them.']);
    expect(
      await boundaryErrors('packages/logging/src/index.ts', '../../../gateway/src/resolvers/Query.js'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('packages/logging/src/index.ts', '../../../gateway/src/server.js'),
    ).toHaveLength(1);
    expect(await boundaryErrors('packages/contract/src/rules.ts', './messages.js')).toEqual([]);
  });

  it("is what the repository's ESLint config applies to each layer, with these elements and policies", async () => {
    const repoEslint = new ESLint({ cwd: repoRoot });
    const [tested] = layers(repoRoot);
    const [, testedOptions] = tested?.rules?.['boundaries/dependencies'] as [string, unknown];
    for (const file of [
      'web/src/features/home/routes/HomeRoute.tsx',
      'gateway/src/upstream/client.ts',
      'gateway/src/server.ts',
      'packages/contract/src/rules.ts',
    ]) {
      const config = (await repoEslint.calculateConfigForFile(file)) as {
        rules: Record<string, unknown[]>;
        settings: Record<string, unknown>;
      };
      expect(config.rules['boundaries/dependencies'], file).toEqual([2, testedOptions]);
      expect(config.settings['boundaries/elements'], file).toEqual(tested?.settings?.['boundaries/elements']);
    }
  });
});
