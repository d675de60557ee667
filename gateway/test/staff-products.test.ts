import { beforeEach, describe, expect, it } from 'vitest';
import { catalogMessages as CM } from '@storefront/contract';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { multipartRequest, sendMultipart } from './support/multipart.js';
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
    expect(Object.fromEntries(call!.query)).toEqual({
      search: 'maduro 10042',
      status: 'active',
      page: '2',
      per_page: '50',
    });
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

const sales = { cookie: staffCookie('sales') };
const CATALOG_FIELDS =
  'id itemCode barcode brand { id name } price { amount currencyCode } taxPerUnit { amount } description images { file url } archivedAt';
const CREATE = `mutation Create($input: ProductInput!) {
  createProduct(input: $input) { product { ${CATALOG_FIELDS} } ${USER_ERRORS} }
}`;

describe('the catalogue for sales', () => {
  it('lists archived or low-stock products under the contract’s names', async () => {
    await staffGraphql(
      setup.gw.url,
      'query Products { products(stock: LOW, status: ARCHIVED) { total } }',
      {},
      sales,
    );
    expect(Object.fromEntries(staffCalls(setup.store)[0]!.query)).toMatchObject({
      stock: 'low',
      status: 'archived',
    });
  });

  it('creates a product, sending its fields under the contract’s names, and answers it with its price', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      CREATE,
      {
        input: {
          name: 'Maduro Robusto (Box of 20)',
          itemCode: 'MR-42',
          price: '89.50',
          taxPerUnit: '4.25',
          categoryId: '3',
          brandId: '5',
          stock: 18,
          purchaseLimit: null,
        },
      },
      sales,
    );
    expect(response.body.data).toMatchObject({
      createProduct: {
        product: {
          id: '43',
          price: { amount: '89.50', currencyCode: 'USD' },
          taxPerUnit: { amount: '4.25' },
        },
        userErrors: [],
      },
    });
    const [call] = staffCalls(setup.store);
    expect([call?.method, call?.path]).toEqual(['POST', '/api/staff/catalog/products']);
    expect(call?.body).toEqual({
      name: 'Maduro Robusto (Box of 20)',
      item_code: 'MR-42',
      price: '89.50',
      tax_per_unit: '4.25',
      category_id: 3,
      brand_id: 5,
      stock: 18,
      purchase_limit: null,
    });
  });

  it('answers store-api’s refusal as a userError on the input’s field, in the schema’s names', async () => {
    setup.store.on('POST', '/api/staff/catalog/products', () =>
      refuse(422, {
        error: 'Another product already has this item code.',
        field: 'item_code',
        code: 'TAKEN',
      }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      CREATE,
      { input: { name: 'X', itemCode: 'MR-42', price: '1', categoryId: '3', brandId: '5' } },
      sales,
    );
    expect(response.body.data).toEqual({
      createProduct: {
        product: null,
        userErrors: [
          {
            code: 'TAKEN',
            field: ['input', 'itemCode'],
            message: 'Another product already has this item code.',
          },
        ],
      },
    });
  });

  it('refuses a description over 5,000 characters before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      CREATE,
      { input: { name: 'X', description: 'x'.repeat(5001) } },
      sales,
    );
    expect(response.body.data).toMatchObject({
      createProduct: { product: null, userErrors: [{ code: 'INVALID', field: ['input', 'description'] }] },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('uploads a picture as multipart to store-api and answers the product with it last', async () => {
    const query = `mutation Add($id: ID!, $image: Upload!) {
      addProductImage(id: $id, image: $image) { product { images { file } } ${USER_ERRORS} }
    }`;
    const form = multipartRequest(query, { id: '42', image: null }, [
      { path: 'image', name: 'box.jpg', type: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
    ]);
    const response = await sendMultipart(`${setup.gw.url}/staff`, form, {
      'apollo-require-preflight': 'true',
      cookie: sales.cookie,
    });
    expect(response.body.data).toEqual({
      addProductImage: {
        product: {
          images: [{ file: 'maduro-robusto.webp' }, { file: 'maduro-robusto-box.jpg' }, { file: 'new.jpg' }],
        },
        userErrors: [],
      },
    });
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/catalog/products/42/images');
    const file = (call?.body as FormData).get('image') as File;
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('answers a picture past the product’s limit as LIMIT_REACHED on `image`', async () => {
    setup.store.on('POST', '/api/staff/catalog/products/:id/images', () =>
      refuse(422, { error: CM.tooManyImages, field: 'image', code: 'LIMIT_REACHED' }),
    );
    const form = multipartRequest(
      `mutation Add($id: ID!, $image: Upload!) { addProductImage(id: $id, image: $image) { product { id } ${USER_ERRORS} } }`,
      { id: '42', image: null },
      [{ path: 'image', name: 'box.jpg', type: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff]) }],
    );
    const response = await sendMultipart(`${setup.gw.url}/staff`, form, {
      'apollo-require-preflight': 'true',
      cookie: sales.cookie,
    });
    expect(response.body.data).toEqual({
      addProductImage: {
        product: null,
        userErrors: [{ code: 'LIMIT_REACHED', field: ['image'], message: CM.tooManyImages }],
      },
    });
  });

  it('refuses a warehouse member’s upload with FORBIDDEN', async () => {
    const form = multipartRequest(
      'mutation Add($id: ID!, $image: Upload!) { addProductImage(id: $id, image: $image) { userErrors { code } } }',
      { id: '42', image: null },
      [{ path: 'image', name: 'box.jpg', type: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff]) }],
    );
    const response = await sendMultipart(`${setup.gw.url}/staff`, form, {
      'apollo-require-preflight': 'true',
      cookie: warehouse.cookie,
    });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('orders the pictures, sending their files under the contract’s name', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Order { orderProductImages(id: "42", files: ["maduro-robusto-box.jpg", "maduro-robusto.webp"]) { product { images { file } } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      orderProductImages: {
        product: { images: [{ file: 'maduro-robusto-box.jpg' }, { file: 'maduro-robusto.webp' }] },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({
      images: ['maduro-robusto-box.jpg', 'maduro-robusto.webp'],
    });
  });
});
