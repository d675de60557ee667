import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, SHOPPING_LISTS } from '@storefront/contract';
import { RestShoppingListSchema } from '@storefront/contract/rest';
import { startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
/** Three products of the seed catalog. */
let ids: number[];
beforeAll(async () => {
  store = await startTestStore();
  ids = (await store.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 3')).map(
    (row) => row.id,
  );
});
afterAll(async () => {
  await store.close();
});

type Lines = { item_id: number; quantity: number }[];

async function create(token: string, name: string, lines: Lines = []) {
  const response = await store.call('POST', 'shopping-lists', { token, body: { name, lines } });
  return { status: response.statusCode, body: response.json<{ data: { id: number }; message?: string }>() };
}

async function post(token: string, path: string, body?: unknown) {
  const response = await store.call('POST', path, { token, ...(body === undefined ? {} : { body }) });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function readList(token: string, id: number) {
  const response = await store.call('GET', `shopping-lists/${id}`, { token });
  return RestShoppingListSchema.parse(response.json<{ data: unknown }>().data);
}

const linesOf = (list: { lines: { item_id: number; quantity: number }[] }) =>
  list.lines.map(({ item_id, quantity }) => [item_id, quantity]);

describe('shopping lists', () => {
  it('creates a named list with its lines, in order, with the products as the customer sees them', async () => {
    const { token } = await store.customer();
    const made = await create(token, '  Weekly humidor restock ', [
      { item_id: ids[1]!, quantity: 6 },
      { item_id: ids[0]!, quantity: 2 },
    ]);
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(M.shoppingListCreatedOk);
    const list = await readList(token, made.body.data.id);
    expect(list.name).toBe('Weekly humidor restock');
    expect(linesOf(list)).toEqual([
      [ids[1], 6],
      [ids[0], 2],
    ]);
    expect(list.line_count).toBe(2);
    expect(list.total_quantity).toBe(8);
    expect(list.lines[0]!.item?.sales_price).toEqual(expect.any(Number));
  });

  it('adds quantities to products already listed, sets them absolutely, and removes lines', async () => {
    const { token } = await store.customer();
    const { id } = (await create(token, 'Restock', [{ item_id: ids[0]!, quantity: 2 }])).body.data;
    await post(token, `shopping-lists/${id}/add-lines`, {
      lines: [
        { item_id: ids[0], quantity: 3 },
        { item_id: ids[2], quantity: 1 },
      ],
    });
    expect(linesOf(await readList(token, id))).toEqual([
      [ids[0], 5],
      [ids[2], 1],
    ]);
    await post(token, `shopping-lists/${id}/set-lines`, { lines: [{ item_id: ids[0], quantity: 12 }] });
    expect(linesOf(await readList(token, id))).toEqual([
      [ids[0], 12],
      [ids[2], 1],
    ]);
    const removed = await post(token, `shopping-lists/${id}/remove-lines`, { item_ids: [ids[0]] });
    expect(removed.status).toBe(200);
    expect(linesOf(await readList(token, id))).toEqual([[ids[2], 1]]);
  });

  it('renames, duplicates with the same lines, and deletes; lists the most recently changed first', async () => {
    const { token } = await store.customer();
    const first = (await create(token, 'First', [{ item_id: ids[0]!, quantity: 4 }])).body.data.id;
    await create(token, 'Second');
    expect((await post(token, `shopping-lists/${first}/rename`, { name: 'Cigars' })).status).toBe(200);
    const copy = await post(token, `shopping-lists/${first}/duplicate`, { name: 'Cigars (copy)' });
    const copyId = (copy.body.data as { id: number }).id;
    expect(linesOf(await readList(token, copyId))).toEqual([[ids[0], 4]]);

    const listed = (await store.call('GET', 'shopping-lists', { token })).json<{
      data: { name: string; line_count: number; total_quantity: number }[];
    }>().data;
    expect(listed.map((list) => [list.name, list.line_count, list.total_quantity])).toEqual([
      ['Cigars (copy)', 1, 4],
      ['Cigars', 1, 4],
      ['Second', 0, 0],
    ]);

    expect((await post(token, `shopping-lists/${first}/delete`)).body).toEqual({
      data: {},
      message: M.shoppingListDeletedOk,
    });
    expect((await store.call('GET', `shopping-lists/${first}`, { token })).statusCode).toBe(404);
  });

  it("keeps each customer's lists their own: another's list is not found, to read or to change", async () => {
    const owner = await store.customer();
    const other = await store.customer();
    const { id } = (await create(owner.token, 'Mine')).body.data;
    const read = await store.call('GET', `shopping-lists/${id}`, { token: other.token });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: M.shoppingListNotFound });
    for (const path of ['rename', 'duplicate', 'delete', 'set-lines']) {
      const body = { name: 'Theirs', lines: [{ item_id: ids[0], quantity: 1 }] };
      expect((await post(other.token, `shopping-lists/${id}/${path}`, body)).status).toBe(404);
    }
    expect((await readList(owner.token, id)).name).toBe('Mine');
    expect((await store.call('GET', 'shopping-lists', {})).statusCode).toBe(401);
  });

  it('refuses a bad name, bad lines and an unknown product with a coded 422, changing nothing', async () => {
    const { token } = await store.customer();
    const tooLong = 'x'.repeat(SHOPPING_LISTS.nameMaxLength + 1);
    for (const name of ['', '   ', tooLong, 42]) {
      expect((await post(token, 'shopping-lists', { name })).body).toEqual({
        error: M.shoppingListName,
        field: 'name',
        code: 'INVALID',
      });
    }
    const cases: [unknown, string, string][] = [
      ['nope', 'lines', M.shoppingListLines],
      [[{ item_id: 'x', quantity: 1 }], 'lines.0.item_id', M.shoppingListLines],
      [
        [
          { item_id: ids[0], quantity: 1 },
          { item_id: ids[0], quantity: 2 },
        ],
        'lines.1.item_id',
        M.shoppingListLines,
      ],
      [[{ item_id: ids[0], quantity: 0 }], 'lines.0.quantity', M.quantity],
      [[{ item_id: ids[0], quantity: 10_000 }], 'lines.0.quantity', M.quantity],
    ];
    for (const [lines, field, error] of cases) {
      expect((await post(token, 'shopping-lists', { name: 'Bad', lines })).body).toEqual({
        error,
        field,
        code: 'INVALID',
      });
    }
    expect(
      (await post(token, 'shopping-lists', { name: 'Bad', lines: [{ item_id: 2_000_000, quantity: 1 }] }))
        .body,
    ).toEqual({ error: M.productNotFound, field: 'lines.0.item_id', code: 'NOT_FOUND' });
    const listed = (await store.call('GET', 'shopping-lists', { token })).json<{ data: unknown[] }>().data;
    expect(listed).toEqual([]);
  });

  it(`keeps at most ${SHOPPING_LISTS.perCustomer} lists per customer and ${SHOPPING_LISTS.linesPerList} products per list`, async () => {
    const { token } = await store.customer();
    for (let n = 0; n < SHOPPING_LISTS.perCustomer; n += 1)
      expect((await create(token, `List ${n}`)).status).toBe(200);
    expect((await create(token, 'One too many')).body).toEqual({
      error: M.shoppingListsLimit,
      field: null,
      code: 'LIMIT_REACHED',
    });
    const [last] = (await store.call('GET', 'shopping-lists', { token })).json<{ data: { id: number }[] }>()
      .data;
    expect((await post(token, `shopping-lists/${last!.id}/duplicate`, { name: 'Copy' })).body.code).toBe(
      'LIMIT_REACHED',
    );

    // More lines than a list holds, in one request (the seed catalog has fewer products than a list's bound).
    const tooMany = Array.from({ length: SHOPPING_LISTS.linesPerList + 1 }, (_, n) => ({
      item_id: n + 1,
      quantity: 1,
    }));
    expect((await post(token, `shopping-lists/${last!.id}/add-lines`, { lines: tooMany })).body).toEqual({
      error: M.shoppingListLinesLimit,
      field: 'lines',
      code: 'LIMIT_REACHED',
    });
    expect((await readList(token, last!.id)).line_count).toBe(0);
  });
});
