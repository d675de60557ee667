import { describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { PRICES, TOKENS } from './support/contract.js';
import { useContractGateway } from './support/contract-gateway.js';
import { ok, refuse, type FakeStore } from './support/fake-store.js';
import { graphql } from './support/gateway.js';

/*
 * productsByCode, the quick order's rows resolved as they are entered: every code in one items-by-code call, the
 * products through the request's product loader (recent-viewed-items), against the fake store of the contract.
 */

const setup = useContractGateway({ CATALOG_CACHE_TTL_MS: '0' });
const alice = { token: TOKENS.alice };

const BY_CODE = `query ($codes: [String!]!) {
  productsByCode(codes: $codes) {
    code
    productId
    product { id name stock purchaseLimit price { amount } }
  }
}`;

interface Match {
  code: string;
  productId: string | null;
  product: {
    id: string;
    name: string;
    stock: number;
    purchaseLimit: number | null;
    price: { amount: string } | null;
  } | null;
}

/** The store's codes: `SKU-<id>` and `RB-<id>` name product <id>; ids above 1000 are no longer sold. */
function installCodes(store: FakeStore): void {
  store.customer('GET', 'items-by-code', (call) =>
    ok(
      (call.query.get('codes') ?? '').split(',').map((code) => {
        const match = /^(?:sku|rb)-(\d+)$/i.exec(code);
        return { code, item_id: match ? Number(match[1]) : null };
      }),
    ),
  );
}

async function byCode(codes: string[], options: { token?: string } = alice) {
  return graphql<{ productsByCode: Match[] }>(setup.gw.url, BY_CODE, { codes }, options);
}

describe('resolving quick order codes', () => {
  it("answers each code's product with the buyer's price, stock and limit, in the order given, from one look-up", async () => {
    installCodes(setup.store);
    const response = await byCode(['sku-3', 'NOPE-1', ' RB-4 ', 'SKU-3', 'SKU-2001']);

    expect(response.body.errors).toBeUndefined();
    const product = (id: number, stock: number, purchaseLimit: number | null) => ({
      id: String(id),
      name: `Robusto No. ${id}`,
      stock,
      purchaseLimit,
      price: { amount: PRICES.alice },
    });
    expect(response.body.data!.productsByCode).toEqual([
      { code: 'sku-3', productId: '3', product: product(3, 25, 5) },
      { code: 'NOPE-1', productId: null, product: null },
      { code: ' RB-4 ', productId: '4', product: product(4, 25, null) },
      { code: 'SKU-3', productId: '3', product: product(3, 25, 5) },
      // The code names a product the store no longer sells: its id, and no product.
      { code: 'SKU-2001', productId: '2001', product: null },
    ]);
    // Repeats (in any case) are asked once; the products come in one batch.
    const lookUps = setup.store.callsTo('items-by-code');
    expect(lookUps.map((call) => call.query.get('codes'))).toEqual(['sku-3,NOPE-1,RB-4,SKU-2001']);
    expect(setup.store.callsTo('recent-viewed-items')).toHaveLength(1);
  });

  it('matches an empty list with nothing, without asking the store', async () => {
    const response = await byCode([]);
    expect(response.body.data).toEqual({ productsByCode: [] });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('resolves 100 codes with one look-up and a few product batches, within the upstream call budget', async () => {
    installCodes(setup.store);
    const codes = Array.from({ length: 100 }, (_, index) => `SKU-${index + 1}`);
    const response = await byCode(codes);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.productsByCode.map((match) => match.product?.id)).toEqual(
      codes.map((_, index) => String(index + 1)),
    );
    expect(setup.store.callsTo('items-by-code')).toHaveLength(1);
    expect(setup.store.callsTo('recent-viewed-items').length).toBeLessThanOrEqual(5);
  });

  it('is refused to a visitor with UNAUTHENTICATED, before any upstream call', async () => {
    installCodes(setup.store);
    const response = await byCode(['SKU-1'], {});
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(response.body.data).toBeNull();
    expect(setup.store.calls).toHaveLength(0);
  });

  it("passes on the store's refusal of a customer who is not approved as NOT_APPROVED", async () => {
    setup.store.customer('GET', 'items-by-code', () =>
      refuse(422, { error: M.onlyApproved, code: 'NOT_APPROVED' }),
    );
    const response = await byCode(['SKU-1']);
    expect(response.body.errors?.[0]).toMatchObject({
      message: M.onlyApproved,
      extensions: { code: 'NOT_APPROVED' },
    });
  });

  it.each([
    ['more than 100 codes', Array.from({ length: 101 }, (_, index) => `SKU-${index}`)],
    ['a code longer than 60 characters', ['A'.repeat(61)]],
    ['a code with a comma', ['SKU-1,SKU-2']],
    ['an empty code', ['SKU-1', '  ']],
  ])('refuses %s with BAD_USER_INPUT, before any upstream call', async (_case, codes) => {
    installCodes(setup.store);
    const response = await byCode(codes);
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('answers NOT_OFFERED on a REST host without the items-by-code look-up', async () => {
    // Laravel's answer to a route it does not have: a 404 that names no record.
    setup.store.customer('GET', 'items-by-code', () =>
      refuse(404, { message: 'The route api/customer/items-by-code could not be found.' }),
    );
    const response = await byCode(['SKU-1']);
    expect(response.body.errors?.[0]).toMatchObject({
      message: M.notOffered,
      extensions: { code: 'NOT_OFFERED' },
    });
  });
});
