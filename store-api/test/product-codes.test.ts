import { describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { useStoreWithCustomer } from './helpers.js';

const shop = useStoreWithCustomer();

interface Codes {
  item_id: number;
  item_code: string;
  sku: string;
  custom_barcode: string | null;
}

async function productCodes(id: number): Promise<Codes> {
  const [row] = await shop.store.db.query<Codes>(
    'SELECT id AS item_id, item_code, sku, custom_barcode FROM products WHERE id = $1',
    [id],
  );
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function get(path: string, token: string | null = shop.token) {
  return shop.store.call('GET', path, token === null ? {} : { token });
}

describe('items by code', () => {
  it('finds each product by its item code, SKU or barcode, ignoring case, in the order asked, with null for an unknown code', async () => {
    const first = await productCodes(1);
    const second = await productCodes(2);
    const codes = [
      first.item_code.toLowerCase(),
      second.sku,
      'NOPE-1',
      first.custom_barcode ?? '',
      first.sku,
    ];
    const response = await get(`items-by-code?codes=${codes.map(encodeURIComponent).join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { code: codes[0], item_id: 1 },
        { code: codes[1], item_id: 2 },
        { code: 'NOPE-1', item_id: null },
        { code: codes[3], item_id: 1 },
        { code: codes[4], item_id: 1 },
      ],
    });
  });

  it('never answers a price', async () => {
    const { item_code } = await productCodes(1);
    const response = await get(`items-by-code?codes=${item_code}`);
    expect(response.body).not.toMatch(/price|tax|\d+\.\d\d/);
  });

  it.each([
    ['no codes', 'items-by-code'],
    ['an empty code', 'items-by-code?codes=GST-10001,,GST-10002'],
    ['a code longer than 60 characters', `items-by-code?codes=${'A'.repeat(61)}`],
    [
      'more than 100 codes',
      `items-by-code?codes=${Array.from({ length: 101 }, (_, i) => `C${i}`).join(',')}`,
    ],
  ])('refuses %s with INVALID on codes', async (_case, path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: M.productCodes, code: 'INVALID', field: 'codes' });
  });

  it('answers 100 codes at once', async () => {
    const codes = Array.from({ length: 100 }, (_, i) => `GST-${10001 + i}`);
    const response = await get(`items-by-code?codes=${codes.join(',')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(100);
  });

  it('is refused to a visitor with 401', async () => {
    const response = await get('items-by-code?codes=GST-10001', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('code suggestions', () => {
  it('suggests products whose codes start with what was typed first, then those whose name contains it, without prices', async () => {
    const { sku } = await productCodes(1);
    const response = await get(`code-suggestions?q=${sku.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown>[] }>();
    expect(data[0]).toMatchObject({ item_id: 1, sku });
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      'barcode',
      'item_code',
      'item_id',
      'item_name',
      'sku',
    ]);

    const [named] = await shop.store.db.query<{ item_name: string }>(
      'SELECT item_name FROM products WHERE id = 3',
    );
    const word = named!.item_name.split(' ')[0]!;
    const byName = await get(`code-suggestions?q=${encodeURIComponent(word.toLowerCase())}`);
    const names = byName.json<{ data: { item_name: string }[] }>().data.map((row) => row.item_name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('puts the product whose code was typed in full first', async () => {
    const { item_code } = await productCodes(4);
    const response = await get(`code-suggestions?q=${item_code.slice(0, -1)}`);
    const exact = await get(`code-suggestions?q=${item_code}`);
    expect(response.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    expect(exact.json<{ data: { item_id: number }[] }>().data[0]?.item_id).toBe(4);
  });

  it('answers at most 8 suggestions', async () => {
    const response = await get('code-suggestions?q=GST');
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(8);
  });

  it('treats % and _ as the characters they are', async () => {
    const response = await get('code-suggestions?q=%25%25');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it.each([
    ['nothing typed', 'code-suggestions'],
    ['one character', 'code-suggestions?q=G'],
    ['more than 60 characters', `code-suggestions?q=${'G'.repeat(61)}`],
    ['a comma', 'code-suggestions?q=GS,T'],
  ])('refuses %s with INVALID on q', async (_case, path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: M.codePrefix, code: 'INVALID', field: 'q' });
  });

  it('is refused to a visitor with 401', async () => {
    const response = await get('code-suggestions?q=GST', null);
    expect(response.statusCode).toBe(401);
  });

  it('is refused to a customer whose approval was withdrawn (pending again), as are items by code', async () => {
    const { id, token } = await shop.store.customer();
    await shop.store.db.query(`UPDATE customers SET status = 'pending' WHERE id = $1`, [id]);
    for (const path of ['code-suggestions?q=GST', 'items-by-code?codes=GST-10001']) {
      const response = await get(path, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: M.onlyApproved, code: 'NOT_APPROVED', field: null });
    }
  });
});
