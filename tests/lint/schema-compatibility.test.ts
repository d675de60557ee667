import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from './schema-compatibility.js';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

const BEFORE = `
  type Query {
    product(id: ID!): Product
    products(page: Int, sort: String @deprecated(reason: "Use order.")): [Product!]!
  }
  type Product {
    id: ID!
    name: String!
    price: String @deprecated(reason: "Use salesPrice.")
    salesPrice: String
    legacy: Legacy @deprecated(reason: "Gone soon.")
  }
  type Legacy { id: ID! }
  enum Status { OPEN CLOSED @deprecated(reason: "Use OPEN.") }
  type Mutation { close(status: Status): Boolean }
`;

/**
 * Breaking changes made knowingly, where the released schema promised a value the store cannot give: each is listed
 * in CHANGELOG.md under "Changed (breaking)" with what a client changes, and leaves this list at the next release.
 */
const ACCEPTED = [
  {
    change: 'FIELD_TYPE_CHANGED OrderLine.productId',
    changelog: '**`OrderLine.productId` is nullable (`ID`)**',
  },
];

describe('the public schema against the last released one (schema/released.graphql)', () => {
  it('breaks no client: anything breaking removes only what the released schema deprecated', async () => {
    const breaking = await breakingChanges(read('schema/released.graphql'), read('schema.graphql'));
    const accepted = new Set(ACCEPTED.map((entry) => entry.change));
    expect(
      breaking
        .filter((change) => !accepted.has(`${change.type} ${change.path ?? ''}`))
        .map((change) => `${change.type} ${change.path ?? ''}: ${change.message}`),
    ).toEqual([]);
  });

  it('lists every breaking change it accepts in the changelog, for integrators', () => {
    const changelog = read('CHANGELOG.md');
    for (const { changelog: entry } of ACCEPTED) expect(changelog).toContain(entry);
  });

  it('refuses a removed field, a changed type and a new required argument that were never deprecated', async () => {
    const after = BEFORE.replace('name: String!', '')
      .replace('salesPrice: String', 'salesPrice: Int')
      .replace('product(id: ID!)', 'product(id: ID!, locale: String!)');
    const breaking = await breakingChanges(BEFORE, after);
    expect(breaking.map((change) => change.path).sort()).toEqual([
      'Product.name',
      'Product.salesPrice',
      'Query.product.locale',
    ]);
  });

  it('accepts removing a deprecated field, argument and enum value, and a type only they used', async () => {
    const after = BEFORE.replace('price: String @deprecated(reason: "Use salesPrice.")', '')
      .replace(', sort: String @deprecated(reason: "Use order.")', '')
      .replace('legacy: Legacy @deprecated(reason: "Gone soon.")', '')
      .replace('type Legacy { id: ID! }', '')
      .replace(' CLOSED @deprecated(reason: "Use OPEN.")', '');
    expect(await breakingChanges(BEFORE, after)).toEqual([]);
  });
});
