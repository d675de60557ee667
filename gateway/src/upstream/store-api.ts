import { FormData } from 'undici';
import { z } from 'zod';
import { GraphQLError } from 'graphql';
import { formatCents, messages as M } from '@storefront/contract';
import type { CatalogCache } from './cache.js';
import { UpstreamFailure, type QueryValue, type UpstreamClient } from './client.js';
import { gatewayError, toGraphQLError, type ErrorScope } from './errors.js';
import { RequestMemo } from './memo.js';
import {
  RestAddressBookSchema,
  RestAddressSchema,
  RestBrandSchema,
  RestCartCustomerSchema,
  RestCartSchema,
  RestCategoryByBrandSchema,
  RestCategoryTreeSchema,
  RestCertificateRenewalSchema,
  RestCodeMatchSchema,
  RestCodeSuggestionSchema,
  RestCountrySchema,
  RestCustomerSchema,
  RestEmptySchema,
  RestFooterImageSchema,
  RestHomeImageSchema,
  RestHomeItemsSchema,
  RestItemsByCategorySchema,
  RestLoginSchema,
  RestLogoSchema,
  RestMembershipCategorySchema,
  RestOrderPageSchema,
  RestOrderSchema,
  type RestCart,
  type RestCustomer,
  type RestOrder,
  type RestPage,
  type RestProduct,
  RestProductPageSchema,
  RestBuyAgainSchema,
  RestProductSchema,
  RestRegisterSchema,
  RestSingleCategorySchema,
  RestSliderSchema,
  RestStateNamesSchema,
  RestStateSchema,
  RestVerifyLinkSchema,
  RestWishlistEntrySchema,
  RestWishlistToggleAnswerSchema,
  RestWishlistToggleSchema,
  RestWrittenCartSchema,
} from './types.js';

export interface StoreApiScope extends ErrorScope {
  /** The caller's store-api token, when logged in. */
  token: string | undefined;
  /** The address the caller connected from (the socket's, not a header the caller could set). */
  clientIp?: string | undefined;
}

export interface Answer<T> {
  data: T;
  /** The success message of the contract ('Item Added To Cart Successfully.'), when it has one. */
  message: string | undefined;
}

export interface ProductFilter {
  categorySlugs?: readonly string[] | null | undefined;
  brandIds?: readonly (string | number)[] | null | undefined;
  minPriceCents?: number | null | undefined;
  maxPriceCents?: number | null | undefined;
  sort?: 'DEFAULT' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}

export interface RegisterFields {
  name_prefix?: string | undefined;
  name: string;
  email: string;
  password: string;
  company_name: string;
  address: string;
  city: string;
  country_id: string;
  state_id: string;
  pincode: string;
  phone: string;
  mobile?: string | undefined;
  tax_id?: string | undefined;
  tax_expiry_date?: string | undefined;
  tob_license_no: string;
  tob_expiry_date?: string | undefined;
  dba?: string | undefined;
  cc_tax_id: string;
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

export interface AddressFields {
  id?: string | number | undefined;
  name?: string | null | undefined;
  company_name?: string | null | undefined;
  address: string;
  city: string;
  state_id: string | number;
  pincode: string;
  phone?: string | null | undefined;
}

export interface OrderAddressFields {
  name: string;
  company_name?: string | null | undefined;
  address: string;
  city: string;
  state_id: string | number;
  pincode: string;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/** What the gateway sends of an order; the items and amounts of the spec's order request come from the cart. */
export interface CreateOrderFields {
  billing_address: OrderAddressFields;
  shipping_address: OrderAddressFields | null;
  hasShippingAddress: boolean;
  note: string | null;
  payment_method: string;
}

/** `GET item-by-slug` is ours: a REST host without it (the distributor's) answers 404 with other words. */
export const NO_SLUG_ROUTE = Symbol('the REST host has no item-by-slug');

/**
 * Schemas are built once: zod compiles each schema on first use, so one built per call would be compiled
 * per call (a measurable share of the gateway's CPU under load).
 */
function memoized<T extends z.ZodType, R>(build: (schema: T) => R): (schema: T) => R {
  const cache = new WeakMap<T, R>();
  return (schema) => {
    let built = cache.get(schema);
    if (built === undefined) {
      built = build(schema);
      cache.set(schema, built);
    }
    return built;
  };
}

const listOf = memoized(<T extends z.ZodType>(item: T) => z.array(item));
const nullableOf = memoized(<T extends z.ZodType>(schema: T) => schema.nullable());
const envelope = memoized(<T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() }),
);
/** Calls the spec reads at the top of the body (`data.token`, `data.id`): the body is the payload. */
const bare = memoized(<T extends z.ZodType>(body: T) =>
  z.intersection(body, z.object({ message: z.string().optional() })).transform((value) => ({
    data: value as z.output<T>,
    message: (value as { message?: string }).message,
  })),
);
/** Some legacy calls answer a plain value instead of `{data}`; both are accepted. */
const plainOrEnvelope = memoized(<T extends z.ZodType>(data: T) =>
  z.union([envelope(data), data.transform((value) => ({ data: value, message: undefined }))]),
);

const CartQuantitySchema = z.coerce.number().int();
const CART_ROUTE = 'cart-items';
/** How far an order is looked for in retrive-orders on a host without `orders/{id}`: the newest 500. */
const ORDER_SEARCH_PAGE_SIZE = 50;
const ORDER_SEARCH_PAGES = 10;
const PUBLIC = { public: true } as const;
const MEMO = { memo: true } as const;
const q = (value: readonly (string | number)[] | null | undefined): string | undefined =>
  value && value.length > 0 ? value.join(',') : undefined;

/**
 * One method per REST call of docs/rest-api.md. A StoreApi lives for one GraphQL request: it carries the
 * caller's token and request id, parses every answer with zod, and turns every failure into a client-safe
 * GraphQLError through errors.ts. Calls marked public never send the token and may be shared through the
 * catalog cache; everything else is per caller and never cached.
 */
export class StoreApi {
  private token: string | undefined;
  // Reads of one request that several fields need (the address book, the cart); any write empties it.
  private readonly memo = new RequestMemo();

  constructor(
    private readonly client: UpstreamClient,
    private readonly cache: CatalogCache,
    private readonly scope: StoreApiScope,
  ) {
    this.token = scope.token;
  }

  get isLoggedIn(): boolean {
    return this.token !== undefined;
  }

  get currentToken(): string | undefined {
    return this.token;
  }

  /** The token the rest of this request uses: set by login, removed by logout. */
  useToken(token: string | undefined): void {
    this.token = token;
    this.memo.clear();
  }

  // --- session and account ---

  /** Login answers only the token (the spec's `data.token`); the customer is then read with it. */
  async login(email: string, password: string): Promise<Answer<{ token: string; customer: RestCustomer }>> {
    const { data, message } = await this.post('login', '/customer/login', RestLoginSchema, {
      json: { email, password },
      anonymous: true,
      bare: true,
    });
    this.useToken(data.token);
    return { data: { token: data.token, customer: await this.accountDetails() }, message };
  }

  register(
    fields: RegisterFields,
    files: { tax_certificate?: UploadedFile; tob_certificate?: UploadedFile },
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    for (const [key, file] of Object.entries(files)) {
      if (file) appendFile(form, key, file);
    }
    return this.post('register', '/customer/register', RestRegisterSchema, { form, anonymous: true });
  }

  verifyLink(emailToken: string) {
    return this.post('verify-link', '/customer/verify-link', RestVerifyLinkSchema, {
      json: { email_token: emailToken },
      anonymous: true,
      bare: true,
    });
  }

  registerCustomer(fields: {
    username: string;
    password: string;
    confirmPassword: string;
    id: string | number;
    email_token: string;
  }) {
    return this.post('register-customer', '/customer/register-customer', RestEmptySchema, {
      json: fields,
      anonymous: true,
    });
  }

  lostPassword(email: string) {
    return this.post('lost-password', '/customer/lost-password', RestEmptySchema, {
      json: { email },
      anonymous: true,
    });
  }

  resetPassword(fields: { email: string; token: string; password: string; password_confirmation: string }) {
    return this.post('reset-password', '/customer/reset-password', RestEmptySchema, {
      json: fields,
      anonymous: true,
    });
  }

  logout() {
    return this.getAnswer('logout', '/customer/logout', RestEmptySchema, { write: true });
  }

  /**
   * The caller's account. The spec's account-details names only name, company, e-mail and phone; what it leaves
   * out (the status that decides who may order, the billing address) is read from cart-customer.
   */
  accountDetails(): Promise<RestCustomer> {
    return this.memo.remember('account-details', async () => {
      const details = await this.get('account-details', '/customer/account-details', RestCustomerSchema);
      if (details.status !== null) return details;
      return filledFrom(details, await this.cartCustomer());
    });
  }

  /** The spec's answer is only a message: the saved account is then read back. */
  async saveAccountDetails(fields: {
    name: string;
    company_name: string;
    email: string;
    phone: string;
    password_current?: string | undefined;
    new_password?: string | undefined;
    new_password_confirmation?: string | undefined;
  }): Promise<Answer<RestCustomer>> {
    const { data, message } = await this.post(
      'save-account-details',
      '/customer/save-account-details',
      RestCustomerSchema.optional(),
      { json: fields },
    );
    return { data: data ?? (await this.accountDetails()), message };
  }

  addresses() {
    return this.get('addresses', '/customer/addresses', RestAddressBookSchema, MEMO);
  }

  /**
   * The caller's renewed certificates waiting for review (store-api's own route, not in the spec): none from a REST
   * host without it.
   */
  async certificateRenewals() {
    const renewals = await this.optional(() =>
      this.get(
        'certificate-renewals',
        '/customer/certificate-renewals',
        listOf(RestCertificateRenewalSchema),
        MEMO,
      ),
    );
    return renewals ?? [];
  }

  /** Uploads a renewed certificate; answers the renewals waiting for review, the new one among them. */
  uploadCertificateRenewal(
    fields: { kind: 'tobacco' | 'tax'; expires_on: string },
    certificate?: UploadedFile,
  ) {
    const form = new FormData();
    form.append('kind', fields.kind);
    form.append('expires_on', fields.expires_on);
    if (certificate) appendFile(form, 'certificate', certificate);
    return this.extra(() =>
      this.post(
        'upload-certificate-renewal',
        '/customer/certificate-renewals',
        listOf(RestCertificateRenewalSchema),
        { form },
      ),
    );
  }

  updateBillingAddress(fields: AddressFields) {
    return this.post(
      'update-billing-address',
      '/customer/update-billing-address',
      RestAddressSchema.optional(),
      {
        json: compact(fields),
      },
    );
  }

  updateShippingAddress(fields: AddressFields) {
    return this.post(
      'update-shipping-address',
      '/customer/update-shipping-address',
      RestAddressSchema.optional(),
      {
        json: compact(fields),
      },
    );
  }

  cartCustomer() {
    return this.get('cart-customer', '/customer/cart-customer', RestCartCustomerSchema);
  }

  // --- reference data (public, cached) ---

  countries() {
    return this.get('country', '/customer/country', listOf(RestCountrySchema), { ...PUBLIC, plain: true });
  }

  states() {
    return this.get('states', '/customer/states', listOf(RestStateSchema), { ...PUBLIC, plain: true });
  }

  statesOfCountry(countryId: string | number) {
    return this.get('posstates', '/customer/posstates', listOf(RestStateSchema), {
      ...PUBLIC,
      plain: true,
      query: { id: countryId },
    });
  }

  /** Names of states by id; per-request batching happens in the DataLoader that calls this. */
  stateNames(ids: readonly (string | number)[]) {
    return this.get('states-by-ids', '/customer/states-by-ids', RestStateNamesSchema, {
      query: { ids: ids.join(',') },
      anonymous: true,
    });
  }

  membershipCategories() {
    return this.get(
      'pos-customer-category',
      '/customer/pos-customer-category',
      listOf(RestMembershipCategorySchema),
      {
        ...PUBLIC,
        plain: true,
      },
    );
  }

  // --- catalog without prices (public, cached) ---

  categories(limit?: number) {
    return this.get('categories', '/customer/categories', RestCategoryTreeSchema, {
      ...PUBLIC,
      query: { limit: limit ?? 'all' },
    });
  }

  singleCategory(slug: string) {
    return this.get('single-category', '/customer/single-category', RestSingleCategorySchema, {
      ...PUBLIC,
      query: { category: slug },
    });
  }

  categoryByBrand(brandId: string | number) {
    return this.get('category-by-brand', '/customer/category-by-brand', RestCategoryByBrandSchema, {
      ...PUBLIC,
      query: { brand_id: brandId },
    });
  }

  brands(categorySlugs?: readonly string[] | null) {
    return this.get('brands', '/customer/brands', listOf(RestBrandSchema), {
      ...PUBLIC,
      query: { category: q(categorySlugs) },
    });
  }

  sliders() {
    return this.get('sliders', '/customer/sliders', listOf(RestSliderSchema), PUBLIC);
  }

  homePageImage() {
    return this.get('home-page-image', '/customer/home-page-image', RestHomeImageSchema, PUBLIC);
  }

  footerImage() {
    return this.get('footer-image', '/customer/footer-image', nullableOf(RestFooterImageSchema), PUBLIC);
  }

  logos() {
    return this.get('get-logo', '/customer/get-logo', listOf(RestLogoSchema), PUBLIC);
  }

  /** The number of products in the catalog (the header's total): the same for every caller, so shared. */
  productCount(): Promise<number> {
    return this.cache.remember('product-count', async () => {
      const page = await this.call('items', 'GET', '/customer/items', RestProductPageSchema, {
        query: { per_page: 1, page: 1 },
        anonymous: true,
      });
      return page.data.total;
    });
  }

  // --- products (prices and wishlist flags for a logged-in caller: never cached) ---

  items(filter: ProductFilter) {
    return this.get('items', '/customer/items', RestProductPageSchema, {
      query: {
        category: q(filter.categorySlugs),
        brands: q(filter.brandIds),
        per_page: filter.perPage,
        page: filter.page,
        min_price: centsQuery(filter.minPriceCents),
        max_price: centsQuery(filter.maxPriceCents),
        ...sortQuery(filter.sort),
      },
    });
  }

  searchItems(query: string, sort: ProductFilter['sort'], page?: number | null, perPage?: number | null) {
    return this.get('search-items', '/customer/search-items', RestProductPageSchema, {
      query: { query, page, per_page: perPage, ...sortQuery(sort) },
    });
  }

  item(id: string | number) {
    return this.get('items/:id', `/customer/items/${encodeURIComponent(String(id))}`, RestProductSchema);
  }

  /**
   * Our addition: the product of a slug, null when there is none, NO_SLUG_ROUTE when the REST host lacks the
   * call (a 404 without store-api's 'Product not found.').
   */
  async itemBySlug(slug: string): Promise<RestProduct | null | typeof NO_SLUG_ROUTE> {
    try {
      return await this.get('item-by-slug', '/customer/item-by-slug', RestProductSchema, {
        query: { slug },
        raw404: true,
      });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      const said = (error.body as { message?: unknown } | undefined)?.message;
      if (error.kind === 'http' && error.status === 404)
        return said === M.productNotFound ? null : NO_SLUG_ROUTE;
      throw toGraphQLError(error, this.scope);
    }
  }

  relatedItems(categoryId: string | number, exceptItem: string | number) {
    return this.get('related-items', '/customer/related-items', listOf(RestProductSchema), {
      query: { category_id: categoryId, except_item: exceptItem },
    });
  }

  recentViewedItems(ids: readonly (string | number)[], exceptId?: string | number | null) {
    return this.get('recent-viewed-items', '/customer/recent-viewed-items', listOf(RestProductSchema), {
      query: { ids: ids.join(','), except_id: exceptId },
    });
  }

  /** Our addition (quick order): the product id each SKU, item code or barcode names, null for none. */
  itemsByCode(codes: readonly string[]) {
    return this.extra(() =>
      this.get('items-by-code', '/customer/items-by-code', listOf(RestCodeMatchSchema), {
        query: { codes: codes.join(',') },
      }),
    );
  }

  /** Our addition (quick order): products a code being typed may name, without prices. */
  codeSuggestions(typed: string) {
    return this.extra(() =>
      this.get('code-suggestions', '/customer/code-suggestions', listOf(RestCodeSuggestionSchema), {
        query: { q: typed },
      }),
    );
  }

  homePageItems() {
    return this.get('home-page-items', '/customer/home-page-items', RestHomeItemsSchema, MEMO);
  }

  itemsByCategory() {
    return this.get('getitemByCat', '/customer/getitemByCat', RestItemsByCategorySchema);
  }

  promotedItems() {
    return this.get('promoted-items', '/customer/promoted-items', listOf(RestProductSchema));
  }

  frequentlyOrderedItems() {
    return this.get(
      'frequently-order-items',
      '/customer/frequently-order-items',
      listOf(RestBuyAgainSchema),
      MEMO,
    );
  }

  // --- wishlist ---

  /** The spec's toggle answers only a message (`data.message`): where the new flag is left out, the list tells. */
  async toggleWishlist(itemId: string | number) {
    const form = new FormData();
    form.append('item_id', String(itemId));
    const { data, message } = await this.post(
      'add-wishlist',
      '/customer/add-wishlist',
      RestWishlistToggleAnswerSchema,
      { form },
    );
    if (data) return { data, message };
    const listed = (await this.wishlist()).some((entry) => entry.item_id === Number(itemId));
    return { data: { item_id: Number(itemId), wishlist: listed }, message };
  }

  async wishlist() {
    const answer = await this.post(
      'wishlist-list',
      '/customer/wishlist-list',
      listOf(RestWishlistEntrySchema),
      {
        json: {},
        read: true,
        memo: true,
      },
    );
    return answer.data;
  }

  /**
   * Adds without toggling (store-api's add-wishlist-item, not in the spec): safe to repeat. Undefined from a REST
   * host without that call, so the caller can use the spec's toggle instead.
   */
  addWishlistItem(itemId: number) {
    return this.optional(() =>
      this.post('add-wishlist-item', '/customer/add-wishlist-item', RestWishlistToggleSchema, {
        json: { item_id: itemId },
      }),
    );
  }

  removeFromWishlist(itemIds: readonly (string | number)[] | 'all') {
    return this.post('remove-wishlist', '/customer/remove-wishlist', RestEmptySchema, {
      json: { id: itemIds === 'all' ? 'all' : itemIds.join(',') },
    });
  }

  // --- cart ---

  // The spec's cart writes answer a toast or an "updated cart" it does not describe: the cart is read afterwards.

  addToCart(itemId: string | number, quantity: number) {
    return this.cartAfter(this.addToCartOnly(itemId, quantity), { added: true });
  }

  /** add-to-cart without reading the cart back: several adds in a row read it once, after the last. */
  addToCartOnly(itemId: string | number, quantity: number) {
    return this.getAnswer('add-to-cart', '/customer/add-to-cart', RestEmptySchema, {
      write: true,
      query: { item_id: itemId, quantity },
    });
  }

  addSelectedToCart(itemIds: readonly (string | number)[], quantity: number) {
    return this.cartAfter(
      this.getAnswer('add-selected-to-cart', '/customer/add-selected-to-cart', RestEmptySchema, {
        write: true,
        query: { item_ids: itemIds.join(','), quantity },
      }),
      { added: true },
    );
  }

  cart() {
    return this.get(CART_ROUTE, '/customer/cart-items', RestCartSchema, MEMO);
  }

  cartQuantity() {
    return this.get('cart-items-qty', '/customer/cart-items-qty', CartQuantitySchema);
  }

  changeCartLineQuantity(cartLineId: string | number, increase: boolean) {
    return this.cartAfter(
      this.getAnswer(
        'increase-decrease-cart-item-qty',
        '/customer/increase-decrease-cart-item-qty',
        RestEmptySchema,
        {
          write: true,
          query: { cart_id: cartLineId, increase: increase ? 'true' : 'false' },
        },
      ),
    );
  }

  /**
   * Sets a line's quantity (store-api's set-cart-item-qty, not in the spec): safe to repeat. Undefined from a
   * REST host without that call, so the caller can use the spec's calls instead.
   */
  setCartLineQuantity(cartLineId: number, quantity: number) {
    return this.optional(() =>
      this.cartAfter(
        this.post('set-cart-item-qty', '/customer/set-cart-item-qty', RestEmptySchema, {
          json: { cart_id: cartLineId, quantity },
        }),
      ),
    );
  }

  removeCartLine(cartLineId: number | 'all') {
    return this.cartAfter(
      this.getAnswer('remove-item-from-cart', '/customer/remove-item-from-cart', RestEmptySchema, {
        write: true,
        query: { item_id: cartLineId },
      }),
    );
  }

  /**
   * The cart after a write: the write's own answer when it is the cart (store-api answers every cart write with
   * it), else the cart read again. An empty cart after an add cannot be the cart: it is read again too.
   */
  private async cartAfter(
    write: Promise<Answer<unknown>>,
    { added = false }: { added?: boolean } = {},
  ): Promise<Answer<RestCart>> {
    const { data, message } = await write;
    const written = data === undefined ? undefined : RestWrittenCartSchema.safeParse(data);
    if (written?.success && !(added && written.data.lines.length === 0)) {
      this.memo.set(CART_ROUTE, { data: written.data, message: undefined } satisfies Answer<RestCart>);
      return { data: written.data, message };
    }
    return { data: await this.cart(), message };
  }

  // --- orders ---

  /**
   * The spec's order request: the addresses and note the buyer chose, with the items and amounts of the
   * server-side cart (a REST host that trusted them would still see only the cart's prices; store-api ignores
   * them and prices the order itself). The spec's answer is only a message: the order is then the newest one.
   */
  async createOrder(fields: CreateOrderFields, idempotencyKey: string): Promise<Answer<RestOrder>> {
    const cart = await this.cart();
    const { data, message } = await this.post(
      'create-order',
      '/customer/create-order',
      RestOrderSchema.optional(),
      {
        json: {
          ...fields,
          items: cart.lines.map((line) => ({
            item_name: line.item.item_name,
            item_id: line.item_id,
            quantity: line.quantity,
            item_price: centsQuery(line.item.sales_price),
            subtotal: centsQuery(line.subtotal),
            tax: centsQuery(line.tax),
          })),
          subtotal: centsQuery(cart.subtotal),
          tax: centsQuery(cart.tax),
          total: centsQuery(cart.total),
        },
        headers: { 'idempotency-key': idempotencyKey },
      },
    );
    if (data) return { data, message };
    const [newest] = (await this.orders(1, 1)).data;
    if (!newest) throw toGraphQLError(new UpstreamFailure('invalid', 'create-order', 200), this.scope);
    return { data: newest, message };
  }

  /** A page of orders, newest first; a host that answers the spec's plain list is paged here. */
  async orders(page?: number | null, perPage?: number | null): Promise<RestPage<RestOrder>> {
    const answer = await this.get(
      'retrive-orders',
      '/customer/retrive-orders',
      z.union([RestOrderPageSchema, z.array(RestOrderSchema)]),
      { query: { page, per_page: perPage } },
    );
    if (!Array.isArray(answer)) return answer;
    const size = perPage ?? 10;
    const current = page ?? 1;
    return {
      current_page: current,
      data: answer.slice((current - 1) * size, current * size),
      last_page: Math.max(1, Math.ceil(answer.length / size)),
      per_page: size,
      total: answer.length,
    };
  }

  /**
   * One of the caller's orders: store-api's `orders/{id}`, or, from a host without that call (the spec reads orders
   * only through retrive-orders), the order of that id in the caller's list; null when the list has none.
   */
  async order(id: number): Promise<RestOrder | null> {
    const own = await this.optional(() => this.get('orders/:id', `/customer/orders/${id}`, RestOrderSchema));
    if (own !== undefined) return own;
    for (let page = 1; page <= ORDER_SEARCH_PAGES; page += 1) {
      const orders = await this.orders(page, ORDER_SEARCH_PAGE_SIZE);
      const found = orders.data.find((order) => order.id === id);
      if (found) return found;
      // A host that ignores the page parameters answers its one list every time.
      if (orders.current_page !== page || page >= orders.last_page) break;
    }
    return null;
  }

  // --- contact ---

  sendContactMessage(fields: { name: string; email: string; subject: string; message?: string | null }) {
    return this.post('send-contact-message', '/customer/send-contact-message', RestEmptySchema, {
      json: compact(fields),
      anonymous: true,
    });
  }

  // --- plumbing ---

  /**
   * A call of ours that the spec's REST API lacks: undefined when the host answers 404 without naming a record
   * (errors.ts keeps only store-api's record messages), which is how a host without the route answers.
   */
  private async optional<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (isMissingRoute(error)) return undefined;
      throw error;
    }
  }

  /**
   * A call of ours with no equivalent among the spec's: a host without it (the distributor's) gets the coded error
   * NOT_OFFERED, which says the store does not offer the feature, instead of a NOT_FOUND that would name no record.
   */
  private async extra<T>(call: () => Promise<T>): Promise<T> {
    const answer = await this.optional(call);
    if (answer === undefined) throw gatewayError('NOT_OFFERED', M.notOffered, this.scope.requestId);
    return answer;
  }

  private async get<S extends z.ZodType>(
    route: string,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.output<S>> {
    const answer = await this.getAnswer(route, path, schema, options);
    return answer.data;
  }

  private getAnswer<S extends z.ZodType>(
    route: string,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<Answer<z.output<S>>> {
    const call = () => this.call(route, 'GET', path, schema, options);
    // Public answers are fetched without the token, so the cached value is the same for everyone.
    if (options.public) return this.cache.remember(`${route}?${JSON.stringify(options.query ?? {})}`, call);
    return options.memo ? this.memo.remember(route, call) : call();
  }

  private post<S extends z.ZodType>(
    route: string,
    path: string,
    schema: S,
    options: CallOptions & {
      json?: unknown;
      form?: FormData;
      headers?: Record<string, string>;
      read?: boolean;
    },
  ): Promise<Answer<z.output<S>>> {
    const call = () => this.call(route, 'POST', path, schema, { ...options, write: !options.read });
    return options.memo ? this.memo.remember(route, call) : call();
  }

  private async call<S extends z.ZodType>(
    route: string,
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    options: CallOptions & { json?: unknown; form?: FormData; headers?: Record<string, string> },
  ): Promise<Answer<z.output<S>>> {
    if (options.write) this.memo.clear();
    const scope = this.scope;
    let response;
    try {
      response = await this.client.send({
        route,
        method,
        write: Boolean(options.write),
        path,
        query: options.query,
        json: options.json,
        form: options.form,
        headers: options.headers,
        token: options.public || options.anonymous ? undefined : this.token,
        requestId: this.scope.requestId,
        clientIp: this.scope.clientIp,
      });
    } catch (error) {
      if (options.raw404 && error instanceof UpstreamFailure && error.status === 404) throw error;
      throw toGraphQLError(error, scope);
    }
    const wrapped = options.bare ? bare(schema) : options.plain ? plainOrEnvelope(schema) : envelope(schema);
    const parsed = wrapped.safeParse(response.body);
    if (!parsed.success) {
      const failure = new UpstreamFailure('invalid', route, response.status, undefined, undefined, {
        cause: new Error(z.prettifyError(parsed.error)),
      });
      throw toGraphQLError(failure, scope);
    }
    return parsed.data as Answer<z.output<S>>;
  }
}

interface CallOptions {
  query?: Record<string, QueryValue>;
  /** Same answer for everyone: sent without the token, and may be cached. */
  public?: boolean;
  /** Sent without the token, never cached (login, register, per-request look-ups). */
  anonymous?: boolean;
  /** The answer may be a plain value instead of `{data}`. */
  plain?: boolean;
  /** The payload is the body itself (the spec's `data.token`, `data.id`), beside an optional message. */
  bare?: boolean;
  /** A 404 is thrown as the UpstreamFailure it is, for the caller to read. */
  raw404?: boolean;
  /** A per-customer read several fields of one request may need: made once per request. */
  memo?: boolean;
  /** The call changes something: per-request reads made before it are forgotten. */
  write?: boolean;
}

/** A 404 that names no record: how a host answers a path it does not have. */
function isMissingRoute(error: unknown): boolean {
  return (
    error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND' && error.message === M.notFound
  );
}

/** A file as a multipart part, with its name and type. */
function appendFile(form: FormData, key: string, file: UploadedFile): void {
  form.append(key, new Blob([file.content], { type: file.mimetype }), file.filename);
}

/** The first record's fields, each filled from the second where the first has none. */
function filledFrom<T extends object>(first: T, second: T): T {
  const filled = { ...first } as Record<string, unknown>;
  for (const [key, value] of Object.entries(second)) filled[key] ??= value;
  return filled as T;
}

/** Optional fields left empty are left out, as a form would. */
function compact<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

function sortQuery(sort: ProductFilter['sort']): Record<string, QueryValue> {
  if (sort === 'PRICE_HIGH_TO_LOW') return { high_to_low: 1 };
  if (sort === 'PRICE_LOW_TO_HIGH') return { low_to_high: 1 };
  return {};
}

function centsQuery(cents: number | null | undefined): string | undefined {
  return cents === undefined || cents === null ? undefined : formatCents(cents);
}
