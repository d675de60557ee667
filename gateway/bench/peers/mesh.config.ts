// GraphQL Mesh's composition of store-api's OpenAPI description (store-api.openapi.yaml), as its documentation
// starts a team off: `mesh-compose -o supergraph.graphql`, served by Hive Gateway (gateway.config.ts).
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Store', {
        source: './store-api.openapi.yaml',
        endpoint: '{env.STORE_API_URL}',
        operationHeaders: { Authorization: '{context.headers.authorization}' },
      }),
    },
  ],
});
