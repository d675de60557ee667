import graphql from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';

const schemaRules = graphql.configs['flat/schema-recommended'].rules;
const operationRules = graphql.configs['flat/operations-recommended'].rules;

/**
 * @graphql-eslint on the public schema (schema.graphql), the staff schema (staff.graphql) and on the web app's operations, with the recommended
 * rules. Each rule that is changed says why.
 * @param {string} rootPath the repository's root, where schema.graphql is.
 * @returns {import('eslint').Linter.Config[]}
 */
export function graphqlLint(rootPath) {
  // The web app's documents are `graphql(`…`)` calls in its sources, as codegen reads them (codegen.ts).
  // The staff screens' documents (web/src/staff) are read with the staff schema.
  const documents = [
    `${rootPath}/web/src/**/*.{ts,tsx}`,
    `!${rootPath}/web/src/gql/**`,
    `!${rootPath}/web/src/staff/**`,
  ];
  const staffDocuments = `${rootPath}/web/src/staff/**/*.{ts,tsx}`;

  return [
    {
      files: ['web/src/**/*.{ts,tsx}'],
      ignores: ['web/src/gql/**', 'web/src/staff/gql/**'],
      processor: graphql.processor,
    },
    {
      files: ['**/*.graphql'],
      languageOptions: {
        parser: graphql.parser,
        // Two projects in one config, each file read with the schema of the project that matches it: one config
        // per file pattern made @graphql-eslint load the first schema for both (its project is "default" in each).
        // The staff schema (/staff/graphql) stands alone, read by the same rules.
        parserOptions: {
          graphQLConfig: {
            projects: {
              // A file (an operation in a source is `<file>/0_document.graphql`) belongs to the first project whose
              // documents or include match it. The public project's negated patterns match every other file, so
              // the staff project comes first; its generated types are left out of its operations by `exclude`.
              staff: {
                schema: `${rootPath}/staff.graphql`,
                documents: staffDocuments,
                exclude: `${rootPath}/web/src/staff/gql/**`,
                include: ['staff.graphql', 'web/src/staff/**'],
              },
              public: { schema: `${rootPath}/schema.graphql`, documents, exclude: 'staff.graphql' },
            },
          },
        },
      },
      plugins: { '@graphql-eslint': graphql },
      // The TypeScript rules above apply to every file; GraphQL has no TypeScript for them to read.
      rules: {
        ...tseslint.configs.disableTypeChecked.rules,
        '@typescript-eslint/consistent-type-imports': 'off',
      },
    },
    {
      files: ['schema.graphql', 'staff.graphql'],
      rules: {
        ...schemaRules,
        // Short descriptions are "inline" and long ones """block""", a mix this rule cannot express.
        '@graphql-eslint/description-style': 'off',
        // `Address.address` is the street line, the spec's name: renaming it would break integrators.
        '@graphql-eslint/no-typename-prefix': 'off',
        // Entities carry `id: ID!` for Apollo's normalised cache; values, pages and payloads have none.
        '@graphql-eslint/strict-id-in-types': [
          'error',
          {
            exceptions: {
              suffixes: ['Payload', 'Page', 'Error', 'Change'],
              types: [
                'Money',
                'Certificate',
                'InformationRequest',
                'CustomerFilter',
                'Image',
                'Home',
                'Promo',
                'ProductGroup',
                'CategoryRow',
                'OrderAddress',
                'AccountLink',
                'TotpEnrolment',
                'StaffSettings',
                // What became of one line of a request: a value of its payload, never fetched again.
                'CartLineResult',
                // What one code of a quick order names: a value of the query's answer, identified by its code.
                'ProductCodeMatch',
                // A product on a shopping list: a value of its list, identified by the list and the product.
                'ShoppingListLine',
                // What the store offers: one per store, never fetched on its own.
                'StoreFeatures',
                // An order's shipment: a value of its order.
                'Shipment',
                // Today's counts of the back office: one per staff member's role, fetched whole.
                'StaffHome',
                // What became of one order of a bulk status change: a value of its payload.
                'BulkOrderStatusResult',
                // What a product's form chooses from: fetched whole, with the form.
                'CatalogChoices',
                // A picture of a product: a value of its product, named by its file.
                'ProductImage',
                // The categories and brands staff keep: fetched whole, with their screen.
                'CatalogTaxonomy',
                // What a products CSV changes: a value of its payload, never fetched again.
                'ProductImportReport',
                'ProductImportRow',
                // A staff member's pending invitation: a value of its member, never fetched on its own.
                'StaffInvitation',
              ],
            },
          },
        ],
      },
    },
    {
      files: ['web/src/**/*.graphql'],
      rules: {
        ...operationRules,
        '@graphql-eslint/naming-convention': [
          'error',
          {
            VariableDefinition: 'camelCase',
            // STYLE.md: a route's query is named after the route (`HomeRouteQuery`), so `Query` may end a name.
            OperationDefinition: { style: 'PascalCase', forbiddenPrefixes: ['Query', 'Mutation', 'Get'] },
            // STYLE.md: a component's fragment is `Component_field` (`ProductCard_product`).
            FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*(_[a-z][A-Za-z0-9]*)?$/ },
          },
        ],
      },
    },
  ];
}
