import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCents, messages as M, MINIMUM_ORDER_CENTS, parseCents } from '@storefront/contract';
import {
  BRANDS,
  CATALOG,
  CATEGORIES,
  COUNTRIES,
  detailed,
  FOOTER_BANNER,
  listed,
  LOGOS,
  MEMBERSHIP_CATEGORIES,
  PROMO,
  SLIDERS,
  STATES,
  withDescendants,
  type CatalogItem,
} from './spec-host/catalog.js';
import {
  data,
  NO_ROUTE,
  noRecord,
  plain,
  readBody,
  refuse,
  refuseWithMessage,
  said,
  UNAUTHENTICATED,
  wrongMethod,
  type Received,
  type ReceivedFile,
  type Reply,
} from './spec-host/wire.js';

/*
 * The distributor's REST API written from the specification alone: every call of section 7, the fields of
 * section 3, the errors of section 8, and none of our store-api's extras (item-by-slug, orders/{id},
 * add-wishlist-item, set-cart-item-qty, items-by-code, code-suggestions, certificate-renewals answer Laravel's 404).
 * Where the spec leaves a shape open, the comment on it says which reading this host chose. State lives in memory.
 */

/** A customer staff approved before the test: her create-account link is waiting (add-lines-to-cart uses her). */
export const SPEC_CUSTOMER = {
  email: 'rosa@corner-smoke.example',
  /** The token of the create-account link staff's approval e-mailed. */
  linkToken: 'approved-link-token-0123456789',
  /** Another customer's username. */
  takenUsername: 'smokey01',
} as const;

/** This host's own words where the spec gives none: a client must show them as they come. */
export const SPEC_WORDS = {
  /** Login of a registration staff have not approved yet (its own message, as section 8's login shows any). */
  pendingLogin: 'Your account is awaiting approval by our team.',
  /** Add to cart beyond the stock. */
  notEnoughStock: 'Sorry, we do not have that many of this item in stock.',
  /** Add to cart beyond the product's purchase limit. */
  purchaseLimit: 'You have reached the purchase limit for this item.',
  wrongCurrentPassword: 'The current password is incorrect.',
} as const;

interface Address {
  address: string;
  city: string;
  state_id: number;
  pincode: string;
}

interface Customer {
  id: number;
  status: 'pending' | 'approved';
  name: string;
  company_name: string;
  email: string;
  phone: string;
  password: string | null;
  username: string | null;
  /** The create-account link staff's approval mailed; null once used. */
  linkToken: string | null;
  /** Every field and file the registration sent. */
  registration: { fields: Record<string, string>; files: Record<string, ReceivedFile> };
  billing: Address;
  shipping: (Address & { id: number })[];
  cart: { id: number; item_id: number; quantity: number }[];
  /** Section 3 keeps wishlist_added_date on the client: this host keeps no date. */
  wishlist: Set<number>;
  orders: Record<string, unknown>[];
}

interface Call {
  /** The path after /api/customer/. */
  name: string;
  query: URLSearchParams;
  body: Received;
  /** The customer of a valid bearer token. */
  customer: Customer | undefined;
  token: string | undefined;
}

/** A call of section 7: whether it needs a customer token (401 without one), and its answer. */
interface Route {
  customer: boolean;
  answer: (call: Call) => Reply;
}

export class SpecRestDouble {
  /** Every call, as `METHOD path` (`GET items/1`), in order. */
  readonly calls: string[] = [];
  readonly contactMessages: Record<string, string>[] = [];
  /** This double's own copy, so a test may change a product's stock. */
  private readonly catalog = CATALOG.map((product) => ({ ...product }));
  /** Run once before the next answer to the call, e.g. to sell stock between the gateway's read and its add. */
  private readonly beforeNext = new Map<string, () => void>();
  private readonly customers: Customer[] = [
    customerOf(41, 'approved', 'smoke@downtown.example', { username: SPEC_CUSTOMER.takenUsername }),
    customerOf(42, 'approved', SPEC_CUSTOMER.email, { linkToken: SPEC_CUSTOMER.linkToken }),
  ];
  private readonly sessions = new Map<string, Customer>();
  /** Lost-password requests by e-mail, with the token the client made up (section 4), if it sent one. */
  private readonly resets = new Map<string, string | undefined>();
  private nextId = 100;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<SpecRestDouble> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const double = new SpecRestDouble(server, `http://127.0.0.1:${port}`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void double.handle(req, res));
    return double;
  }

  get apiUrl(): string {
    return `${this.origin}/api`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * What the distributor's staff do in their own system: the registration is approved and its create-account
   * link is e-mailed. Answers the link's token (the `/create-account/{token}` of the mail).
   */
  approve(email: string): string {
    const customer = this.customerByEmail(email);
    if (!customer) throw new Error(`no registration for ${email}`);
    customer.status = 'approved';
    customer.linkToken = randomBytes(16).toString('hex');
    return customer.linkToken;
  }

  /** The token a lost-password request of this e-mail carried, as the reset link the host mails would. */
  resetTokenOf(email: string): string | undefined {
    return this.resets.get(email.toLowerCase());
  }

  /** What a registration sent: its fields and its files (name, type, size). */
  registrationOf(email: string): Customer['registration'] | undefined {
    return this.customerByEmail(email)?.registration;
  }

  /**
   * What the distributor's staff do in their own system: the product leaves the catalog for good, and the lines
   * of orders that had it keep their name and amounts with `item_id` null.
   */
  removeProduct(productId: number): void {
    this.catalog.splice(this.catalog.indexOf(this.product(productId)!), 1);
    for (const customer of this.customers) {
      for (const order of customer.orders) {
        for (const line of order.line_items as { item_id: number | null }[]) {
          if (line.item_id === productId) line.item_id = null;
        }
      }
    }
  }

  /** What the distributor's staff do in their own system: the product's stock becomes `stock`. */
  setStock(productId: number, stock: number): void {
    this.product(productId)!.stock = stock;
  }

  /** Runs `change` just before the double answers the next `route` (`GET add-to-cart`). */
  beforeNextCall(route: string, change: () => void): void {
    this.beforeNext.set(route, change);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const method = req.method ?? 'GET';
    const name = url.pathname.replace(/^\/api\/customer\//, '');
    this.calls.push(`${method} ${name}`);
    const body = await readBody(req);
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const customer = token === undefined ? undefined : this.sessions.get(token);
    const reply = this.answer(method, name, { name, query: url.searchParams, body, customer, token });
    res.statusCode = reply.status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reply.body));
  }

  private answer(method: string, name: string, call: Call): Reply {
    const routeName = /^items\/\d+$/.test(name) ? 'items/{id}' : name;
    const route = this.routes[`${method} ${routeName}`];
    if (!route) {
      const other = ['GET', 'POST'].find((candidate) => this.routes[`${candidate} ${routeName}`]);
      return other ? wrongMethod(method, name) : NO_ROUTE;
    }
    const change = this.beforeNext.get(`${method} ${name}`);
    this.beforeNext.delete(`${method} ${name}`);
    change?.();
    if (route.customer && !call.customer) return UNAUTHENTICATED;
    return route.answer(call);
  }

  /** Section 7, call by call. */
  private readonly routes: Record<string, Route> = {
    // --- registration and the session ---
    'POST register': open((call) => this.register(call)),
    'POST verify-link': open(({ body }) => {
      const customer = this.customers.find(
        (candidate) => candidate.linkToken !== null && candidate.linkToken === body.fields.email_token,
      );
      // "data.id; any failure shows the expired page": the id at the top of the body; the failure's words are
      // the spec's page text.
      return customer ? plain({ id: customer.id }) : refuse(M.linkExpired);
    }),
    'POST register-customer': open(({ body }) => this.createLogin(body.fields)),
    'POST login': open(({ body }) => {
      const customer = this.customerByEmail(body.fields.email ?? '');
      // Laravel's words for wrong credentials; the spec's client shows the `message` of a refused login.
      if (!customer || customer.password === null || customer.password !== body.fields.password)
        return refuseWithMessage(M.badCredentials);
      if (customer.status !== 'approved') return refuseWithMessage(SPEC_WORDS.pendingLogin);
      // "data.token": the token at the top of the body, beside the success toast.
      return plain({ token: this.session(customer), message: M.loginOk });
    }),
    // The spec's client makes up the token and sends it with the e-mail; the answer is the same for an unknown
    // address (this host's reading: it says nothing about who is registered).
    'POST lost-password': open(({ body }) => {
      const email = (body.fields.email ?? '').toLowerCase();
      if (this.customerByEmail(email)) this.resets.set(email, body.fields.token);
      return said(M.resetMailSentOk);
    }),
    // The spec's reset sends only the e-mail and the two passwords (no token): this host resets an address for
    // which a reset was asked, once. Extra fields (our gateway's token) are ignored.
    'POST reset-password': open(({ body }) => {
      const email = (body.fields.email ?? '').toLowerCase();
      const customer = this.customerByEmail(email);
      if (!customer || !this.resets.has(email)) return refuse(M.linkExpired);
      if (!body.fields.password || body.fields.password !== body.fields.password_confirmation)
        return refuse(M.resetPasswordsDiffer);
      this.resets.delete(email);
      customer.password = body.fields.password;
      return said(M.passwordResetOk);
    }),
    'GET logout': customer(({ token }) => {
      this.sessions.delete(token!);
      // "message": the spec names no words; ours.
      return said(M.loggedOut);
    }),

    // --- reference data ---
    'GET country': open(() => plain(COUNTRIES)),
    // Checkout's states: a plain array whose entries are named `name` (section 3: "state ... or name (checkout)").
    'GET states': open(() => plain(STATES.map(({ id, state }) => ({ id, name: state })))),
    'GET posstates': open(({ query }) =>
      data(
        STATES.filter((row) => row.country_id === Number(query.get('id'))).map(({ id, state }) => ({
          id,
          state,
        })),
      ),
    ),
    // "map of id to name": read as `data.data` (the spec's default reading; only country and states are called
    // plain), the keys the ids as text.
    'GET states-by-ids': open(({ query }) => {
      const ids = (query.get('ids') ?? '').split(',').map(Number);
      return data(
        Object.fromEntries(
          STATES.filter((row) => ids.includes(row.id)).map((row) => [String(row.id), row.state]),
        ),
      );
    }),
    'GET pos-customer-category': open(() => data(MEMBERSHIP_CATEGORIES)),

    // --- catalog (prices and wishlist flags only for a valid customer token) ---
    // Flat, as section 3 names a category (its parent_id says where it belongs). `limit` is "all" or a count.
    'GET categories': open(({ query }) => {
      const limit = Number(query.get('limit'));
      return data(Number.isInteger(limit) && limit > 0 ? CATEGORIES.slice(0, limit) : CATEGORIES);
    }),
    // "A category tree has main_category and a subcategory list": the slug's category and its children.
    'GET single-category': open(({ query }) => {
      const main = CATEGORIES.find((category) => category.slug === query.get('category'));
      if (!main) return noRecord('Category', query.get('category') ?? '');
      return data({ main_category: main, subcategory: CATEGORIES.filter((c) => c.parent_id === main.id) });
    }),
    // "categories for a brand": read as a plain list of categories (those its products are in), no brand record.
    'GET category-by-brand': open(({ query }) => {
      const ids = new Set(
        this.catalog.filter((p) => p.brandId === Number(query.get('brand_id'))).map((p) => p.categoryId),
      );
      return data(CATEGORIES.filter((category) => ids.has(category.id)));
    }),
    // "brands for a category": section 3's brand (id, brand_name); every brand without a category.
    'GET brands': open(({ query }) => {
      const slugs = (query.get('category') ?? '').split(',').filter(Boolean);
      const inCategories = withDescendants(slugs);
      const ids = new Set(
        this.catalog
          .filter((p) => slugs.length === 0 || inCategories.has(p.categoryId))
          .map((p) => p.brandId),
      );
      return data(BRANDS.filter((brand) => ids.has(brand.id)));
    }),
    'GET items': open((call) => data(this.listing(call, this.filtered(call)))),
    'GET search-items': open((call) => {
      const words = (call.query.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = this.catalog.filter((p) =>
        words.every((word) => p.item_name.toLowerCase().includes(word)),
      );
      return data(this.listing(call, found, 10));
    }),
    // "data.data is the product": the detail adds the gallery. An unknown id is Laravel's findOrFail 404.
    'GET items/{id}': open((call) => {
      const id = call.name.slice('items/'.length);
      const product = this.product(Number(id));
      return product ? data(detailed(product, this.viewer(call))) : noRecord('Item', id);
    }),
    'GET related-items': open((call) => {
      const except = Number(call.query.get('except_item'));
      const categoryId = Number(call.query.get('category_id'));
      return this.products(
        call,
        this.catalog.filter((p) => p.categoryId === categoryId && p.id !== except),
      );
    }),
    'GET recent-viewed-items': open((call) => {
      const except = Number(call.query.get('except_id') ?? 0);
      const ids = (call.query.get('ids') ?? '').split(',').map(Number);
      return this.products(
        call,
        ids.filter((id) => id !== except).flatMap((id) => this.catalog.filter((p) => p.id === id)),
      );
    }),

    // --- home ---
    // "the first key of the grouped items is the recommended list, the other keys are named groups".
    'GET home-page-items': open((call) =>
      data({
        Recommended: this.catalog.filter((p) => p.stock > 0).map((p) => this.listed(call, p)),
        'New Arrivals': [this.listed(call, this.catalog[3]!)],
      }),
    ),
    // The spec gives no shape: read as a list of rows, one per top-level category, each its category (section 3's
    // fields) and its products (`items`).
    'GET getitemByCat': open((call) =>
      data(
        CATEGORIES.filter((category) => category.parent_id === null).map((category) => ({
          category,
          items: this.catalog
            .filter((p) => withDescendants([category.slug]).has(p.categoryId))
            .map((p) => this.listed(call, p)),
        })),
      ),
    ),
    'GET sliders': open(() => data(SLIDERS)),
    // The home page shows one promo, but the call answers the host's table of them: a list, like sliders.
    'GET home-page-image': open(() => data([PROMO])),
    // One footer banner: a single entry (section 3: "Footer banner: image").
    'GET footer-image': open(() => data(FOOTER_BANNER)),
    'GET get-logo': open(() => data(LOGOS)),
    // "for logged-in users only" (section 2): behind the customer token, like the host's other customer calls.
    'GET promoted-items': customer((call) => this.products(call, [this.catalog[0]!, this.catalog[1]!])),
    // Products only: the spec names no order history beside them.
    'GET frequently-order-items': customer((call) => {
      const ids = new Set(
        call.customer!.orders.flatMap((order) =>
          (order.line_items as { item_id: number }[]).map((line) => line.item_id),
        ),
      );
      return this.products(
        call,
        this.catalog.filter((p) => ids.has(p.id)),
      );
    }),

    // --- wishlist ---
    // One call flips the flag (section 4). "data.message": read as the message inside `data`, as the host's other
    // answers nest what they carry (a host answering `{message}` at the top is the other reasonable reading).
    'POST add-wishlist': customer(({ customer: buyer, body }) => {
      const id = Number(body.fields.item_id);
      if (!this.product(id)) return noRecord('Item', body.fields.item_id ?? '');
      if (buyer!.wishlist.delete(id)) return data({ message: M.wishlistRemoved });
      buyer!.wishlist.add(id);
      return data({ message: M.wishlistAdded });
    }),
    // "data.data list": the products themselves, section 3's fields with the flag 1; no date (kept by the client).
    'POST wishlist-list': customer((call) =>
      this.products(
        call,
        [...call.customer!.wishlist].map((id) => this.product(id)!),
      ),
    ),
    'POST remove-wishlist': customer(({ customer: buyer, body }) => {
      if (body.fields.id === 'all') buyer!.wishlist.clear();
      else for (const id of (body.fields.id ?? '').split(',')) buyer!.wishlist.delete(Number(id));
      return said(M.wishlistClearedOk);
    }),

    // --- cart ---
    'GET add-to-cart': customer(({ customer: buyer, query }) => {
      const product = this.product(Number(query.get('item_id')));
      if (!product) return noRecord('Item', query.get('item_id') ?? '');
      const refusal = this.add(buyer!, product, Number(query.get('quantity') ?? 1));
      return refusal ? refuseWithMessage(refusal) : said(M.addedToCartOk);
    }),
    // Each product that fits is added; those that do not are left out. Refused only when none fits.
    'GET add-selected-to-cart': customer(({ customer: buyer, query }) => {
      const quantity = Number(query.get('quantity') ?? 1);
      const products = (query.get('item_ids') ?? '').split(',').map((id) => this.product(Number(id)));
      const refusals = products.map((product) =>
        product ? this.add(buyer!, product, quantity) : M.productNotFound,
      );
      const firstRefusal = refusals.find((refusal) => refusal !== undefined);
      return refusals.every(Boolean) && firstRefusal
        ? refuseWithMessage(firstRefusal)
        : said(M.addedToCartOk);
    }),
    'GET cart-items': customer(({ customer: buyer }) => data(this.cartLines(buyer!))),
    'GET cart-items-qty': customer(({ customer: buyer }) =>
      data(buyer!.cart.reduce((sum, line) => sum + line.quantity, 0)),
    ),
    // "updated cart": read as the cart's lines in `data`, the shape of cart-items.
    'GET increase-decrease-cart-item-qty': customer(({ customer: buyer, query }) => {
      const line = buyer!.cart.find((candidate) => candidate.id === Number(query.get('cart_id')));
      if (!line) return noRecord('Cart', query.get('cart_id') ?? '');
      if (query.get('increase') !== 'false') {
        const product = this.product(line.item_id)!;
        if (line.quantity + 1 > Math.min(product.stock, product.purchase_limit ?? Infinity))
          return refuse(SPEC_WORDS.notEnoughStock);
        line.quantity += 1;
      } else if (line.quantity === 1) buyer!.cart = buyer!.cart.filter((candidate) => candidate !== line);
      else line.quantity -= 1;
      return data(this.cartLines(buyer!));
    }),
    // "updated cart", as above.
    'GET remove-item-from-cart': customer(({ customer: buyer, query }) => {
      const which = query.get('item_id');
      buyer!.cart = which === 'all' ? [] : buyer!.cart.filter((line) => String(line.id) !== which);
      return data(this.cartLines(buyer!));
    }),
    'GET cart-customer': customer(({ customer: buyer }) =>
      data({
        status: buyer!.status,
        name: buyer!.name,
        company_name: buyer!.company_name,
        ...buyer!.billing,
        phone: buyer!.phone,
        email: buyer!.email,
        addresses: buyer!.shipping,
        cart_items: this.cartLines(buyer!),
      }),
    ),

    // --- orders ---
    'POST create-order': customer((call) => this.createOrder(call.customer!, call.body)),
    // "orders list": read as a plain list in `data` (the spec says "data with data and links" where it pages).
    'GET retrive-orders': customer(({ customer: buyer }) => data(buyer!.orders)),

    // --- account ---
    'GET account-details': customer(({ customer: buyer }) =>
      data({
        name: buyer!.name,
        company_name: buyer!.company_name,
        email: buyer!.email,
        phone: buyer!.phone,
      }),
    ),
    'POST save-account-details': customer(({ customer: buyer, body }) =>
      this.saveDetails(buyer!, body.fields),
    ),
    // Section 3: the billing address at the top (address, city, state_id, state {state}, pincode), the shipping
    // addresses in `addresses`.
    'GET addresses': customer(({ customer: buyer }) =>
      data({
        ...buyer!.billing,
        state: { state: STATES.find((row) => row.id === buyer!.billing.state_id)?.state ?? null },
        addresses: buyer!.shipping,
      }),
    ),
    'POST update-billing-address': customer(({ customer: buyer, body }) => {
      const address = addressOf(body.fields);
      if (typeof address === 'string') return refuse(address);
      buyer!.billing = address;
      return said(M.billingUpdatedOk);
    }),
    // With an id the address is changed; without one (the add-address screen) a new one is saved.
    'POST update-shipping-address': customer(({ customer: buyer, body }) => {
      const address = addressOf(body.fields);
      if (typeof address === 'string') return refuse(address);
      const id = Number(body.fields.id);
      if (!body.fields.id) buyer!.shipping.push({ id: this.nextId++, ...address });
      else if (!buyer!.shipping.some((entry) => entry.id === id)) return noRecord('Address', id);
      else buyer!.shipping = buyer!.shipping.map((entry) => (entry.id === id ? { id, ...address } : entry));
      return said(M.shippingUpdatedOk);
    }),

    // --- contact (the contact page is public) ---
    'POST send-contact-message': open(({ body }) => {
      const { name, email, subject, message } = body.fields;
      if (!name || !email || !subject)
        return refuse(!name ? M.enterName : !email ? M.enterEmail : M.enterSubject);
      this.contactMessages.push({ name, email, subject, ...(message === undefined ? {} : { message }) });
      return said(M.messageSentOk);
    }),
  };

  // --- the calls' work ---

  /** A multipart registration, pending until staff approve it. "data.token": the token at the top of the body. */
  private register({ body }: Call): Reply {
    const { fields, files } = body;
    if (!fields.email) return refuse(M.enterEmail);
    if (this.customerByEmail(fields.email)) return refuse(M.emailTaken);
    const registered = customerOf(this.nextId++, 'pending', fields.email, {
      name: fields.name ?? '',
      company_name: fields.company_name ?? '',
      phone: fields.phone ?? '',
      password: fields.password ?? null,
      registration: { fields, files },
      billing: {
        address: fields.address ?? '',
        city: fields.city ?? '',
        state_id: Number(fields.state_id),
        pincode: fields.pincode ?? '',
      },
      shipping: [],
    });
    this.customers.push(registered);
    // The spec's client stores this token as a login; the customer is still told to wait for approval.
    return plain({ token: this.session(registered), message: M.registerOk });
  }

  /**
   * The login from the e-mailed link: the spec's form body is username, password, confirmPassword and the id
   * verify-link gave. Our gateway also sends the link's `email_token`; this host ignores it.
   */
  private createLogin(fields: Record<string, string>): Reply {
    const customer = this.customers.find((candidate) => candidate.id === Number(fields.id));
    if (!customer || customer.status !== 'approved' || customer.linkToken === null)
      return refuse(M.linkExpired);
    if (!fields.username) return refuse(M.enterUsername);
    if (this.customers.some((other) => other.username === fields.username)) return refuse(M.usernameTaken);
    if (!fields.password || fields.password !== fields.confirmPassword) return refuse(M.passwordsDiffer);
    customer.username = fields.username;
    customer.password = fields.password;
    customer.linkToken = null;
    return said(M.accountCreatedOk);
  }

  private saveDetails(customer: Customer, fields: Record<string, string>): Reply {
    if (!fields.name || !fields.email || !fields.company_name || !fields.phone) return refuse(M.enterName);
    const other = this.customerByEmail(fields.email);
    if (other && other !== customer) return refuse(M.emailTaken);
    if (fields.password_current) {
      if (fields.password_current !== customer.password) return refuse(SPEC_WORDS.wrongCurrentPassword);
      if (!fields.new_password || fields.new_password !== fields.new_password_confirmation)
        return refuse(M.newPasswordsDiffer);
      customer.password = fields.new_password;
    }
    Object.assign(customer, {
      name: fields.name,
      company_name: fields.company_name,
      email: fields.email,
      phone: fields.phone,
    });
    return said(M.detailsUpdatedOk);
  }

  /** Adds to the cart, or says why not (the stock, then the purchase limit, beside what the cart holds). */
  private add(customer: Customer, product: CatalogItem, quantity: number): string | undefined {
    const line = customer.cart.find((candidate) => candidate.item_id === product.id);
    const wanted = (line?.quantity ?? 0) + quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || wanted > product.stock)
      return SPEC_WORDS.notEnoughStock;
    if (product.purchase_limit !== null && wanted > product.purchase_limit) return SPEC_WORDS.purchaseLimit;
    if (line) line.quantity = wanted;
    else customer.cart.push({ id: this.nextId++, item_id: product.id, quantity });
    return undefined;
  }

  /**
   * The spec's order request (addresses, items, amounts, payment method, note). Like a careful host it prices the
   * order from its own cart and catalog, whatever amounts the request carries; it knows no idempotency key.
   * "Order Created Successfully.": the answer is only the message.
   */
  private createOrder(customer: Customer, body: Received): Reply {
    if (customer.status !== 'approved') return refuse(M.onlyApproved);
    if (customer.cart.length === 0) return refuse(M.cartEmpty);
    const billing = objectField(body, 'billing_address');
    if (!billing) return refuse(M.billing.name);
    const priced = customer.cart.map((line) => {
      const product = this.product(line.item_id)!;
      return {
        line,
        product,
        subtotal: line.quantity * product.priceCents,
        tax: line.quantity * product.taxCents,
      };
    });
    const subtotal = priced.reduce((sum, entry) => sum + entry.subtotal, 0);
    const tax = priced.reduce((sum, entry) => sum + entry.tax, 0);
    if (subtotal + tax < MINIMUM_ORDER_CENTS) return refuse(M.minimumOrder);
    const shipping = objectField(body, 'shipping_address');
    const hasShipping = ['1', 'true'].includes(body.fields.hasShippingAddress ?? '');
    // Section 3's order as read, and nothing more.
    customer.orders.unshift({
      id: 500 + this.customers.reduce((count, c) => count + c.orders.length, 0) + 1,
      created_at: new Date().toISOString(),
      // "values are shown as returned; the set is not shown": the host's own lower-case status.
      order_status: 'pending',
      subtotal: formatCents(subtotal),
      tax: formatCents(tax),
      total: formatCents(subtotal + tax),
      phone: billing.phone ?? null,
      email: billing.email ?? null,
      billing_address: billing,
      shipping_address: hasShipping || shipping ? shipping : null,
      line_items: priced.map(({ line, product, subtotal: lineSubtotal }) => ({
        item_id: product.id,
        // Section 3's `image {url}`: the URL of the product's picture on the host, from its root.
        item: { item_name: product.item_name, image: { url: `/storage/products/${product.id}.png` } },
        quantity: line.quantity,
        subtotal: formatCents(lineSubtotal),
        fulfillment_status: null,
      })),
    });
    customer.cart = [];
    return said(M.orderCreatedOk);
  }

  // --- shapes ---

  private viewer(call: Call) {
    return { loggedIn: call.customer !== undefined, wishlist: call.customer?.wishlist ?? new Set<number>() };
  }

  private listed(call: Call, product: CatalogItem) {
    return listed(product, this.viewer(call));
  }

  /** "data.data list" of products. */
  private products(call: Call, products: readonly CatalogItem[]): Reply {
    return data(products.map((product) => this.listed(call, product)));
  }

  private filtered(call: Call): CatalogItem[] {
    const { query } = call;
    const slugs = (query.get('category') ?? '').split(',').filter(Boolean);
    const categoryIds = withDescendants(slugs);
    const brands = (query.get('brands') ?? '').split(',').filter(Boolean).map(Number);
    // Price filters reveal prices: a visitor's are ignored.
    const min = call.customer ? parseCents(query.get('min_price') ?? '') : null;
    const max = call.customer ? parseCents(query.get('max_price') ?? '') : null;
    return this.catalog.filter(
      (product) =>
        (slugs.length === 0 || categoryIds.has(product.categoryId)) &&
        (brands.length === 0 || brands.includes(product.brandId)) &&
        (min === null || product.priceCents >= min) &&
        (max === null || product.priceCents <= max),
    );
  }

  /** "data.data with data (items) and links": Laravel's paginator. Price sorts only for a customer. */
  private listing(call: Call, found: readonly CatalogItem[], defaultPerPage = 12) {
    const { query } = call;
    const sorted = [...found].sort((a, b) => a.item_name.localeCompare(b.item_name));
    if (call.customer && query.get('low_to_high') === '1') sorted.sort((a, b) => a.priceCents - b.priceCents);
    if (call.customer && query.get('high_to_low') === '1') sorted.sort((a, b) => b.priceCents - a.priceCents);
    const perPage = Number(query.get('per_page') ?? defaultPerPage);
    const page = Number(query.get('page') ?? 1);
    const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
    const items = sorted.slice((page - 1) * perPage, page * perPage);
    const pageUrl = (n: number) => `${this.origin}/api/customer/items?page=${n}`;
    return {
      current_page: page,
      data: items.map((product) => this.listed(call, product)),
      first_page_url: pageUrl(1),
      from: items.length > 0 ? (page - 1) * perPage + 1 : null,
      last_page: lastPage,
      last_page_url: pageUrl(lastPage),
      links: [
        { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
        ...Array.from({ length: lastPage }, (_, i) => ({
          url: pageUrl(i + 1),
          label: String(i + 1),
          active: i + 1 === page,
        })),
        { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
      ],
      next_page_url: page < lastPage ? pageUrl(page + 1) : null,
      path: `${this.origin}/api/customer/items`,
      per_page: perPage,
      prev_page_url: page > 1 ? pageUrl(page - 1) : null,
      to: items.length > 0 ? (page - 1) * perPage + items.length : null,
      total: sorted.length,
    };
  }

  /** Section 3's cart line: item with name, price, stock and purchase limit; tax as {tax_per_unit}. */
  private cartLines(customer: Customer) {
    return customer.cart.map((line) => {
      const product = this.product(line.item_id)!;
      return {
        id: line.id,
        item_id: line.item_id,
        quantity: line.quantity,
        item: {
          item_name: product.item_name,
          sales_price: formatCents(product.priceCents),
          stock: product.stock,
          purchase_limit: product.purchase_limit,
        },
        tax: { tax_per_unit: formatCents(product.taxCents) },
      };
    });
  }

  private product(id: number): CatalogItem | undefined {
    return this.catalog.find((candidate) => candidate.id === id);
  }

  private customerByEmail(email: string): Customer | undefined {
    return this.customers.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
  }

  private session(customer: Customer): string {
    const token = `${this.sessions.size + 1}|${randomBytes(20).toString('hex')}`;
    this.sessions.set(token, customer);
    return token;
  }
}

const open = (answer: Route['answer']): Route => ({ customer: false, answer });
const customer = (answer: Route['answer']): Route => ({ customer: true, answer });

function customerOf(
  id: number,
  status: Customer['status'],
  email: string,
  overrides: Partial<Customer> = {},
): Customer {
  return {
    id,
    status,
    name: 'Rosa Diaz',
    company_name: 'Corner Smoke LLC',
    email,
    phone: '7325550142',
    password: null,
    username: null,
    linkToken: null,
    registration: { fields: {}, files: {} },
    billing: { address: '1 Main St', city: 'Newark', state_id: 31, pincode: '07102' },
    shipping: [{ id: id * 10, address: '9 Dock Rd', city: 'Hoboken', state_id: 31, pincode: '07030' }],
    cart: [],
    wishlist: new Set(),
    orders: [],
    ...overrides,
  };
}

/** An address of section 3 (address, city, state_id, pincode), or the first missing field's words. */
function addressOf(fields: Record<string, string>): Address | string {
  if (!fields.address) return M.addressAddress;
  if (!fields.city) return M.addressCity;
  if (!fields.state_id) return M.addressState;
  if (!fields.pincode) return M.addressPincode;
  return {
    address: fields.address,
    city: fields.city,
    state_id: Number(fields.state_id),
    pincode: fields.pincode,
  };
}

/** A nested object of the order request, sent as JSON or as JSON text in a form. */
function objectField(body: Received, key: string): Record<string, unknown> | null {
  const value = body.json[key] ?? (body.fields[key] ? (JSON.parse(body.fields[key]) as unknown) : null);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}
