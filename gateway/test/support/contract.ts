import type { FakeStore, RecordedCall } from './fake-store.js';
import { ok, refuse } from './fake-store.js';

/*
 * A small store that answers every call of docs/rest-api.md the way the contract says: prices only with a
 * valid token, and per customer (Alice and Bob pay different prices, so a shared answer would show).
 */

export const TOKENS = {
  alice: 'alice-token-0123456789abcdefghijklmnopqrstuvwxyz',
  bob: 'bob-token-0123456789abcdefghijklmnopqrstuvwxyzab',
  carol: 'carol-token-0123456789abcdefghijklmnopqrstuvwxy',
} as const;
export type Buyer = keyof typeof TOKENS;

export const PRICES: Record<Buyer, string> = { alice: '12.50', bob: '11.00', carol: '13.75' };

export function buyerOf(call: RecordedCall): Buyer | undefined {
  const header = call.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  return (Object.keys(TOKENS) as Buyer[]).find((buyer) => TOKENS[buyer] === token);
}

const CATEGORIES = [
  {
    id: 1,
    parent_id: null,
    slug: 'premium-cigar',
    category_name: 'Premium Cigars',
    image_url: '/storage/categories/premium-cigar.jpg',
    children: [
      { id: 2, parent_id: 1, slug: 'premium-cigar-robusto', category_name: 'Robusto', children: [] },
    ],
  },
  { id: 3, parent_id: null, slug: 'cigar', category_name: 'Cigars', children: [] },
];
const BRANDS = [
  { id: 1, brand_name: 'Arturo Fuente', image_url: '/storage/brands/1.png' },
  { id: 2, brand_name: 'Padron', image_url: '/storage/brands/2.png' },
];

export function product(id: number, buyer: Buyer | undefined, extra: Record<string, unknown> = {}) {
  return {
    id,
    item_name: `Robusto No. ${id}`,
    slug: `robusto-no-${id}`,
    item_code: `RB-${id}`,
    custom_barcode: `0000${id}`,
    sku: `SKU-${id}`,
    stock: id % 7 === 0 ? 0 : 25,
    purchase_limit: id % 3 === 0 ? 5 : null,
    image_url: `/storage/products/${id}.png`,
    category_id: 2,
    category: { id: 2, slug: 'premium-cigar-robusto', category_name: 'Robusto', parent_id: 1 },
    brand_id: 1,
    brand: { id: 1, brand_name: 'Arturo Fuente' },
    wishlist: 0,
    ...(buyer ? { sales_price: PRICES[buyer], tax_per_unit: '1.25' } : {}),
    ...extra,
  };
}

export function detail(id: number, buyer: Buyer | undefined) {
  return product(id, buyer, {
    images: [`${id}.png`, `${id}-b.png`],
    image_urls: [`/storage/products/${id}.png`, `/storage/products/${id}-b.png`],
    description: 'Hand-rolled in the Dominican Republic.',
  });
}

export function paginate<T>(items: T[], page: number, perPage: number, total = items.length) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    current_page: page,
    data: items,
    from: items.length ? (page - 1) * perPage + 1 : null,
    last_page: lastPage,
    per_page: perPage,
    to: items.length ? (page - 1) * perPage + items.length : null,
    total,
    links: [],
    first_page_url: '',
    last_page_url: '',
    next_page_url: null,
    prev_page_url: null,
    path: '',
  };
}

export function customer(buyer: Buyer) {
  return {
    id: { alice: 101, bob: 102, carol: 103 }[buyer],
    name_prefix: 'Ms.',
    name: buyer[0]!.toUpperCase() + buyer.slice(1),
    email: `${buyer}@shop.example`,
    username: buyer,
    company_name: `${buyer} Tobacco LLC`,
    phone: '2015550100',
    mobile: null,
    address: '1 Main St',
    city: 'Newark',
    pincode: '07102',
    country_id: 1,
    state_id: 31,
    state: { id: 31, state: 'New Jersey' },
    tax_id: 'TX-1',
    tax_expiry_date: '2027-01-31',
    tob_license_no: 'TOB-1',
    tob_expiry_date: '2027-06-30',
    dba: null,
    cc_tax_id: 2,
    status: buyer === 'carol' ? 'pending' : 'approved',
    created_at: '2026-01-02T10:00:00.000Z',
  };
}

export function cart(buyer: Buyer, lines: { id: number; itemId: number; quantity: number }[]) {
  const unit = Math.round(Number(PRICES[buyer]) * 100);
  const cents = (n: number) => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;
  const restLines = lines.map((line) => ({
    id: line.id,
    item_id: line.itemId,
    quantity: line.quantity,
    item: product(line.itemId, buyer),
    tax: { tax_per_unit: '1.25' },
    subtotal: cents(line.quantity * unit),
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * unit, 0);
  const tax = lines.reduce((sum, line) => sum + line.quantity * 125, 0);
  // cart-items' body: the lines as `data`, the totals beside them (the gateway computes its own).
  return {
    data: restLines,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: cents(subtotal),
    tax: cents(tax),
    total: cents(subtotal + tax),
    minimum_order: '200.00',
    meets_minimum: subtotal + tax >= 20000,
  };
}

export function order(id: number, stateId = 31 + (id % 5)) {
  return {
    id,
    created_at: '2026-03-04T12:00:00.000Z',
    order_status: 'processing',
    payment_method: 'Cash On Dilevery',
    note: null,
    phone: '2015550100',
    email: 'alice@shop.example',
    subtotal: '250.00',
    tax: '25.00',
    total: '275.00',
    billing_address: {
      name: 'Alice',
      company_name: 'Alice Tobacco LLC',
      address: '1 Main St',
      city: 'Newark',
      state_id: stateId,
      pincode: '07102',
      phone: '2015550100',
      email: 'alice@shop.example',
    },
    shipping_address: {
      name: 'Alice',
      company_name: null,
      address: '9 Dock Rd',
      city: 'Hoboken',
      state_id: 40,
      pincode: '07030',
    },
    line_items: [
      {
        id: id * 10,
        item_id: 5,
        item: { item_name: 'Robusto No. 5', slug: 'robusto-no-5', image: { url: '/storage/products/5.png' } },
        quantity: 20,
        item_price: '12.50',
        tax: '25.00',
        subtotal: '250.00',
        fulfillment_status: id % 2 === 0 ? 'fulfilled' : null,
      },
    ],
  };
}

export const STATE_NAMES: Record<string, string> = {
  '31': 'New Jersey',
  '32': 'New Mexico',
  '33': 'New York',
  '34': 'North Carolina',
  '35': 'North Dakota',
  '40': 'Pennsylvania',
};

function authed(handler: (call: RecordedCall, buyer: Buyer) => ReturnType<typeof ok>) {
  return (call: RecordedCall) => {
    const buyer = buyerOf(call);
    return buyer ? handler(call, buyer) : refuse(401, { message: 'Unauthenticated.' });
  };
}

function field(call: RecordedCall, name: string): string | undefined {
  const body = call.body;
  if (body instanceof FormData) {
    const value = body.get(name);
    return typeof value === 'string' ? value : undefined;
  }
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

/** Installs every route of the contract; returns the store for chaining overrides. */
export function installContract(store: FakeStore): FakeStore {
  const ids = (text: string | null) =>
    (text ?? '')
      .split(',')
      .filter(Boolean)
      .map((value) => Number(value));
  const wishlisted = new Map<Buyer, Set<number>>();
  const wishlistOf = (buyer: Buyer) => wishlisted.get(buyer) ?? wishlisted.set(buyer, new Set()).get(buyer)!;
  // Every buyer's cart starts with two of product 1 on line 900; writes change it, cart-items reads it.
  const carts = new Map<Buyer, { id: number; itemId: number; quantity: number }[]>();
  const linesOf = (buyer: Buyer) =>
    carts.get(buyer) ?? carts.set(buyer, [{ id: 900, itemId: 1, quantity: 2 }]).get(buyer)!;
  const addLine = (buyer: Buyer, itemId: number, quantity: number) => {
    const lines = linesOf(buyer);
    const line = lines.find((candidate) => candidate.itemId === itemId);
    if (line) line.quantity += quantity;
    else lines.push({ id: 900 + lines.length + 1, itemId, quantity });
  };

  return (
    store
      .customer('GET', 'categories', () => ok(CATEGORIES))
      .customer('GET', 'single-category', (call) => {
        const slug = call.query.get('category');
        const main = CATEGORIES.find((category) => category.slug === slug);
        if (!main) return refuse(404, { message: 'Category not found.' });
        return ok({ main_category: main, subcategory: main.children, brands: BRANDS });
      })
      .customer('GET', 'category-by-brand', (call) => {
        const brand = BRANDS.find((candidate) => String(candidate.id) === call.query.get('brand_id'));
        if (!brand) return refuse(404, { message: 'Brand not found.' });
        return ok({ brand, categories: [CATEGORIES[0]] });
      })
      .customer('GET', 'brands', () => ok(BRANDS))
      .customer('GET', 'items', (call) => {
        const page = Number(call.query.get('page') ?? 1);
        const perPage = Number(call.query.get('per_page') ?? 12);
        const buyer = buyerOf(call);
        const items = Array.from({ length: Math.min(perPage, 3) }, (_, index) => product(index + 1, buyer));
        return ok(paginate(items, page, perPage, 63));
      })
      .customer('GET', 'search-items', (call) => {
        const buyer = buyerOf(call);
        return ok(
          paginate(
            [product(4, buyer)],
            Number(call.query.get('page') ?? 1),
            Number(call.query.get('per_page') ?? 10),
          ),
        );
      })
      .on('GET', '/api/customer/items/:id', (call) => {
        const id = Number(call.params.id);
        if (id > 1000) return refuse(404, { message: 'Product not found.' });
        return ok(detail(id, buyerOf(call)));
      })
      .customer('GET', 'item-by-slug', (call) => {
        const match = /^robusto-no-(\d+)$/.exec(call.query.get('slug') ?? '');
        if (!match || Number(match[1]) > 1000) return refuse(404, { message: 'Product not found.' });
        return ok(detail(Number(match[1]), buyerOf(call)));
      })
      .customer('GET', 'related-items', (call) => ok([product(8, buyerOf(call)), product(9, buyerOf(call))]))
      .customer('GET', 'recent-viewed-items', (call) => {
        const buyer = buyerOf(call);
        const except = Number(call.query.get('except_id') ?? 0);
        const flagged = buyer ? wishlistOf(buyer) : new Set<number>();
        return ok(
          ids(call.query.get('ids'))
            .filter((id) => id !== except && id <= 1000)
            .map((id) => product(id, buyer, { wishlist: flagged.has(id) ? 1 : 0 })),
        );
      })
      .customer('GET', 'home-page-items', (call) => {
        const buyer = buyerOf(call);
        return ok({
          Recommended: [product(1, buyer), product(2, buyer)],
          'Best Sellers': [product(3, buyer), product(4, buyer)],
        });
      })
      .customer('GET', 'getitemByCat', (call) =>
        ok({ 'Premium Cigars': { category: CATEGORIES[0], items: [product(5, buyerOf(call))] } }),
      )
      .customer('GET', 'sliders', () =>
        ok([
          {
            id: 1,
            image_url: '/storage/sliders/1.jpg',
            title: 'Spring',
            headline: 'Spring cigars',
            subtitle: 'New boxes',
          },
          // The spec's slide: no words over the picture.
          { id: 2, image_url: '/storage/sliders/2.jpg', title: 'Summer' },
        ]),
      )
      .customer('GET', 'home-page-image', () =>
        ok({
          image_url: '/storage/home/promo.jpg',
          category: { slug: 'cigar' },
          brand: { id: 2, brand_name: 'Padron' },
        }),
      )
      .customer('GET', 'footer-image', () => ok({ image_url: '/storage/home/footer.jpg' }))
      .customer(
        'GET',
        'promoted-items',
        authed((call, buyer) => ok([product(6, buyer)])),
      )
      .customer(
        'GET',
        'frequently-order-items',
        // store-api's answer (with the history) for 8, the spec's (the product alone) for 9; 7 is out of stock.
        authed((call, buyer) =>
          ok([
            product(8, buyer, {
              last_ordered_at: '2026-11-02T15:04:05.000Z',
              usual_quantity: 4,
              times_ordered: 3,
            }),
            product(7, buyer, {
              last_ordered_at: '2026-10-01T09:00:00.000Z',
              usual_quantity: 1,
              times_ordered: 2,
            }),
            product(9, buyer),
          ]),
        ),
      )
      .customer('GET', 'get-logo', () =>
        ok([
          {
            id: 1,
            image_url: '/storage/brands/1.png',
            brand: { id: 1, brand_name: 'Arturo Fuente' },
            category: { slug: 'cigar' },
          },
        ]),
      )
      .customer('GET', 'country', () => ({ status: 200, body: [{ id: 1, country: 'United States' }] }))
      .customer('GET', 'states', () => ({
        status: 200,
        body: [
          { id: 33, state: 'New York', country_id: 1 },
          { id: 31, state: 'New Jersey', country_id: 1 },
        ],
      }))
      .customer('GET', 'posstates', () =>
        ok([
          { id: 33, state: 'New York' },
          { id: 31, state: 'New Jersey' },
        ]),
      )
      .customer('GET', 'states-by-ids', (call) =>
        ok(
          Object.fromEntries(
            ids(call.query.get('ids')).map((id) => [String(id), STATE_NAMES[String(id)] ?? `State ${id}`]),
          ),
        ),
      )
      .customer('GET', 'pos-customer-category', () =>
        ok([
          { cc_id: 1, cc_name: 'Retailer' },
          { cc_id: 2, cc_name: 'Wholesaler' },
        ]),
      )
      .customer('POST', 'login', (call) => {
        // The e-mail address or the username, as store-api takes either.
        const login = field(call, 'email');
        const buyer = (Object.keys(TOKENS) as Buyer[]).find(
          (candidate) => `${candidate}@shop.example` === login || candidate === login,
        );
        if (!buyer || field(call, 'password') !== 'Secret#123') {
          return refuse(422, { error: 'These credentials do not match our records.' });
        }
        return {
          status: 200,
          body: {
            token: TOKENS[buyer],
            data: { customer: customer(buyer) },
            message: 'Customer Login Successfully',
          },
        };
      })
      .customer('POST', 'register', (call) => {
        if (field(call, 'email') === 'alice@shop.example')
          return refuse(422, { error: 'The email has already been taken.' });
        return ok(
          { customer: { ...customer('carol'), id: 200, email: field(call, 'email') } },
          'Customer Registered Successfully',
        );
      })
      .customer('POST', 'verify-link', (call) =>
        field(call, 'email_token') === 'good-link-token'
          ? { status: 200, body: { id: 200 } }
          : refuse(422, { error: 'The link has been expired.' }),
      )
      .customer('POST', 'register-customer', () => ok({}, 'Created Account Successfully'))
      .customer('POST', 'lost-password', () =>
        ok({}, 'Email Sent Successfully. Please Check Your Mail Inbox.'),
      )
      .customer('POST', 'reset-password', () => ok({}, 'Password Reset Successfully.'))
      .customer(
        'GET',
        'logout',
        authed(() => ok({}, 'Logged out successfully.')),
      )
      .customer(
        'GET',
        'account-details',
        authed((call, buyer) => ok(customer(buyer))),
      )
      .customer(
        'POST',
        'save-account-details',
        authed((call, buyer) => {
          if (field(call, 'password_current') && field(call, 'password_current') !== 'Secret#123') {
            return refuse(422, { error: 'The current password is incorrect.' });
          }
          return ok(
            { ...customer(buyer), name: field(call, 'name') ?? customer(buyer).name },
            'Details Updated Successfully.',
          );
        }),
      )
      // store-api's own renewal routes: none pending at first; an upload with a file is pending from then on.
      .customer(
        'GET',
        'certificate-renewals',
        authed(() => ok([])),
      )
      .customer(
        'POST',
        'certificate-renewals',
        authed((call) => {
          if (!((call.body as FormData).get('certificate') instanceof File))
            return refuse(422, {
              error: 'Please choose the renewed certificate file.',
              code: 'INVALID',
              field: 'certificate',
            });
          return ok(
            [
              {
                id: 7,
                kind: field(call, 'kind'),
                expires_on: field(call, 'expires_on'),
                created_at: '2026-11-20T15:00:00.000Z',
              },
            ],
            'Renewal uploaded. We will review it shortly.',
          );
        }),
      )
      .customer(
        'GET',
        'addresses',
        authed((call, buyer) =>
          ok({
            billing: {
              id: 11,
              type: 'billing',
              name: buyer,
              company_name: 'LLC',
              address: '1 Main St',
              city: 'Newark',
              state_id: 31,
              state: { id: 31, state: 'New Jersey' },
              pincode: '07102',
              phone: '2015550100',
            },
            addresses: [
              {
                id: 12,
                type: 'shipping',
                name: buyer,
                company_name: null,
                address: '9 Dock Rd',
                city: 'Hoboken',
                state_id: 40,
                state: null,
                pincode: '07030',
                phone: null,
              },
            ],
          }),
        ),
      )
      .customer(
        'POST',
        'update-billing-address',
        authed((call) =>
          field(call, 'address')
            ? ok(
                {
                  id: 11,
                  type: 'billing',
                  address: field(call, 'address'),
                  city: field(call, 'city'),
                  state_id: 31,
                  pincode: field(call, 'pincode'),
                },
                'Billing Address Updated Successfully.',
              )
            : refuse(422, { error: 'Please Enter Address.' }),
        ),
      )
      .customer(
        'POST',
        'update-shipping-address',
        authed((call) =>
          ok(
            {
              id: Number(field(call, 'id') ?? 13),
              type: 'shipping',
              address: field(call, 'address'),
              city: field(call, 'city'),
              state_id: 31,
              pincode: field(call, 'pincode'),
            },
            'Shipping Address Updated Successfully.',
          ),
        ),
      )
      .customer(
        'GET',
        'cart-customer',
        authed((call, buyer) => ok({ ...customer(buyer), addresses: [], cart_items: [] })),
      )
      .customer(
        'POST',
        'add-wishlist',
        authed((call, buyer) => {
          const id = Number(field(call, 'item_id'));
          const list = wishlistOf(buyer);
          const added = !list.has(id);
          if (added) list.add(id);
          else list.delete(id);
          return ok(
            { item_id: id, wishlist: added ? 1 : 0 },
            added ? 'Item added into Wishlist' : 'Item Removed from Wishlist',
          );
        }),
      )
      .customer(
        'POST',
        'add-wishlist-item',
        authed((call, buyer) => {
          const id = Number(field(call, 'item_id'));
          if (id > 1000) return refuse(404, { message: 'Product not found.' });
          wishlistOf(buyer).add(id);
          return ok({ item_id: id, wishlist: 1 }, 'Item added into Wishlist');
        }),
      )
      .customer(
        'POST',
        'wishlist-list',
        authed((call, buyer) =>
          ok(
            [...wishlistOf(buyer)].reverse().map((id) => ({
              id: 500 + id,
              item_id: id,
              added_at: '2026-05-01T09:00:00.000Z',
              item: product(id, buyer, { wishlist: 1 }),
            })),
          ),
        ),
      )
      .customer(
        'POST',
        'remove-wishlist',
        authed((call, buyer) => {
          const which = field(call, 'id') ?? '';
          const list = wishlistOf(buyer);
          if (which === 'all') list.clear();
          else for (const id of ids(which)) list.delete(id);
          return ok({}, 'Wishlist clear successfully');
        }),
      )
      .customer(
        'GET',
        'add-to-cart',
        authed((call, buyer) => {
          const itemId = Number(call.query.get('item_id'));
          if (itemId % 7 === 0)
            return refuse(422, { error: 'Out of stock,Please try again later after sometime' });
          addLine(buyer, itemId, Number(call.query.get('quantity') ?? 1));
          return ok(cart(buyer, linesOf(buyer)).data, 'Item Added To Cart Successfully.');
        }),
      )
      .customer(
        'GET',
        'add-selected-to-cart',
        authed((call, buyer) => {
          for (const id of ids(call.query.get('item_ids'))) {
            wishlistOf(buyer).delete(id);
            addLine(buyer, id, Number(call.query.get('quantity') ?? 1));
          }
          return ok(cart(buyer, linesOf(buyer)).data, 'Item Added To Cart Successfully.');
        }),
      )
      .customer(
        'GET',
        'cart-items',
        authed((call, buyer) => ({ status: 200, body: cart(buyer, linesOf(buyer)) })),
      )
      .customer(
        'GET',
        'cart-items-qty',
        authed((call, buyer) => ok(linesOf(buyer).reduce((sum, line) => sum + line.quantity, 0))),
      )
      .customer(
        'GET',
        'increase-decrease-cart-item-qty',
        authed((call, buyer) => {
          const lines = linesOf(buyer);
          const line = lines.find((candidate) => candidate.id === Number(call.query.get('cart_id')));
          if (!line) return refuse(404, { message: 'Cart item not found.' });
          line.quantity += call.query.get('increase') === 'false' ? -1 : 1;
          if (line.quantity === 0) lines.splice(lines.indexOf(line), 1);
          return ok(cart(buyer, lines).data);
        }),
      )
      .customer(
        'POST',
        'set-cart-item-qty',
        // store-api's own call (not in the spec): the absolute quantity within the stock and the purchase limit,
        // the line left as it was otherwise; the answer is the whole cart, its lines beside the totals.
        authed((call, buyer) => {
          const lines = linesOf(buyer);
          const line = lines.find((candidate) => candidate.id === Number(field(call, 'cart_id')));
          if (!line) return refuse(404, { message: 'Cart item not found.' });
          const quantity = Number(field(call, 'quantity'));
          const { stock, purchase_limit: limit } = product(line.itemId, buyer);
          if (quantity > stock || quantity > (limit ?? quantity))
            return refuse(422, {
              error: 'Out of stock,Please try again later after sometime',
              field: null,
              code: 'OUT_OF_STOCK',
            });
          line.quantity = quantity;
          const { data, ...totals } = cart(buyer, lines);
          return ok({ lines: data, ...totals });
        }),
      )
      .customer(
        'GET',
        'remove-item-from-cart',
        authed((call, buyer) => {
          const lines = linesOf(buyer);
          const which = call.query.get('item_id');
          const index = lines.findIndex((line) => String(line.id) === which);
          if (which === 'all') lines.length = 0;
          else if (index < 0) return refuse(404, { message: 'Cart item not found.' });
          else lines.splice(index, 1);
          return ok(cart(buyer, lines).data);
        }),
      )
      .customer(
        'POST',
        'create-order',
        authed((call, buyer) => {
          if (buyer === 'carol') return refuse(422, { error: 'Only approved customer can order' });
          return ok(order(77), 'Order Created Successfully.');
        }),
      )
      .customer(
        'GET',
        'retrive-orders',
        authed((call) => {
          const perPage = Number(call.query.get('per_page') ?? 20);
          return ok(
            paginate(
              Array.from({ length: perPage }, (_, index) => order(index + 1)),
              1,
              perPage,
              perPage,
            ),
          );
        }),
      )
      .on(
        'GET',
        '/api/customer/orders/:id',
        authed((call) =>
          Number(call.params.id) > 1000
            ? refuse(404, { message: 'Order not found.' })
            : ok(order(Number(call.params.id))),
        ),
      )
      .customer('POST', 'send-contact-message', () => ok({}, 'Message Sent Successfully'))
  );
}
