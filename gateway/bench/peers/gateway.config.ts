// Hive Gateway serving Mesh's composition (mesh.config.ts → supergraph.graphql), started as its documentation
// starts it: `hive-gateway supergraph`. The one addition a team would make for an orders page: each address's
// state name, from `states` (asked once per request, as a DataLoader would, not once per address).
import { defineConfig } from '@graphql-hive/gateway';

interface State {
  id: number;
  state: string;
}

const statesOfRequest = new WeakMap<object, Promise<State[] | null>>();

export const gatewayConfig = defineConfig({
  supergraph: './supergraph.graphql',
  additionalTypeDefs: /* GraphQL */ `
    extend type Address {
      state_name: String
    }
  `,
  additionalResolvers: {
    Address: {
      state_name: {
        selectionSet: '{ state_id }',
        resolve(address: { state_id?: number }, _args: unknown, context: Record<string, any>, info: unknown) {
          let states = statesOfRequest.get(context);
          if (!states) {
            states = context.Store.Query.states({ root: {}, context, info, selectionSet: '{ id state }' });
            statesOfRequest.set(context, states!);
          }
          return states!.then((list) => list?.find((state) => state.id === address.state_id)?.state ?? null);
        },
      },
    },
  },
});
