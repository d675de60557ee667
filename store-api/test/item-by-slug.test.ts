import { describe, expect, it } from 'vitest';
import { messages as M, normalizeSlug, SLUG_MAX_LENGTH, slugify } from '@storefront/contract';
import { useStoreWithCustomer } from './helpers.js';

interface Product {
  id: number;
  item_name: string;
  slug: string;
  images: string[];
  description: string;
  sales_price?: string;
}

const setup = useStoreWithCustomer();

async function bySlug(slug: string, withToken = false) {
  return setup.store.call(
    'GET',
    `item-by-slug?${new URLSearchParams({ slug }).toString()}`,
    withToken ? { token: setup.token } : {},
  );
}

/** A product with an awkward name, in the first seed category and brand. */
async function addProduct(name: string, code: string): Promise<number> {
  const [row] = await setup.store.db.query<{ id: number }>(
    `INSERT INTO products (item_name, item_code, sku, category_id, brand_id, sales_price_cents, stock)
     SELECT $1, $2, $2, (SELECT min(id) FROM categories), (SELECT min(id) FROM brands), 4200, 5 RETURNING id`,
    [name, code],
  );
  return row!.id;
}

describe('GET /api/customer/item-by-slug', () => {
  it('answers the product of a slug with the same detail as items/{id}, prices only with a token', async () => {
    const visitor = await bySlug('casa-verano-robusto-maduro-box-of-20');
    expect(visitor.statusCode, visitor.body).toBe(200);
    const detail = await setup.store.call('GET', 'items/1');
    expect(visitor.json()).toEqual(detail.json());
    expect(visitor.json<{ data: Product }>().data.sales_price).toBeUndefined();

    const customer = await bySlug('casa-verano-robusto-maduro-box-of-20', true);
    expect(customer.json()).toEqual(
      (await setup.store.call('GET', 'items/1', { token: setup.token })).json(),
    );
    expect(customer.json<{ data: Product }>().data.sales_price).toBe('168.00');
  });

  it('finds a product whatever the case, the runs of hyphens or hyphens at the ends of the slug', async () => {
    for (const slug of ['CASA-VERANO-ROBUSTO-MADURO-BOX-OF-20', '-casa--verano-robusto-maduro-box-of-20-']) {
      const response = await bySlug(slug);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json<{ data: Product }>().data.id).toBe(1);
    }
    // '&' is dropped, leaving two hyphens in the product's own slug: one hyphen finds it too.
    const flint = await bySlug('flint-forge-triple-jet-torch-lighter');
    expect(flint.json<{ data: Product }>().data.slug).toBe('flint--forge-triple-jet-torch-lighter');
  });

  it('gives names with tabs, double spaces and spaces at the ends the contract’s slug, and finds them by it', async () => {
    const name = '  Havana\tNights  Corona (Tin) ';
    const id = await addProduct(name, 'SLUG-TEST-1');
    const product = (await setup.store.call('GET', `items/${id}`)).json<{ data: Product }>().data;
    expect(product.slug).toBe(slugify(name));
    expect(product.slug).toBe('havana-nights-corona-tin');
    const found = await bySlug(normalizeSlug(product.slug));
    expect(found.json<{ data: Product }>().data.id).toBe(id);
  });

  it('answers 404 Product not found. for a slug of no product, an empty slug or one with other characters', async () => {
    for (const slug of ['no-such-cigar', '', '---', 'casa verano', 'casa-verano-robusto-maduro-box-of-20%']) {
      const response = await bySlug(slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ message: M.productNotFound });
    }
  });

  it('refuses a slug longer than the contract allows', async () => {
    const response = await bySlug('a'.repeat(SLUG_MAX_LENGTH + 1));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: M.tooLong('slug', SLUG_MAX_LENGTH) });
  });

  it('has an index for the look-up by slug', async () => {
    // The seed catalog is small enough for a sequential scan: forbid it to see that the index serves the query.
    const plan = await setup.store.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT id FROM products WHERE slug_key = 'casa-verano-robusto-maduro-box-of-20'",
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/products_slug_key_idx/);
  });
});
