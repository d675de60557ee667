import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCents, messages as M, MINIMUM_ORDER_CENTS, parseCents } from '@storefront/contract';

/*
 * The distributor's REST API as the spec describes it (sections 3, 7 and 8), not as store-api answers it: what a
 * client reads is where the spec's Reading column says (`data.token`, `data.id`, `data.data`, a message), with
 * the fields section 3 names and nothing more. Listings are Laravel's paginator (DESIGN.md), and where the spec
 * names no fields (wishlist entries) docs/rest-api.md's are used. Its 422s are `{error}` with the spec's words:
 * no codes, so the gateway has only the wording to go by. It has no `item-by-slug` (that call is ours).
 * State lives in memory: a catalog of four products, one customer staff approved, her cart, wishlist and orders.
 */

export const SPEC_CUSTOMER = {
  email: 'rosa@corner-smoke.example',
  /** The token of the create-account link staff's approval e-mailed. */
  linkToken: 'approved-link-token-0123456789',
  takenUsername: 'smokey01',
} as const;

const CATEGORIES = [
  { id: 1, parent_id: null, slug: 'premium-cigar', category_name: 'Premium Cigars' },
  { id: 2, parent_id: 1, slug: 'premium-cigar-robusto', category_name: 'Robusto' },
  { id: 3, parent_id: null, slug: 'cigar', category_name: 'Cigars' },
];

interface CatalogItem {
  id: number;
  item_name: string;
  categoryId: number;
  brandName: string;
  priceCents: number;
  taxCents: number;
  stock: number;
  purchase_limit: number | null;
}

const CATALOG: CatalogItem[] = [
  {
    id: 1,
    item_name: 'Arturo Fuente Opus X (Natural)',
    categoryId: 2,
    brandName: 'Arturo Fuente',
    priceCents: 4500,
    taxCents: 225,
    stock: 20,
    purchase_limit: null,
  },
  {
    id: 2,
    item_name: 'Padron 1964 Anniversary Maduro',
    categoryId: 2,
    brandName: 'Padron',
    priceCents: 1850,
    taxCents: 93,
    stock: 10,
    purchase_limit: 5,
  },
  {
    id: 3,
    item_name: 'Padron Londres Natural',
    categoryId: 3,
    brandName: 'Padron',
    priceCents: 600,
    taxCents: 30,
    stock: 0,
    purchase_limit: null,
  },
  {
    id: 4,
    item_name: 'Romeo y Julieta 1875 - Churchill',
    categoryId: 3,
    brandName: 'Arturo Fuente',
    priceCents: 975,
    taxCents: 49,
    stock: 30,
    purchase_limit: null,
  },
];

const BRAND_IDS: Record<string, number> = { 'Arturo Fuente': 1, Padron: 2 };

interface Reply {
  status: number;
  body: unknown;
}

const data = (payload: unknown): Reply => ({ status: 200, body: { data: payload } });
const said = (message: string): Reply => ({ status: 200, body: { message } });
const refuse = (error: string): Reply => ({ status: 422, body: { error } });
const UNAUTHENTICATED: Reply = { status: 401, body: { message: M.unauthenticated } };

interface Address {
  address: string;
  city: string;
  state_id: number;
  pincode: string;
}

export class SpecRestDouble {
  /** Every call, as `METHOD path`, in order. */
  readonly calls: string[] = [];
  /** This double's own copy, so a test may change a product's stock. */
  private readonly catalog = CATALOG.map((product) => ({ ...product }));
  /** Run once before the next answer to the call, e.g. to sell stock between the gateway's read and its add. */
  private readonly beforeNext = new Map<string, () => void>();
  private readonly customer = {
    id: 42,
    status: 'approved',
    name: 'Rosa Diaz',
    company_name: 'Corner Smoke LLC',
    email: SPEC_CUSTOMER.email,
    phone: '7325550142',
    username: null as string | null,
    password: null as string | null,
  };
  private billing: Address = { address: '1 Main St', city: 'Newark', state_id: 31, pincode: '07102' };
  private shipping: (Address & { id: number })[] = [
    { id: 7, address: '9 Dock Rd', city: 'Hoboken', state_id: 31, pincode: '07030' },
  ];
  private readonly sessions = new Set<string>();
  private cart: { id: number; item_id: number; quantity: number }[] = [];
  private nextLineId = 1;
  private readonly wishlist = new Map<number, string>();
  private readonly orders: Record<string, unknown>[] = [];
  readonly contactMessages: Record<string, string>[] = [];

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

  /** What the distributor's staff do in their own system: the product's stock becomes `stock`. */
  setStock(productId: number, stock: number): void {
    this.catalog.find((product) => product.id === productId)!.stock = stock;
  }

  /** Runs `change` just before the double answers the next `route` (`GET add-to-cart`). */
  beforeNextCall(route: string, change: () => void): void {
    this.beforeNext.set(route, change);
  }

  get apiUrl(): string {
    return `${this.origin}/api`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const name = url.pathname.replace(/^\/api\/customer\//, '');
    this.calls.push(`${req.method ?? 'GET'} ${name}`);
    const fields = await readFields(req);
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const loggedIn = token !== undefined && this.sessions.has(token);
    const reply = this.answer(req.method ?? 'GET', name, url.searchParams, fields, loggedIn, token);
    res.statusCode = reply.status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reply.body));
  }

  private answer(
    method: string,
    name: string,
    query: URLSearchParams,
    fields: Record<string, string>,
    loggedIn: boolean,
    token: string | undefined,
  ): Reply {
    const route = `${method} ${name}`;
    const change = this.beforeNext.get(route);
    this.beforeNext.delete(route);
    change?.();
    const item = /^GET items\/(\d+)$/.exec(route);
    if (item) {
      const found = this.catalog.find((candidate) => candidate.id === Number(item[1]));
      return found
        ? data(this.detail(found, loggedIn))
        : { status: 404, body: { message: M.productNotFound } };
    }
    switch (route) {
      case 'POST verify-link':
        return fields.email_token === SPEC_CUSTOMER.linkToken && this.customer.username === null
          ? { status: 200, body: { id: this.customer.id } }
          : refuse(M.linkExpired);
      case 'POST register-customer':
        if (fields.email_token !== SPEC_CUSTOMER.linkToken || this.customer.username !== null)
          return refuse(M.linkExpired);
        if (fields.username === SPEC_CUSTOMER.takenUsername) return refuse(M.usernameTaken);
        this.customer.username = fields.username ?? null;
        this.customer.password = fields.password ?? null;
        return said(M.accountCreatedOk);
      case 'POST login': {
        const known = fields.email === this.customer.email && fields.password === this.customer.password;
        if (!known || this.customer.password === null) return refuse(M.badCredentials);
        const issued = `spec-token-${this.sessions.size + 1}-0123456789abcdefghijklmnopqrstuvwxyz`;
        this.sessions.add(issued);
        return { status: 200, body: { token: issued, message: M.loginOk } };
      }
      case 'GET categories':
        return data(CATEGORIES);
      case 'GET single-category': {
        const main = CATEGORIES.find((category) => category.slug === query.get('category'));
        if (!main) return { status: 404, body: { message: 'Category not found.' } };
        return data({
          main_category: main,
          subcategory: CATEGORIES.filter((category) => category.parent_id === main.id),
        });
      }
      case 'GET items':
        return data(this.listing(query, loggedIn, this.filtered(query, loggedIn)));
      case 'GET recent-viewed-items': {
        const except = Number(query.get('except_id') ?? 0);
        const ids = (query.get('ids') ?? '').split(',').map(Number);
        return data(
          ids
            .filter((id) => id !== except)
            .flatMap((id) => this.catalog.filter((candidate) => candidate.id === id))
            .map((product) => this.listed(product, loggedIn)),
        );
      }
      case 'GET search-items': {
        const words = (query.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const found = this.catalog.filter((candidate) =>
          words.every((word) => candidate.item_name.toLowerCase().includes(word)),
        );
        return data(this.listing(query, loggedIn, found, 10));
      }
    }
    if (!loggedIn) return route === 'POST send-contact-message' ? this.contact(fields) : UNAUTHENTICATED;
    switch (route) {
      case 'GET account-details':
        return data({
          name: this.customer.name,
          company_name: this.customer.company_name,
          email: this.customer.email,
          phone: this.customer.phone,
        });
      case 'GET cart-customer':
        return data({
          status: this.customer.status,
          name: this.customer.name,
          company_name: this.customer.company_name,
          ...this.billing,
          phone: this.customer.phone,
          email: this.customer.email,
          addresses: this.shipping,
          cart_items: this.cartLines(),
        });
      case 'POST save-account-details':
        Object.assign(this.customer, {
          name: fields.name,
          company_name: fields.company_name,
          email: fields.email,
          phone: fields.phone,
        });
        return said(M.detailsUpdatedOk);
      case 'GET addresses':
        return data({ ...this.billing, state: { state: 'New Jersey' }, addresses: this.shipping });
      case 'POST update-billing-address':
        this.billing = addressOf(fields);
        return said(M.billingUpdatedOk);
      case 'POST update-shipping-address': {
        const id = Number(fields.id);
        this.shipping = this.shipping.map((address) =>
          address.id === id ? { id, ...addressOf(fields) } : address,
        );
        return said(M.shippingUpdatedOk);
      }
      case 'POST add-wishlist': {
        const id = Number(fields.item_id);
        if (this.wishlist.delete(id)) return said(M.wishlistRemoved);
        this.wishlist.set(id, new Date().toISOString());
        return said(M.wishlistAdded);
      }
      case 'POST wishlist-list':
        return data(
          [...this.wishlist].map(([id, added]) => ({
            id: 100 + id,
            item_id: id,
            added_at: added,
            item: {
              ...this.listed(
                this.catalog.find((candidate) => candidate.id === id)!,
                true,
              ),
              wishlist: 1,
            },
          })),
        );
      case 'POST remove-wishlist': {
        if (fields.id === 'all') this.wishlist.clear();
        else for (const id of (fields.id ?? '').split(',')) this.wishlist.delete(Number(id));
        return said(M.wishlistClearedOk);
      }
      case 'GET add-to-cart': {
        const product = this.catalog.find((candidate) => candidate.id === Number(query.get('item_id')));
        const quantity = Number(query.get('quantity') ?? 1);
        const line = this.cart.find((candidate) => candidate.item_id === product?.id);
        const most = Math.min(product?.stock ?? 0, product?.purchase_limit ?? Infinity);
        if (!product || (line?.quantity ?? 0) + quantity > most) return refuse(M.outOfStock);
        if (line) line.quantity += quantity;
        else this.cart.push({ id: this.nextLineId++, item_id: product.id, quantity });
        return said(M.addedToCartOk);
      }
      case 'GET cart-items':
        return data(this.cartLines());
      case 'GET cart-items-qty':
        return data(this.cart.reduce((sum, line) => sum + line.quantity, 0));
      case 'GET increase-decrease-cart-item-qty': {
        const line = this.cart.find((candidate) => candidate.id === Number(query.get('cart_id')));
        if (!line) return { status: 404, body: { message: M.cartLineNotFound } };
        const product = this.catalog.find((candidate) => candidate.id === line.item_id)!;
        if (query.get('increase') !== 'false') {
          if (line.quantity + 1 > Math.min(product.stock, product.purchase_limit ?? Infinity))
            return refuse(M.outOfStock);
          line.quantity += 1;
        } else if (line.quantity === 1) this.cart = this.cart.filter((candidate) => candidate !== line);
        else line.quantity -= 1;
        return data(this.cartLines());
      }
      case 'GET remove-item-from-cart': {
        const which = query.get('item_id');
        this.cart = which === 'all' ? [] : this.cart.filter((line) => String(line.id) !== which);
        return data(this.cartLines());
      }
      case 'POST create-order':
        return this.createOrder(fields);
      case 'GET retrive-orders':
        return data(this.orders);
      case 'POST send-contact-message':
        return this.contact(fields);
      case 'GET logout':
        this.sessions.delete(token!);
        return said(M.loggedOut);
    }
    return { status: 404, body: { message: `No route for ${route}` } };
  }

  /** The spec's product in listings: `image` is a file name; price only for a customer. */
  private listed(product: CatalogItem, loggedIn: boolean) {
    const category = CATEGORIES.find((candidate) => candidate.id === product.categoryId)!;
    return {
      id: product.id,
      item_name: product.item_name,
      item_code: `IC-${product.id}`,
      custom_barcode: `00${product.id}`,
      sku: `SKU-${product.id}`,
      ...(loggedIn ? { sales_price: formatCents(product.priceCents) } : {}),
      stock: product.stock,
      purchase_limit: product.purchase_limit,
      image: `${product.id}.png`,
      category: { slug: category.slug, category_name: category.category_name },
      category_id: category.id,
      brand: { brand_name: product.brandName },
      wishlist: loggedIn && this.wishlist.has(product.id) ? 1 : 0,
    };
  }

  private detail(product: CatalogItem, loggedIn: boolean) {
    return { ...this.listed(product, loggedIn), images: [`${product.id}.png`, `${product.id}-side.png`] };
  }

  private filtered(query: URLSearchParams, loggedIn: boolean): CatalogItem[] {
    const slugs = (query.get('category') ?? '').split(',').filter(Boolean);
    const categoryIds = new Set(
      CATEGORIES.filter(
        (category) =>
          slugs.includes(category.slug) ||
          slugs.includes(CATEGORIES.find((parent) => parent.id === category.parent_id)?.slug ?? ''),
      ).map((category) => category.id),
    );
    const brands = (query.get('brands') ?? '').split(',').filter(Boolean).map(Number);
    const min = loggedIn ? parseCents(query.get('min_price') ?? '') : null;
    const max = loggedIn ? parseCents(query.get('max_price') ?? '') : null;
    return this.catalog.filter(
      (product) =>
        (slugs.length === 0 || categoryIds.has(product.categoryId)) &&
        (brands.length === 0 || brands.includes(BRAND_IDS[product.brandName]!)) &&
        (min === null || product.priceCents >= min) &&
        (max === null || product.priceCents <= max),
    );
  }

  /** Laravel's paginator, in the spec's order: price sorts only for a customer. */
  private listing(query: URLSearchParams, loggedIn: boolean, found: CatalogItem[], defaultPerPage = 12) {
    const sorted = [...found].sort((a, b) => a.item_name.localeCompare(b.item_name));
    if (loggedIn && query.get('low_to_high') === '1') sorted.sort((a, b) => a.priceCents - b.priceCents);
    if (loggedIn && query.get('high_to_low') === '1') sorted.sort((a, b) => b.priceCents - a.priceCents);
    const perPage = Number(query.get('per_page') ?? defaultPerPage);
    const page = Number(query.get('page') ?? 1);
    const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
    const items = sorted.slice((page - 1) * perPage, page * perPage);
    const pageUrl = (n: number) => `${this.origin}/api/customer/items?page=${n}`;
    return {
      current_page: page,
      data: items.map((product) => this.listed(product, loggedIn)),
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

  /** The spec's cart line: item with name, price, stock and purchase limit; tax as {tax_per_unit}. */
  private cartLines() {
    return this.cart.map((line) => {
      const product = this.catalog.find((candidate) => candidate.id === line.item_id)!;
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

  /** The spec's order request; the double, like a careful host, prices it from its own catalog. */
  private createOrder(fields: Record<string, string>): Reply {
    if (this.customer.status !== 'approved') return refuse(M.onlyApproved);
    if (this.cart.length === 0) return refuse(M.cartEmpty);
    const priced = this.cart.map((line) => {
      const product = this.catalog.find((candidate) => candidate.id === line.item_id)!;
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
    const billing = JSON.parse(fields.billing_address ?? '{}') as Record<string, unknown>;
    const shipping = JSON.parse(fields.shipping_address ?? 'null') as Record<string, unknown> | null;
    this.orders.unshift({
      id: 500 + this.orders.length + 1,
      created_at: new Date().toISOString(),
      order_status: 'pending',
      subtotal: formatCents(subtotal),
      tax: formatCents(tax),
      total: formatCents(subtotal + tax),
      phone: billing.phone,
      email: billing.email,
      billing_address: billing,
      shipping_address: shipping,
      line_items: priced.map(({ line, product, subtotal: lineSubtotal }) => ({
        item_id: product.id,
        item: { item_name: product.item_name, image: { url: `/storage/products/${product.id}.png` } },
        quantity: line.quantity,
        subtotal: formatCents(lineSubtotal),
        fulfillment_status: null,
      })),
    });
    this.cart = [];
    return said(M.orderCreatedOk);
  }

  private contact(fields: Record<string, string>): Reply {
    this.contactMessages.push(fields);
    return said(M.messageSentOk);
  }
}

function addressOf(fields: Record<string, string>): Address {
  return {
    address: fields.address ?? '',
    city: fields.city ?? '',
    state_id: Number(fields.state_id),
    pincode: fields.pincode ?? '',
  };
}

/** JSON, form or multipart fields as text; objects (an order's addresses) as JSON text. */
async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  return Object.fromEntries(
    [...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
  );
}
