import { beforeEach, describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { installStaffContract, staffCalls, staffCookie, staffGraphql } from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const warehouse = { cookie: staffCookie('warehouse') };
const USER_ERRORS = 'userErrors { code field message }';
const PRODUCT_FIELDS =
  'id name slug sku category { id name } stock purchaseLimit promoted recommended imageUrl';
const UPDATE = `mutation Update($id: ID!, $input: ProductUpdateInput!) {
  updateProduct(id: $id, input: $input) { product { ${PRODUCT_FIELDS} } ${USER_ERRORS} }
}`;

describe('the staff product list', () => {
  it('lists products with their stock, limit and home page flags, searching under the contract’s names', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `query Products { products(search: "maduro 10042", page: 2, perPage: 50) { page perPage total items { ${PRODUCT_FIELDS} } } }`,
      {},
      warehouse,
    );
    expect(response.body).toEqual({
      data: {
        products: {
          page: 1,
          perPage: 25,
          total: 1,
          items: [
            {
              id: '42',
              name: 'Maduro Robusto (Box of 20)',
              slug: 'maduro-robusto-box-of-20',
              sku: 'GST-10042',
              category: { id: '3', name: 'Premium Cigar' },
              stock: 18,
              purchaseLimit: 5,
              promoted: false,
              recommended: true,
              imageUrl: '/storage/products/maduro-robusto.webp',
            },
          ],
        },
      },
    });
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/products');
    expect(Object.fromEntries(call!.query)).toEqual({ search: 'maduro 10042', page: '2', per_page: '50' });
  });

  it('refuses a search over 100 characters with BAD_USER_INPUT on `search`, before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Products($search: String) { products(search: $search) { total } }',
      { search: 'x'.repeat(101) },
      warehouse,
    );
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('names `search` itself when store-api refuses the search', async () => {
    setup.store.on('GET', '/api/staff/products', () =>
      refuse(422, {
        error: 'The search term must be at most 100 characters.',
        field: 'search',
        code: 'INVALID',
      }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      'query Products { products(search: "cigar") { total } }',
      {},
      warehouse,
    );
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
  });
});

describe('updating a product', () => {
  it('sends only the fields given, under the contract’s names, with PATCH, and answers the product', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      UPDATE,
      { id: '42', input: { stock: 250, purchaseLimit: null, promoted: true } },
      warehouse,
    );
    expect(response.body.data).toEqual({
      updateProduct: {
        product: expect.objectContaining({
          id: '42',
          stock: 250,
          purchaseLimit: null,
          promoted: true,
        }) as unknown,
        userErrors: [],
      },
    });
    const [call] = staffCalls(setup.store);
    expect([call?.method, call?.path]).toEqual(['PATCH', '/api/staff/products/42']);
    expect(call?.body).toEqual({ stock: 250, purchase_limit: null, promoted: true });
  });

  it('refuses an input that changes nothing, before asking store-api', async () => {
    const response = await staffGraphql(setup.gw.url, UPDATE, { id: '42', input: {} }, warehouse);
    expect(response.body.data).toEqual({
      updateProduct: {
        product: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input'],
            message: 'Say what to change: stock, purchaseLimit, promoted or recommended.',
          },
        ],
      },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers store-api’s refusal of a value as a userError on the input’s field', async () => {
    setup.store.on('PATCH', '/api/staff/products/:id', () =>
      refuse(422, {
        error: 'The purchase limit must be a whole number from 1 to 10,000, or empty for no limit.',
        field: 'purchase_limit',
        code: 'INVALID',
      }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      UPDATE,
      { id: '42', input: { purchaseLimit: 0 } },
      warehouse,
    );
    expect(response.body.data).toEqual({
      updateProduct: {
        product: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'purchaseLimit'],
            message: 'The purchase limit must be a whole number from 1 to 10,000, or empty for no limit.',
          },
        ],
      },
    });
  });

  it('answers an unknown product as the userError NOT_FOUND, and an id that cannot be one before asking', async () => {
    setup.store.on('PATCH', '/api/staff/products/:id', () =>
      refuse(404, { error: 'No product with this id.', code: 'NOT_FOUND' }),
    );
    const unknown = await staffGraphql(setup.gw.url, UPDATE, { id: '999', input: { stock: 1 } }, warehouse);
    expect(unknown.body.data).toEqual({
      updateProduct: {
        product: null,
        userErrors: [{ code: 'NOT_FOUND', field: null, message: 'Not found.' }],
      },
    });
    const malformed = await staffGraphql(setup.gw.url, UPDATE, { id: 'x', input: { stock: 1 } }, warehouse);
    expect(malformed.body.data).toEqual({
      updateProduct: {
        product: null,
        userErrors: [{ code: 'INVALID', field: ['id'], message: expect.any(String) as string }],
      },
    });
    expect(staffCalls(setup.store)).toHaveLength(1);
  });
});
