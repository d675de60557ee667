import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.js';

/** The contract lives at the repository root; src/ and dist/ are both two levels below it. */
const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function buildSchema(typeDefs: string = readFileSync(SCHEMA_PATH, 'utf8')): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
