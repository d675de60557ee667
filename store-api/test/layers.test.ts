import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The rules ESLint, with the repository's own config, reports for this text as the file at `path`. Only
 * no-restricted-imports runs, without type information: building the TypeScript program would take most of a
 * minute on a busy machine, and no other rule matters here.
 */
async function lint(path: string, text: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("store-api's layers, as lint enforces them", () => {
  it('refuses an import of HTTP code or a route in a service or the database layer', async () => {
    const service = "import { readForm } from '../http/body.js';\nexport const read = readForm;\n";
    expect(await lint('store-api/src/services/cart.ts', service)).toContain('no-restricted-imports');
    const db = "import { cartRoutes } from '../routes/cart.js';\nexport const routes = cartRoutes;\n";
    expect(await lint('store-api/src/db/maintenance.ts', db)).toContain('no-restricted-imports');
  });

  it('lets a route import HTTP code and services', async () => {
    const route =
      "import { readForm } from '../http/body.js';\nimport { loadCart } from '../services/cart.js';\nexport const both = [readForm, loadCart];\n";
    expect(await lint('store-api/src/routes/cart.ts', route)).not.toContain('no-restricted-imports');
  });
});
