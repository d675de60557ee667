import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyNumber, startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

describe('reference data', () => {
  it('answers the countries as a plain array', async () => {
    const response = await store.call('GET', 'country');
    expect(response.json()).toEqual([{ id: 1, country: 'United States' }]);
  });

  it('answers every state as a plain array with its country', async () => {
    const states = (await store.call('GET', 'states')).json<
      { id: number; state: string; country_id: number }[]
    >();
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ id: anyNumber, state: 'New Jersey', country_id: 1 });
  });

  it('answers a country’s states in data for the register form', async () => {
    const response = await store.call('GET', 'posstates?id=1');
    const states = response.json<{ data: { id: number; state: string }[] }>().data;
    expect(states).toHaveLength(51);
    expect(states[0]).toEqual({ id: anyNumber, state: 'Alabama' });
    expect((await store.call('GET', 'posstates?id=2')).json()).toEqual({ data: [] });
    expect((await store.call('GET', 'posstates')).json()).toEqual({
      error: 'Please select country.',
      field: 'id',
      code: 'INVALID',
    });
  });

  it('maps state ids to names, skipping unknown ids', async () => {
    const [nj] = await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'");
    const response = await store.call('GET', `states-by-ids?ids=${nj!.id},1,99999`);
    expect(response.json()).toEqual({ data: { [String(nj!.id)]: 'New Jersey', '1': 'Alabama' } });
    expect((await store.call('GET', 'states-by-ids?ids=')).json()).toEqual({ data: {} });
    expect((await store.call('GET', 'states-by-ids?ids=1,a')).json()).toEqual({
      error: 'The ids must be at most 200 state ids joined with commas.',
      field: 'ids',
      code: 'INVALID',
    });
  });

  it('answers the membership categories as cc_id and cc_name', async () => {
    const response = await store.call('GET', 'pos-customer-category');
    const categories = response.json<{ data: { cc_id: number; cc_name: string }[] }>().data;
    expect(categories[0]).toEqual({ cc_id: anyNumber, cc_name: 'Retailer' });
    expect(categories.map((c) => c.cc_name)).toContain('Smoke Shop');
  });
});
