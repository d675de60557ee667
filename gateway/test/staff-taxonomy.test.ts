import { parse } from 'csv-parse/sync';
import { request } from 'undici';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogMessages as CM, taxonomyMessages as TM } from '@storefront/contract';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { graphql } from './support/gateway.js';
import { multipartRequest, sendMultipart } from './support/multipart.js';
import { installStaffContract, staffCalls, staffCookie, staffGraphql } from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const sales = { cookie: staffCookie('sales') };
const USER_ERRORS = 'userErrors { code field message }';

describe('categories and brands on the staff endpoint', () => {
  it('lists categories with their parents and counts, and brands with their slugs', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Taxonomy { catalogTaxonomy { categories { id name slug parentId productCount subcategoryCount } brands { id name slug imageUrl productCount } } }',
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      catalogTaxonomy: {
        categories: [
          {
            id: '3',
            name: 'Premium Cigar',
            slug: 'premium-cigar',
            parentId: null,
            productCount: 12,
            subcategoryCount: 1,
          },
          { id: '4', name: 'Robusto', slug: 'robusto', parentId: '3', productCount: 2, subcategoryCount: 0 },
        ],
        brands: [
          {
            id: '5',
            name: 'Maduro House',
            slug: 'maduro-house',
            imageUrl: '/storage/brands/mh.svg',
            productCount: 7,
          },
        ],
      },
    });
  });

  it('creates a subcategory under the contract’s names', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Create { createCategory(input: { name: "Lanceros", slug: "", parentId: "3" }) { category { name parentId } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      createCategory: { category: { name: 'Lanceros', parentId: '3' }, userErrors: [] },
    });
    const [call] = staffCalls(setup.store);
    expect(call?.body).toEqual({ name: 'Lanceros', slug: '', parent_id: 3 });
  });

  it('answers a taken slug beside the input’s slug, and a brand in use as IN_USE with store-api’s words', async () => {
    setup.store.on('PATCH', '/api/staff/catalog/categories/:id', () =>
      refuse(422, { error: TM.slugTaken('category'), field: 'slug', code: 'TAKEN' }),
    );
    setup.store.on('DELETE', '/api/staff/catalog/brands/:id', () =>
      refuse(422, { error: TM.brandInUse(7), field: null, code: 'IN_USE' }),
    );
    const edit = await staffGraphql(
      setup.gw.url,
      `mutation Edit { editCategory(id: "4", input: { slug: "premium-cigar" }) { category { id } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(edit.body.data).toEqual({
      editCategory: {
        category: null,
        userErrors: [{ code: 'TAKEN', field: ['input', 'slug'], message: TM.slugTaken('category') }],
      },
    });
    const remove = await staffGraphql(
      setup.gw.url,
      `mutation Delete { deleteBrand(id: "5") { deletedId ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(remove.body.data).toEqual({
      deleteBrand: {
        deletedId: null,
        userErrors: [{ code: 'IN_USE', field: null, message: TM.brandInUse(7) }],
      },
    });
  });

  it('refuses a name over 120 characters before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Create($name: String) { createBrand(input: { name: $name }) { brand { id } ${USER_ERRORS} } }`,
      { name: 'x'.repeat(121) },
      sales,
    );
    expect(response.body.data).toMatchObject({
      createBrand: { brand: null, userErrors: [{ code: 'INVALID' }] },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('lets buyers see a changed brand on their next request: the public catalog cache is dropped', async () => {
    await graphql(setup.gw.url, '{ brands { name } }');
    await graphql(setup.gw.url, '{ brands { name } }');
    expect(setup.store.callsTo('brands')).toHaveLength(1);
    await staffGraphql(
      setup.gw.url,
      `mutation Edit { editBrand(id: "5", input: { name: "Maduro Casa" }) { brand { name } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    await graphql(setup.gw.url, '{ brands { name } }');
    expect(setup.store.callsTo('brands')).toHaveLength(2);
  });
});

describe('category pictures and brand logos on the staff endpoint', () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const upload = (query: string, content: Buffer, cookie = sales.cookie) =>
    sendMultipart(
      `${setup.gw.url}/staff`,
      multipartRequest(query, { id: '5', image: null }, [
        { path: 'image', name: 'logo.jpg', type: 'image/jpeg', content },
      ]),
      { 'apollo-require-preflight': 'true', cookie },
    );

  it('uploads a brand logo as multipart to store-api, and buyers see it on their next request', async () => {
    await graphql(setup.gw.url, '{ brands { logo { url } } }');
    const asked = setup.store.callsTo('brands').length;
    const response = await upload(
      `mutation Logo($id: ID!, $image: Upload!) { setBrandImage(id: $id, image: $image) { brand { id imageUrl } ${USER_ERRORS} } }`,
      JPEG,
    );
    expect(response.body.data).toEqual({
      setBrandImage: { brand: { id: '5', imageUrl: '/storage/brands/new.jpg' }, userErrors: [] },
    });
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/catalog/brands/5/image');
    const file = (call?.body as FormData).get('image') as File;
    expect(Buffer.from(await file.arrayBuffer())).toEqual(JPEG);
    // The public catalog cache was dropped: the brand list is asked again.
    await graphql(setup.gw.url, '{ brands { logo { url } } }');
    expect(setup.store.callsTo('brands')).toHaveLength(asked + 1);
  });

  it('uploads a category picture and removes it, answering the category', async () => {
    const set = await upload(
      `mutation Picture($id: ID!, $image: Upload!) { setCategoryImage(id: $id, image: $image) { category { id imageUrl } ${USER_ERRORS} } }`,
      JPEG,
    );
    expect(set.body.data).toEqual({
      setCategoryImage: { category: { id: '5', imageUrl: '/storage/categories/new.jpg' }, userErrors: [] },
    });
    const removed = await staffGraphql(
      setup.gw.url,
      `mutation Remove { removeCategoryImage(id: "3") { category { id imageUrl } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(removed.body.data).toEqual({
      removeCategoryImage: { category: { id: '3', imageUrl: null }, userErrors: [] },
    });
    expect(staffCalls(setup.store).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/staff/catalog/categories/5/image',
      'DELETE /api/staff/catalog/categories/3/image',
    ]);
  });

  it('answers store-api’s refusal of a file that is not a picture beside `image`', async () => {
    setup.store.on('POST', '/api/staff/catalog/brands/:id/image', () =>
      refuse(422, { error: CM.imageType, code: 'INVALID', field: 'image' }),
    );
    const response = await upload(
      `mutation Logo($id: ID!, $image: Upload!) { setBrandImage(id: $id, image: $image) { brand { id } ${USER_ERRORS} } }`,
      Buffer.from('not a picture'),
    );
    expect(response.body.data).toEqual({
      setBrandImage: {
        brand: null,
        userErrors: [{ code: 'INVALID', field: ['image'], message: CM.imageType }],
      },
    });
  });
});

const PREVIEW = `mutation Preview($file: Upload!) {
  previewProductImport(file: $file) { report { applied errorCount changeCount rows { row sku productName changes { field before after } errors { column message } } } ${USER_ERRORS} }
}`;
const IMPORT = `mutation Import($file: Upload!) {
  importProducts(file: $file) { report { applied } ${USER_ERRORS} }
}`;

function sendCsv(query: string, csv: string, cookie = sales.cookie) {
  const form = multipartRequest(query, { file: null }, [
    { path: 'file', name: 'products.csv', type: 'text/csv', content: Buffer.from(csv) },
  ]);
  return sendMultipart(`${setup.gw.url}/staff`, form, { 'apollo-require-preflight': 'true', cookie });
}

describe('the products CSV import', () => {
  it('sends each row with the number a spreadsheet shows, blank lines kept in the count, as a dry run', async () => {
    const csv =
      '\uFEFFsku,name,price,stock\r\nGST-10042,"Maduro, Robusto",95.00,\r\n\r\n"GST-""7""",x,,4\r\n';
    const response = await sendCsv(PREVIEW, csv);
    expect(response.body.data).toMatchObject({
      previewProductImport: { report: { errorCount: 0, changeCount: 1 }, userErrors: [] },
    });
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/catalog/products/import');
    expect(call?.body).toEqual({
      dry_run: true,
      rows: [
        { row: 2, sku: 'GST-10042', price: '95.00', stock: '' },
        { row: 4, sku: 'GST-"7"', price: '', stock: '4' },
      ],
    });
  });

  it('refuses, on `file` and before asking store-api, a file without an sku column, an unknown column or broken quotes', async () => {
    const cases: [string, string][] = [
      ['name,price\nBox,1.00\n', TM.csvHeader],
      ['sku,prize\nGST-1,1.00\n', TM.csvUnknownColumn('prize')],
      ['sku,price\n"GST-1,1.00\n', TM.csvUnreadable],
      ['sku,price\n\n', TM.csvEmpty],
    ];
    for (const [csv, message] of cases) {
      const response = await sendCsv(IMPORT, csv);
      expect(response.body.data, csv).toEqual({
        importProducts: { report: null, userErrors: [{ code: 'INVALID', field: ['file'], message }] },
      });
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers the report and a refusal on `file` when store-api applied nothing', async () => {
    setup.store.on('POST', '/api/staff/catalog/products/import', () => ({
      status: 200,
      body: {
        data: {
          applied: false,
          rows: [
            {
              row: 2,
              sku: 'NOPE',
              product_id: null,
              product_name: null,
              changes: [],
              errors: [{ field: 'sku', message: TM.csvSkuUnknown }],
            },
          ],
        },
      },
    }));
    const response = await sendCsv(IMPORT, 'sku,price\nNOPE,1.00\n');
    expect(response.body.data).toEqual({
      importProducts: {
        report: { applied: false },
        userErrors: [{ code: 'INVALID', field: ['file'], message: TM.csvRefused }],
      },
    });
  });

  it('sends the warehouse’s file on to store-api, which applies its stock', async () => {
    const response = await sendCsv(IMPORT, 'sku,stock\nGST-10042,3\n', staffCookie('warehouse'));
    expect(response.body.data).toEqual({ importProducts: { report: { applied: true }, userErrors: [] } });
    expect(staffCalls(setup.store).map((call) => call.body)).toEqual([
      { rows: [{ row: 2, sku: 'GST-10042', stock: '3' }], dry_run: false },
    ]);
  });
});

describe('GET /staff/products.csv', () => {
  it('answers every product as a CSV file the import reads back, never cached', async () => {
    const response = await request(`${setup.gw.url}/staff/products.csv`, {
      headers: { cookie: staffCookie('warehouse') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(await response.body.text(), { bom: true });
    expect(rows[0]).toEqual([
      'sku',
      'name',
      'item_code',
      'barcode',
      'category',
      'brand',
      'price',
      'tax_per_unit',
      'stock',
      'purchase_limit',
      'status',
    ]);
    expect(rows[1]).toEqual([
      'GST-10042',
      'Maduro Robusto (Box of 20)',
      'MR-42',
      '0123456789012',
      'Premium Cigar',
      'Maduro House',
      '89.50',
      '4.25',
      '18',
      '5',
      'active',
    ]);
  });

  it('answers 401 without a staff session', async () => {
    const response = await request(`${setup.gw.url}/staff/products.csv`);
    expect(response.statusCode).toBe(401);
    await response.body.dump();
  });
});
