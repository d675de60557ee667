/**
 * Every route of store-api with the inputs it reads and their kinds: what the REST fuzz generates requests
 * from. rest.fuzz.test.ts checks that this table and src/routes/*.ts declare the same routes.
 */

export type Kind =
  | 'id'
  | 'idList'
  | 'text'
  | 'email'
  | 'phone'
  | 'zip'
  | 'date'
  | 'money'
  | 'flag'
  | 'page'
  | 'slug'
  | 'slugList'
  | 'password'
  | 'token'
  | 'limit'
  | 'path'
  | 'file'
  /** A JSON object (or a JSON string of one) holding an address: the checkout's billing and shipping. */
  | 'billingAddress'
  | 'shippingAddress';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /api/customer unless it starts with /storage or /healthz; `:id` and `*` are filled in. */
  path: string;
  /** required: 401 without a token; optional: answers visitors too (without prices). */
  auth: 'required' | 'optional';
  params?: Record<string, Kind>;
  query?: Record<string, Kind>;
  body?: Record<string, Kind>;
  headers?: Record<string, Kind>;
  /** The route reads multipart bodies with files (register). */
  files?: readonly string[];
  /** What a successful answer is, when not JSON. */
  produces?: 'image';
  /** Ends the session it is called with: the fuzz gives it a token of its own. */
  endsSession?: true;
}

const PAGE = { page: 'page', per_page: 'page' } as const;
const SORT = { high_to_low: 'flag', low_to_high: 'flag' } as const;
const ADDRESS = {
  address: 'text',
  city: 'text',
  state_id: 'id',
  pincode: 'zip',
  name: 'text',
  company_name: 'text',
  phone: 'phone',
} as const;

export const ROUTES: readonly RouteSpec[] = [
  // categories.ts
  { method: 'GET', path: '/categories', auth: 'optional', query: { limit: 'limit' } },
  { method: 'GET', path: '/single-category', auth: 'optional', query: { category: 'slug' } },
  { method: 'GET', path: '/category-by-brand', auth: 'optional', query: { brand_id: 'id' } },
  { method: 'GET', path: '/brands', auth: 'optional', query: { category: 'slugList' } },
  // reference.ts
  { method: 'GET', path: '/country', auth: 'optional' },
  { method: 'GET', path: '/states', auth: 'optional' },
  { method: 'GET', path: '/posstates', auth: 'optional', query: { id: 'id' } },
  { method: 'GET', path: '/states-by-ids', auth: 'optional', query: { ids: 'idList' } },
  { method: 'GET', path: '/pos-customer-category', auth: 'optional' },
  // products.ts
  {
    method: 'GET',
    path: '/items',
    auth: 'optional',
    query: {
      ...PAGE,
      ...SORT,
      category: 'slugList',
      brands: 'idList',
      min_price: 'money',
      max_price: 'money',
    },
  },
  { method: 'GET', path: '/search-items', auth: 'optional', query: { ...PAGE, ...SORT, query: 'text' } },
  { method: 'GET', path: '/items/:id', auth: 'optional', params: { id: 'id' } },
  { method: 'GET', path: '/item-by-slug', auth: 'optional', query: { slug: 'slug' } },
  {
    method: 'GET',
    path: '/related-items',
    auth: 'optional',
    query: { category_id: 'id', except_item: 'id' },
  },
  {
    method: 'GET',
    path: '/recent-viewed-items',
    auth: 'optional',
    query: { ids: 'idList', except_id: 'id' },
  },
  // home.ts
  { method: 'GET', path: '/home-page-items', auth: 'optional' },
  { method: 'GET', path: '/getitemByCat', auth: 'optional' },
  { method: 'GET', path: '/sliders', auth: 'optional' },
  { method: 'GET', path: '/home-page-image', auth: 'optional' },
  { method: 'GET', path: '/footer-image', auth: 'optional' },
  { method: 'GET', path: '/get-logo', auth: 'optional' },
  { method: 'GET', path: '/promoted-items', auth: 'required' },
  { method: 'GET', path: '/frequently-order-items', auth: 'required' },
  // product-codes.ts
  { method: 'GET', path: '/items-by-code', auth: 'required', query: { codes: 'text' } },
  { method: 'GET', path: '/code-suggestions', auth: 'required', query: { q: 'text' } },
  // renewals.ts
  { method: 'GET', path: '/certificate-renewals', auth: 'required' },
  {
    method: 'POST',
    path: '/certificate-renewals',
    auth: 'required',
    body: { kind: 'text', expires_on: 'date' },
    files: ['certificate'],
  },
  // auth.ts
  { method: 'POST', path: '/login', auth: 'optional', body: { email: 'email', password: 'password' } },
  {
    method: 'POST',
    path: '/register',
    auth: 'optional',
    body: {
      name: 'text',
      email: 'email',
      password: 'password',
      company_name: 'text',
      address: 'text',
      city: 'text',
      country_id: 'id',
      state_id: 'id',
      pincode: 'zip',
      phone: 'phone',
      tob_license_no: 'text',
      cc_tax_id: 'id',
      name_prefix: 'text',
      mobile: 'phone',
      tax_id: 'text',
      tax_expiry_date: 'date',
      tob_expiry_date: 'date',
      dba: 'text',
    },
    files: ['tax_certificate', 'tob_certificate'],
  },
  { method: 'POST', path: '/verify-link', auth: 'optional', body: { email_token: 'token' } },
  {
    method: 'POST',
    path: '/register-customer',
    auth: 'optional',
    body: {
      username: 'text',
      password: 'password',
      confirmPassword: 'password',
      id: 'id',
      email_token: 'token',
    },
  },
  { method: 'POST', path: '/lost-password', auth: 'optional', body: { email: 'email' } },
  {
    method: 'POST',
    path: '/reset-password',
    auth: 'optional',
    body: { password: 'password', password_confirmation: 'password', email: 'email', token: 'token' },
  },
  { method: 'GET', path: '/logout', auth: 'required', endsSession: true },
  // account.ts
  { method: 'GET', path: '/account-details', auth: 'required' },
  {
    method: 'POST',
    path: '/save-account-details',
    auth: 'required',
    body: {
      name: 'text',
      email: 'email',
      company_name: 'text',
      phone: 'phone',
      password_current: 'password',
      new_password: 'password',
      new_password_confirmation: 'password',
    },
  },
  { method: 'GET', path: '/addresses', auth: 'required' },
  { method: 'POST', path: '/update-billing-address', auth: 'required', body: ADDRESS },
  { method: 'POST', path: '/update-shipping-address', auth: 'required', body: { ...ADDRESS, id: 'id' } },
  { method: 'GET', path: '/cart-customer', auth: 'required' },
  // wishlist.ts
  { method: 'POST', path: '/add-wishlist', auth: 'required', body: { item_id: 'id' } },
  { method: 'POST', path: '/wishlist-list', auth: 'required' },
  { method: 'POST', path: '/remove-wishlist', auth: 'required', body: { id: 'idList' } },
  { method: 'POST', path: '/add-wishlist-item', auth: 'required', body: { item_id: 'id' } },
  // shopping-lists.ts (`lines` is a list of objects: the fuzz's text and ids are what it must refuse)
  { method: 'GET', path: '/shopping-lists', auth: 'required' },
  { method: 'GET', path: '/shopping-lists/:id', auth: 'required', params: { id: 'id' } },
  { method: 'POST', path: '/shopping-lists', auth: 'required', body: { name: 'text', lines: 'idList' } },
  ...(['rename', 'duplicate'] as const).map((action): RouteSpec => ({
    method: 'POST',
    path: `/shopping-lists/:id/${action}`,
    auth: 'required',
    params: { id: 'id' },
    body: { name: 'text' },
  })),
  { method: 'POST', path: '/shopping-lists/:id/delete', auth: 'required', params: { id: 'id' } },
  ...(['add-lines', 'set-lines'] as const).map((action): RouteSpec => ({
    method: 'POST',
    path: `/shopping-lists/:id/${action}`,
    auth: 'required',
    params: { id: 'id' },
    body: { lines: 'idList' },
  })),
  {
    method: 'POST',
    path: '/shopping-lists/:id/remove-lines',
    auth: 'required',
    params: { id: 'id' },
    body: { item_ids: 'idList' },
  },
  // api-keys.ts
  { method: 'GET', path: '/api-keys', auth: 'required' },
  { method: 'POST', path: '/api-keys', auth: 'required', body: { name: 'text', scopes: 'slugList' } },
  { method: 'POST', path: '/api-keys/:id/revoke', auth: 'required', params: { id: 'id' } },
  // webhooks.ts
  { method: 'GET', path: '/webhooks', auth: 'required' },
  { method: 'POST', path: '/webhooks', auth: 'required', body: { url: 'text', events: 'slugList' } },
  {
    method: 'PATCH',
    path: '/webhooks/:id',
    auth: 'required',
    params: { id: 'id' },
    body: { url: 'text', events: 'slugList', enabled: 'flag' },
  },
  { method: 'DELETE', path: '/webhooks/:id', auth: 'required', params: { id: 'id' } },
  {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    auth: 'required',
    params: { id: 'id' },
    query: { page: 'page', per_page: 'page' },
  },
  {
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/redeliver',
    auth: 'required',
    params: { id: 'id', deliveryId: 'id' },
  },
  { method: 'POST', path: '/webhooks/:id/test', auth: 'required', params: { id: 'id' } },
  // reorder-reminders.ts
  { method: 'GET', path: '/reorder-reminders', auth: 'required' },
  { method: 'POST', path: '/reorder-reminders', auth: 'required', body: { enabled: 'flag' } },
  { method: 'POST', path: '/reorder-reminders/unsubscribe', auth: 'optional', body: { token: 'text' } },
  // cart.ts
  { method: 'GET', path: '/add-to-cart', auth: 'required', query: { item_id: 'id', quantity: 'page' } },
  {
    method: 'GET',
    path: '/add-selected-to-cart',
    auth: 'required',
    query: { item_ids: 'idList', quantity: 'page' },
  },
  { method: 'GET', path: '/cart-items', auth: 'required' },
  { method: 'GET', path: '/cart-items-qty', auth: 'required' },
  {
    method: 'GET',
    path: '/increase-decrease-cart-item-qty',
    auth: 'required',
    query: { cart_id: 'id', increase: 'flag' },
  },
  { method: 'GET', path: '/remove-item-from-cart', auth: 'required', query: { item_id: 'id' } },
  { method: 'POST', path: '/set-cart-item-qty', auth: 'required', body: { cart_id: 'id', quantity: 'page' } },
  // orders.ts
  {
    method: 'POST',
    path: '/create-order',
    auth: 'required',
    body: {
      billing_address: 'billingAddress',
      shipping_address: 'shippingAddress',
      hasShippingAddress: 'flag',
      terms_accepted: 'flag',
      note: 'text',
      payment_method: 'text',
    },
    headers: { 'idempotency-key': 'text' },
  },
  { method: 'GET', path: '/retrive-orders', auth: 'required', query: PAGE },
  { method: 'GET', path: '/orders/:id', auth: 'required', params: { id: 'id' } },
  // contact.ts
  {
    method: 'POST',
    path: '/send-contact-message',
    auth: 'optional',
    body: { name: 'text', email: 'email', subject: 'text', message: 'text' },
  },
  // storage.ts and app.ts (outside /api/customer)
  { method: 'GET', path: '/storage/*', auth: 'optional', params: { '*': 'path' }, produces: 'image' },
  { method: 'GET', path: '/healthz', auth: 'optional' },
];

/** The URL path of a route, outside or under /api/customer. */
export function routeUrl(route: RouteSpec): string {
  return route.path.startsWith('/storage') || route.path === '/healthz'
    ? route.path
    : `/api/customer${route.path}`;
}
