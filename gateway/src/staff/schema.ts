import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { staffResolvers } from './resolvers.js';

/** The staff contract lives at the repository root beside schema.graphql; src/staff and dist/staff are three below. */
const STAFF_SCHEMA_PATH = new URL('../../../staff.graphql', import.meta.url);

export function buildStaffSchema(typeDefs: string = readFileSync(STAFF_SCHEMA_PATH, 'utf8')): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers: staffResolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
