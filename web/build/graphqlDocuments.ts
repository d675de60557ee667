import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { type PluginObj, transformAsync, types as t } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const generatedDirectory = fileURLToPath(new URL('../src/gql/', import.meta.url));
const generatedDocuments = `${generatedDirectory}graphql.ts`;
// The staff screens have their own schema and generated module (src/staff/gql), loaded only by staff in a chunk of
// their own: their documents stay in that one module.
const staffDirectory = fileURLToPath(new URL('../src/staff/', import.meta.url));
const virtualPrefix = 'virtual:graphql-document:';

/**
 * Build only: every GraphQL document becomes a module of its own, so a screen's documents travel with the
 * screen's code and the first visit downloads only the documents of the home page and the layout.
 *
 * Codegen writes every document into one module (`src/gql/graphql.ts`), and `graphql(`…`)` looks them up in a
 * map holding all of them with their source text (`src/gql/gql.ts`). A module is never split between chunks,
 * so whichever screen loads first would carry the documents of all of them. Here, codegen's Babel plugin first
 * turns each `graphql(`…`)` call into an import of its document from `src/gql/graphql.ts`; then every value
 * imported from that file is read from a virtual module holding that one document (its JSON as codegen wrote
 * it). The types stay where they are.
 */
export function graphqlDocuments(): Plugin {
  let documents: Promise<Map<string, string>> | undefined;

  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    resolveId: (id) => (id.startsWith(virtualPrefix) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null;
      const name = id.slice(virtualPrefix.length + 1);
      const json = (await documents)?.get(name);
      if (!json) this.error(`${generatedDocuments} has no document named ${name}; run npm run codegen.`);
      return `export const ${name} = ${json};\n`;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDirectory) || id.startsWith(staffDirectory))
        return null;
      if (!code.includes('graphql(`') && !code.includes('gql/graphql')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [babelOptimizerPlugin, { artifactDirectory: generatedDirectory, gqlTagName: 'graphql' }],
          oneModulePerDocument,
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** `import { A, type B } from '…/gql/graphql'` → `import { A } from 'virtual:graphql-document:A'` (+ the type). */
const oneModulePerDocument = (): PluginObj => ({
  name: 'one-module-per-document',
  visitor: {
    ImportDeclaration(path) {
      const { node } = path;
      if (node.importKind === 'type' || !/(^|\/)gql\/graphql(\.js)?$/.test(node.source.value)) return;
      const values = node.specifiers.filter(
        (specifier): specifier is t.ImportSpecifier =>
          t.isImportSpecifier(specifier) && specifier.importKind !== 'type',
      );
      if (values.length === 0) return;
      const imports = values.map((specifier) => {
        const name = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
        return t.importDeclaration(
          [t.importSpecifier(specifier.local, t.identifier(name))],
          t.stringLiteral(virtualPrefix + name),
        );
      });
      node.specifiers = node.specifiers.filter(
        (specifier) => !values.includes(specifier as t.ImportSpecifier),
      );
      if (node.specifiers.length === 0) path.replaceWithMultiple(imports);
      else path.insertAfter(imports);
    },
  },
});

/** The documents codegen wrote, by export name: `export const NameDocument = {…} as unknown as DocumentNode<…>;` */
async function readDocuments(): Promise<Map<string, string>> {
  const source = await readFile(generatedDocuments, 'utf8');
  const documents = new Map<string, string>();
  for (const [, name, json] of source.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    if (name && json) documents.set(name, json);
  }
  if (documents.size === 0)
    throw new Error(`Found no documents in ${generatedDocuments}; run npm run codegen.`);
  return documents;
}
