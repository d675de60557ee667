import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { messages as M } from '@storefront/contract';
import {
  ACCOUNT,
  API_KEYS,
  CART,
  CATALOG,
  CUSTOMER_CALLS,
  HOME,
  ORDERS,
  REFERENCE,
  SHOPPING_LISTS_CALLS as LISTS,
  REORDER_REMINDERS_CALLS as REMINDERS,
  WEBHOOKS_API,
  WISHLIST,
  RestCartTotalsSchema,
  type RestAnswerOf,
  type RestCall,
} from '@storefront/contract/rest';
import { runCommand } from '../src/admin/commands.js';
import { customerRoute, type CustomerApi } from '../src/http/customer-route.js';
import { envelope } from '../src/http/reply.js';
import { customerRoutes } from '../src/routes/customer.js';
import type { Cart } from '../src/services/cart.js';
import type { Order } from '../src/services/orders.js';
import { unsubscribeToken } from '../src/services/reorder-reminders.js';
import {
  minimalRegistration,
  orderBilling,
  PASSWORD,
  SAMPLE_PDF,
  startTestStore,
  type TestCustomer,
  type TestStore,
} from './helpers.js';
import { expectAnswerOf, routeKey, routesOf, sendCall, type Send } from './rest-contract.js';
import { commandContext } from './staff-helpers.js';

/*
 * The customer API as the contract describes it (@storefront/contract/rest): every descriptor has its route and
 * every route its descriptor, a typical successful answer of each call parses with its descriptor's schema (for a
 * visitor and for a customer where prices differ), and a query parameter sent twice is refused in our words.
 */

let store: TestStore;
/** An approved buyer whose session lasts the whole file (no example logs it out or resets its password). */
let buyer: TestCustomer;
/** A product of the seed catalog with a code, a brand and stock enough for the $200 minimum. */
let product: { id: number; slug: string; categoryId: number; categorySlug: string; code: string };
let brandId: number;
/** Two other products in stock, for add-selected-to-cart. */
let others: number[];
let stateId: number;

beforeAll(async () => {
  store = await startTestStore();
  buyer = await store.customer({ company: 'Contract Buyer LLC' });
  const [row] = await store.db.query<{
    id: number;
    slug: string;
    category_id: number;
    category_slug: string;
    item_code: string;
    brand_id: number;
  }>(
    `SELECT p.id, p.slug, p.category_id, c.slug AS category_slug, p.item_code, p.brand_id
       FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.item_code IS NOT NULL AND p.brand_id IS NOT NULL AND p.stock >= 50 AND p.purchase_limit IS NULL
        AND p.sales_price_cents >= 2000
      ORDER BY p.id LIMIT 1`,
  );
  product = {
    id: row!.id,
    slug: row!.slug,
    categoryId: row!.category_id,
    categorySlug: row!.category_slug,
    code: row!.item_code,
  };
  brandId = row!.brand_id;
  const rows = await store.db.query<{ id: number }>(
    'SELECT id FROM products WHERE id <> $1 AND stock >= 10 ORDER BY id LIMIT 2',
    [product.id],
  );
  others = rows.map((other) => other.id);
  const [nj] = await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'");
  stateId = nj!.id;
});
afterAll(async () => {
  await store.close();
});

const send = (call: RestCall, options?: Send) => sendCall(store.app, call, options);

/** The id of the buyer's cart line of `product`, or (`other`) of another product. */
async function cartLine(which: 'product' | 'other'): Promise<number> {
  const response = await send(CART.cart, { token: buyer.token });
  const lines = response.json<{ data: { id: number; item_id: number }[] }>().data;
  return lines.find((line) => (line.item_id === product.id) === (which === 'product'))!.id;
}

/** A customer of its own, for the calls that end a session or change a password. */
const ownCustomer = () => store.customer({ company: 'Contract Side LLC' });

let registrations = 0;

/** A registration staff have approved, with the token of the create-account link mailed to it. */
async function approvedRegistration(): Promise<{ id: number; token: string }> {
  registrations += 1;
  const email = `contract-reg${registrations}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await send(ACCOUNT.register, {
    body: minimalRegistration({ name: 'Rita Contract', email, company_name: 'Contract Registration LLC' }),
  });
  const id = registered.json<{ data: { customer: { id: number } } }>().data.customer.id;
  expect((await runCommand(commandContext(store), ['approve', email])).exitCode).toBe(0);
  const link = (await store.waitForMail(email, 'approved')).links.find((l) =>
    l.includes('/create-account/'),
  )!;
  return { id, token: link.split('/').pop()! };
}

/** The token of a reset link mailed to `email`. */
async function resetToken(email: string): Promise<string> {
  await send(ACCOUNT.lostPassword, { body: { email } });
  const mail = await store.waitForMail(email, 'reset your password');
  return new URL(mail.links.find((l) => l.includes('/reset-password'))!).searchParams.get('token')!;
}

const address = () => ({
  address: '5 Broad St',
  city: 'Trenton',
  state_id: String(stateId),
  pincode: '08608',
});

/** One typical successful request of a call, with the caller's token (undefined for a visitor). */
type Example = (token: string | undefined) => Promise<LightMyRequestResponse>;

/** Every call's example, in an order where each finds what it needs (the cart's lines, an order). */
const EXAMPLES: [RestCall, Example][] = [
  [
    ACCOUNT.login,
    async () => {
      const { email, password } = await ownCustomer();
      return send(ACCOUNT.login, { body: { email, password }, headers: { 'x-forwarded-for': '192.0.2.77' } });
    },
  ],
  [
    ACCOUNT.register,
    () =>
      send(ACCOUNT.register, {
        body: minimalRegistration({
          name: 'Rosa Contract',
          email: `contract-register-${Math.random().toString(36).slice(2, 8)}@example.com`,
          company_name: 'Contract Register LLC',
        }),
      }),
  ],
  [
    ACCOUNT.verifyLink,
    async () => send(ACCOUNT.verifyLink, { body: { email_token: (await approvedRegistration()).token } }),
  ],
  [
    ACCOUNT.registerCustomer,
    async () => {
      const { id, token } = await approvedRegistration();
      return send(ACCOUNT.registerCustomer, {
        body: {
          // 6 to 12 characters.
          username: `contract${String(registrations).padStart(2, '0')}${Math.random().toString(36).slice(2, 4)}`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          id: String(id),
          email_token: token,
        },
      });
    },
  ],
  [
    ACCOUNT.lostPassword,
    async () => send(ACCOUNT.lostPassword, { body: { email: (await ownCustomer()).email } }),
  ],
  [
    ACCOUNT.resetPassword,
    async () => {
      const { email } = await ownCustomer();
      const token = await resetToken(email);
      const password = 'Brand#New22';
      return send(ACCOUNT.resetPassword, {
        body: { email, token, password, password_confirmation: password },
      });
    },
  ],
  [ACCOUNT.logout, async () => send(ACCOUNT.logout, { token: (await ownCustomer()).token })],
  [ACCOUNT.accountDetails, (token) => send(ACCOUNT.accountDetails, { token })],
  [
    ACCOUNT.saveAccountDetails,
    (token) =>
      send(ACCOUNT.saveAccountDetails, {
        token,
        body: {
          name: 'Contract Buyer',
          email: buyer.email,
          company_name: 'Contract Buyer LLC',
          phone: '2015550100',
        },
      }),
  ],
  [ACCOUNT.addresses, (token) => send(ACCOUNT.addresses, { token })],
  [ACCOUNT.updateBillingAddress, (token) => send(ACCOUNT.updateBillingAddress, { token, body: address() })],
  [
    ACCOUNT.updateShippingAddress,
    (token) => send(ACCOUNT.updateShippingAddress, { token, body: { ...address(), name: 'Dock 3' } }),
  ],
  [ACCOUNT.cartCustomer, (token) => send(ACCOUNT.cartCustomer, { token })],
  [ACCOUNT.certificateRenewals, (token) => send(ACCOUNT.certificateRenewals, { token })],
  [
    ACCOUNT.uploadCertificateRenewal,
    (token) => {
      const form = new FormData();
      form.append('kind', 'tobacco');
      form.append('expires_on', '2099-06-30');
      form.append('certificate', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'renewal.pdf');
      return send(ACCOUNT.uploadCertificateRenewal, { token, body: form });
    },
  ],
  [API_KEYS.apiKeys, (token) => send(API_KEYS.apiKeys, { token })],
  [
    API_KEYS.createApiKey,
    (token) =>
      send(API_KEYS.createApiKey, { token, body: { name: 'Contract till', scopes: ['catalog:read'] } }),
  ],
  [
    API_KEYS.revokeApiKey,
    async (token) => {
      const created = await send(API_KEYS.createApiKey, {
        token,
        body: { name: 'Contract revoke', scopes: ['orders:read'] },
      });
      const id = created.json<{ data: { key: { id: number } } }>().data.key.id;
      return send(API_KEYS.revokeApiKey, { token, params: { id } });
    },
  ],
  [REFERENCE.countries, () => send(REFERENCE.countries)],
  [REFERENCE.states, () => send(REFERENCE.states)],
  [REFERENCE.statesOfCountry, () => send(REFERENCE.statesOfCountry, { query: 'id=1' })],
  [REFERENCE.stateNames, () => send(REFERENCE.stateNames, { query: `ids=${stateId}` })],
  [REFERENCE.membershipCategories, () => send(REFERENCE.membershipCategories)],
  [
    REFERENCE.sendContactMessage,
    () =>
      send(REFERENCE.sendContactMessage, {
        body: {
          name: 'Lee Park',
          email: 'lee@park-tobacco.example',
          subject: 'Bulk pricing',
          message: 'Do you ship to Delaware?',
        },
      }),
  ],
  [CATALOG.categories, () => send(CATALOG.categories, { query: 'limit=all' })],
  [CATALOG.singleCategory, () => send(CATALOG.singleCategory, { query: `category=${product.categorySlug}` })],
  [CATALOG.categoryByBrand, () => send(CATALOG.categoryByBrand, { query: `brand_id=${brandId}` })],
  [CATALOG.brands, () => send(CATALOG.brands, { query: `category=${product.categorySlug}` })],
  [CATALOG.items, (token) => send(CATALOG.items, { token, query: 'per_page=6&page=2' })],
  [CATALOG.searchItems, (token) => send(CATALOG.searchItems, { token, query: 'query=cigar&per_page=5' })],
  [CATALOG.item, (token) => send(CATALOG.item, { token, params: { id: product.id } })],
  [CATALOG.itemBySlug, (token) => send(CATALOG.itemBySlug, { token, query: `slug=${product.slug}` })],
  [
    CATALOG.relatedItems,
    (token) =>
      send(CATALOG.relatedItems, {
        token,
        query: `category_id=${product.categoryId}&except_item=${product.id}`,
      }),
  ],
  [CATALOG.recentViewedItems, (token) => send(CATALOG.recentViewedItems, { token, query: 'ids=1,2,3' })],
  [
    CATALOG.itemsByCode,
    (token) =>
      send(CATALOG.itemsByCode, { token, query: `codes=${encodeURIComponent(product.code)},NO-SUCH-CODE` }),
  ],
  [
    CATALOG.codeSuggestions,
    (token) =>
      send(CATALOG.codeSuggestions, { token, query: `q=${encodeURIComponent(product.code.slice(0, 3))}` }),
  ],
  [HOME.homePageItems, (token) => send(HOME.homePageItems, { token })],
  [HOME.itemsByCategory, (token) => send(HOME.itemsByCategory, { token })],
  [HOME.sliders, () => send(HOME.sliders)],
  [HOME.homePageImage, () => send(HOME.homePageImage)],
  [HOME.footerImage, () => send(HOME.footerImage)],
  [HOME.logos, () => send(HOME.logos)],
  [HOME.promotedItems, (token) => send(HOME.promotedItems, { token })],
  [HOME.frequentlyOrderedItems, (token) => send(HOME.frequentlyOrderedItems, { token })],
  [WISHLIST.toggle, (token) => send(WISHLIST.toggle, { token, body: { item_id: 4 } })],
  [WISHLIST.add, (token) => send(WISHLIST.add, { token, body: { item_id: 5 } })],
  [WISHLIST.list, (token) => send(WISHLIST.list, { token })],
  [WISHLIST.remove, (token) => send(WISHLIST.remove, { token, body: { id: '4' } })],
  [
    LISTS.create,
    (token) =>
      send(LISTS.create, { token, body: { name: 'Contract list', lines: [{ item_id: 5, quantity: 2 }] } }),
  ],
  [LISTS.lists, (token) => send(LISTS.lists, { token })],
  ...(
    [
      [LISTS.list, undefined],
      [LISTS.rename, { name: 'Renamed' }],
      [LISTS.addLines, { lines: [{ item_id: 4, quantity: 1 }] }],
      [LISTS.setLines, { lines: [{ item_id: 4, quantity: 3 }] }],
      [LISTS.removeLines, { item_ids: [4] }],
      [LISTS.duplicate, { name: 'Copy' }],
      [LISTS.remove, undefined],
    ] as const
  ).map(([call, body]): [RestCall, Example] => [
    call,
    async (token) => {
      const [latest] = (await send(LISTS.lists, { token })).json<{ data: { id: number }[] }>().data;
      return send(call, { token, params: { id: latest!.id }, ...(body ? { body } : {}) });
    },
  ]),
  // Enough for the $200 minimum, so that create-order below finds an order to place.
  [CART.addToCart, (token) => send(CART.addToCart, { token, query: `item_id=${product.id}&quantity=20` })],
  [
    CART.addSelectedToCart,
    (token) => send(CART.addSelectedToCart, { token, query: `item_ids=${others.join(',')}&quantity=1` }),
  ],
  [CART.cart, (token) => send(CART.cart, { token })],
  [CART.cartQuantity, (token) => send(CART.cartQuantity, { token })],
  [
    CART.stepCartLine,
    async (token) =>
      send(CART.stepCartLine, { token, query: `cart_id=${await cartLine('product')}&increase=true` }),
  ],
  [
    CART.setCartLineQuantity,
    async (token) =>
      send(CART.setCartLineQuantity, { token, body: { cart_id: await cartLine('product'), quantity: 25 } }),
  ],
  [
    CART.removeCartLine,
    async (token) => send(CART.removeCartLine, { token, query: `item_id=${await cartLine('other')}` }),
  ],
  [
    ORDERS.createOrder,
    (token) =>
      send(ORDERS.createOrder, {
        token,
        headers: { 'idempotency-key': `contract-${Math.random().toString(36).slice(2, 12)}` },
        body: {
          billing_address: orderBilling(stateId),
          shipping_address: null,
          hasShippingAddress: false,
          note: 'Contract test',
          payment_method: 'Cash On Dilevery',
        },
      }),
  ],
  [ORDERS.orders, (token) => send(ORDERS.orders, { token, query: 'page=1&per_page=5' })],
  [
    ORDERS.order,
    async (token) => {
      const listed = await send(ORDERS.orders, { token });
      const [latest] = listed.json<{ data: { data: { id: number }[] } }>().data.data;
      return send(ORDERS.order, { token, params: { id: latest!.id } });
    },
  ],
  [
    WEBHOOKS_API.createWebhookEndpoint,
    (token) =>
      send(WEBHOOKS_API.createWebhookEndpoint, { token, body: { url: HOOK_URL, events: ['order.placed'] } }),
  ],
  [WEBHOOKS_API.webhookEndpoints, (token) => send(WEBHOOKS_API.webhookEndpoints, { token })],
  [
    WEBHOOKS_API.updateWebhookEndpoint,
    async (token) =>
      send(WEBHOOKS_API.updateWebhookEndpoint, {
        token,
        params: { id: await webhookEndpoint(token) },
        body: { events: ['order.placed', 'order.cancelled'] },
      }),
  ],
  [
    WEBHOOKS_API.sendTestWebhook,
    async (token) =>
      send(WEBHOOKS_API.sendTestWebhook, { token, params: { id: await webhookEndpoint(token) } }),
  ],
  [
    WEBHOOKS_API.webhookDeliveries,
    async (token) =>
      send(WEBHOOKS_API.webhookDeliveries, {
        token,
        params: { id: await webhookEndpoint(token) },
        query: 'page=1',
      }),
  ],
  [
    WEBHOOKS_API.redeliverWebhook,
    async (token) => {
      const id = await webhookEndpoint(token);
      const listed = await send(WEBHOOKS_API.webhookDeliveries, { token, params: { id } });
      const [latest] = listed.json<{ data: { data: { id: number }[] } }>().data.data;
      return send(WEBHOOKS_API.redeliverWebhook, { token, params: { id, deliveryId: latest!.id } });
    },
  ],
  [
    WEBHOOKS_API.deleteWebhookEndpoint,
    async (token) => {
      const created = await send(WEBHOOKS_API.createWebhookEndpoint, {
        token,
        body: { url: HOOK_URL, events: ['order.cancelled'] },
      });
      const { id } = created.json<{ data: { id: number } }>().data;
      return send(WEBHOOKS_API.deleteWebhookEndpoint, { token, params: { id } });
    },
  ],
  // Reorder reminders (issue 33 item 7)
  [REMINDERS.settings, (token) => send(REMINDERS.settings, { token })],
  [REMINDERS.set, (token) => send(REMINDERS.set, { token, body: { enabled: true } })],
  [
    REMINDERS.unsubscribe,
    async () => {
      const buyer = await store.customer();
      return send(REMINDERS.unsubscribe, { body: { token: await unsubscribeToken(store.db, buyer.id) } });
    },
  ],
];

/** A public address: the contract store refuses private ones (no worker runs here, so nothing is sent). */
const HOOK_URL = 'https://93.184.215.14/hooks';

/** The caller's first webhook endpoint. */
async function webhookEndpoint(token: string | undefined): Promise<number> {
  const listed = await send(WEBHOOKS_API.webhookEndpoints, { token });
  return listed.json<{ data: { id: number }[] }>().data[0]!.id;
}

/** Who a call's example is made as: its prices differ between a visitor and a customer where access is optional. */
function callersOf(call: RestCall): ('a visitor' | 'a customer')[] {
  switch (call.access) {
    case 'public':
      return ['a visitor'];
    case 'optional':
      return ['a visitor', 'a customer'];
    default:
      return ['a customer'];
  }
}

/** The cart writes, whose answer the gateway uses instead of reading the cart again. */
const CART_WRITES: readonly RestCall[] = [
  CART.addToCart,
  CART.addSelectedToCart,
  CART.stepCartLine,
  CART.setCartLineQuantity,
  CART.removeCartLine,
];

const key = (call: RestCall) => routeKey(call, '/customer');

describe('the customer REST contract', () => {
  it('has a route in store-api for every descriptor, and a descriptor for every route under /api/customer', async () => {
    const routes = await routesOf('/customer', (scope) => customerRoutes(scope, commandContext(store)));
    expect(routes.sort()).toEqual(CUSTOMER_CALLS.map(key).sort());
  });

  it('has one example request below for every descriptor', () => {
    expect(EXAMPLES.map(([call]) => key(call)).sort()).toEqual(CUSTOMER_CALLS.map(key).sort());
  });

  it("types every route's answer by its descriptor, so one the contract does not read does not compile", () => {
    // store-api's own order and cart, which its mails and staff screens read, are answers the contract reads.
    expectTypeOf<Order>().toExtend<RestAnswerOf<typeof ORDERS.order>>();
    expectTypeOf<Cart['lines']>().toExtend<RestAnswerOf<typeof CART.cart>>();
    expectTypeOf<Omit<Cart, 'lines'>>().toExtend<z.input<typeof RestCartTotalsSchema>>();
    const declare = (app: CustomerApi, order: Order) => {
      customerRoute(app, ORDERS.order, () => envelope(order));
      // @ts-expect-error The count of the cart's items is a number.
      customerRoute(app, CART.cartQuantity, () => envelope('three'));
      const lines = order.line_items.map((line) => ({ ...line, item_id: 'cigar' }));
      // @ts-expect-error An order's line names its product by id.
      customerRoute(app, ORDERS.order, () => envelope({ ...order, line_items: lines }));
    };
    expect(declare).toBeTypeOf('function');
  });

  it("sends the cart's totals beside its lines in the shape the contract declares", async () => {
    const { data: lines, ...totals } = (await send(CART.cart, { token: buyer.token })).json<{
      data: unknown[];
    }>();
    expect(RestCartTotalsSchema.safeParse(totals).error).toBeUndefined();
    expect(totals).toHaveProperty('minimum_order');
    expect(lines).toBeInstanceOf(Array);
  });

  for (const [call, example] of EXAMPLES) {
    for (const caller of callersOf(call)) {
      const token = () => (caller === 'a customer' ? buyer.token : undefined);
      if (CART_WRITES.includes(call)) {
        it(`answers ${call.method} ${call.path} with the cart itself, in the shape of its descriptor`, async () => {
          const response = await example(token());
          const answer = expectAnswerOf(call, response);
          expect(answer?.data, 'the cart').toHaveProperty('lines.0.item_id');
          expect(answer?.data, 'the cart').toHaveProperty('total');
          const { lines, ...totals } = response.json<{ data: { lines: unknown[] } }>().data;
          expect(RestCartTotalsSchema.safeParse(totals).error).toBeUndefined();
          expect(lines[0], "a line's subtotal").toHaveProperty('subtotal');
        });
      } else {
        it(`answers ${call.method} ${call.path} to ${caller} in the shape of its descriptor`, async () => {
          expectAnswerOf(call, await example(token()));
        });
      }
    }
  }
});

describe('a query parameter sent twice', () => {
  const withQuery = CUSTOMER_CALLS.filter((call) => call.query !== undefined);

  for (const call of withQuery) {
    const name = Object.keys(call.query!.shape)[0]!;
    it(`is refused by ${call.method} ${call.path} with a 422 that names ${name}`, async () => {
      // Any id fills the path: the query is refused before the route looks for the record.
      const params = Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map(([, param]) => [param!, 1]));
      const response = await send(call, { token: buyer.token, params, query: `${name}=1&${name}=2` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: M.queryParameterOnce(name), field: name, code: 'INVALID' });
    });
  }

  it('leaves a parameter the call does not read alone, once or twice', async () => {
    const response = await send(CATALOG.items, { query: 'utm_source=a&utm_source=b&per_page=2' });
    expect(response.statusCode).toBe(200);
  });
});
