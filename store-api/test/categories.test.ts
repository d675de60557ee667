import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

describe('GET /api/customer/categories', () => {
  it('answers the four top-level categories with their children in the data.data envelope', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/customer/categories?limit=all' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { slug: string; parent_id: number | null; children: { slug: string }[] }[];
    }>();
    expect(body.data.map((category) => category.slug)).toEqual([
      'premium-cigar',
      'cigar',
      'cigarillos',
      'tobacco-accessories',
    ]);
    expect(body.data.every((category) => category.parent_id === null)).toBe(true);
    expect(body.data[0]?.children.map((child) => child.slug)).toContain('premium-cigar-robusto');
  });

  it('limits the number of top-level categories when a number is given', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/customer/categories?limit=2' });
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(2);
  });

  it('refuses a limit that is neither a number nor all with a 422 error message', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/customer/categories?limit=lots' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'The limit must be a positive number or all.',
      field: 'limit',
      code: 'INVALID',
    });
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404 naming the path', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/customer/no-such-call?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'No route for GET /api/customer/no-such-call' });
  });
});
