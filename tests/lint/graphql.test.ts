import { fileURLToPath } from 'node:url';

import graphql from '@graphql-eslint/eslint-plugin';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { graphqlLint } from '../../eslint.graphql.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...graphqlLint(repoRoot),
    // It follows fragment spreads into the documents on disk, where the probes' own fragments are not.
    { files: ['**/*.graphql'], rules: { '@graphql-eslint/selection-set-depth': 'off' } },
  ],
});

/** The @graphql-eslint messages for `text`, linted in memory as if it were the file at `file`. */
async function graphqlErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${repoRoot}/${file}` });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('@graphql-eslint/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('GraphQL lint', () => {
  it('reports a web operation that asks for a field the schema does not have, inside a `graphql(`…`)` call', async () => {
    const component = [
      "import { graphql } from '../../../gql';",
      'export const Query = graphql(`',
      '  query LintProbeRouteQuery {',
      '    viewer {',
      '      id',
      '      favouriteColour',
      '    }',
      '  }',
      '`);',
    ].join('\n');
    expect(await graphqlErrors('web/src/features/home/routes/LintProbeRoute.tsx', component)).toEqual([
      '@graphql-eslint/fields-on-correct-type: Cannot query field "favouriteColour" on type "Customer".',
    ]);
  });

  it("names operations and fragments the project's way: route queries end in Query, fragments are `Component_field`", async () => {
    const component = (fragmentName: string) =>
      [
        "import { graphql } from '../../../gql';",
        'export const Fragment = graphql(`',
        `  fragment ${fragmentName} on Customer {`,
        '    id',
        '  }',
        '`);',
        'export const Query = graphql(`',
        '  query LintProbeRouteQuery {',
        '    viewer {',
        `      ...${fragmentName}`,
        '    }',
        '  }',
        '`);',
      ].join('\n');
    const namingErrors = async (fragmentName: string) =>
      (
        await graphqlErrors('web/src/features/home/routes/LintProbeRoute.tsx', component(fragmentName))
      ).filter((error) => error.startsWith('@graphql-eslint/naming-convention'));

    expect(await namingErrors('LintProbe_viewer')).toEqual([]);
    expect(await namingErrors('lintProbeViewer')).toHaveLength(1);
  });

  it('reports a schema type without a description', async () => {
    const errors = await graphqlErrors(
      'schema.graphql',
      'type Query {\n  "Says hello."\n  hello: String\n}\n',
    );
    expect(errors).toContain('@graphql-eslint/require-description: Description is required for type "Query"');
  });
  it('reports a staff.graphql type without a description, read as a schema of its own', async () => {
    const errors = await graphqlErrors(
      'staff.graphql',
      'type Query {\n  "Says hello."\n  hello: String\n}\n\ntype StaffProbe {\n  "An id."\n  id: ID!\n}\n',
    );
    expect(errors).toEqual([
      '@graphql-eslint/require-description: Description is required for type "Query"',
      '@graphql-eslint/require-description: Description is required for type "StaffProbe"',
      '@graphql-eslint/no-unreachable-types: Object type `StaffProbe` is unreachable.',
    ]);
  });

  it("is applied by the repository's ESLint config to schema.graphql and to the web app's sources", async () => {
    const repoEslint = new ESLint({ cwd: repoRoot });
    const schema = (await repoEslint.calculateConfigForFile('schema.graphql')) as {
      rules: Record<string, unknown[]>;
    };
    expect(schema.rules['@graphql-eslint/require-description']?.[0]).toBe(2);
    const staff = (await repoEslint.calculateConfigForFile('staff.graphql')) as {
      rules: Record<string, unknown[]>;
    };
    expect(staff.rules['@graphql-eslint/require-description']?.[0]).toBe(2);
    const source = (await repoEslint.calculateConfigForFile(
      'web/src/features/home/routes/HomeRoute.tsx',
    )) as {
      processor?: unknown;
    };
    expect(source.processor).toBe(graphql.processor);
  });
});
