/**
 * Every limit the three services share: store-api enforces them, the gateway checks them before any upstream
 * call, the web app's inputs and forms apply them. Where the spec and DESIGN.md are silent, the stricter safe
 * value was kept (README.md lists each decision).
 */

/** Every id column is a PostgreSQL integer: a larger id can only be unknown, and would overflow the query. */
export const MAX_ID = 2_147_483_647;

/** A cart line's quantity, and the quantity of one add-to-cart. */
export const QUANTITY = { min: 1, max: 9999 } as const;

/** A product's stock as staff set it (the warehouse's count of units). */
export const PRODUCT_STOCK = { min: 0, max: 1_000_000 } as const;

/** A product's purchase limit (most units of it in one order) as staff set it; none means no limit. */
export const PURCHASE_LIMIT = { min: 1, max: 10_000 } as const;

/** The $200.00 rule of DESIGN.md: an order's total (subtotal + tax) must reach it. */
export const MINIMUM_ORDER_CENTS = 20_000;

/** Most characters of a search (the web's box, the gateway's argument, store-api's query). */
export const SEARCH_MAX_LENGTH = 100;

/** Most characters of a category or product slug. */
export const SLUG_MAX_LENGTH = 200;

/** Most ids of one list (products added or removed at once, brands of a filter, category slugs). */
export const IDS_PER_LIST = 50;

/** Most lines of one add of several products to the cart, each with its quantity (an order again, a quick order). */
export const CART_LINES_PER_ADD = 100;

/** A SKU, item code or barcode a buyer types or uploads for a quick order: 1 to 60 characters, no comma. */
export const PRODUCT_CODE = { maxLength: 60, pattern: /^[^,\s][^,]*$/ } as const;

/** Suggestions while a code is typed: from 2 characters, at most 8 products. */
export const CODE_SUGGESTIONS = { minLength: 2, max: 8 } as const;

/** The recently viewed products a page shows (and store-api answers for) at most. */
export const RECENTLY_VIEWED_MAX = 20;

/**
 * API keys: a name of 1 to 60 characters, at most 10 keys in use per customer. A key is `wsk_` and 43 URL-safe
 * characters (256 random bits); its first 12 characters (the prefix) are kept to recognise it by.
 */
export const API_KEY = { nameMax: 60, activeMax: 10, marker: 'wsk_', prefixLength: 12 } as const;

/** Shipping addresses one customer may save. */
export const SHIPPING_ADDRESSES_MAX = 20;

/** The certificate types store-api recognises (by their first bytes): each one's content type, by its extension. */
const CERTIFICATE_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

/** Certificate uploads (DESIGN.md): PDF, JPEG or PNG, at most 10 MB each. */
export const UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** The content type store-api keeps a certificate under, by the extension of the type it was recognised as. */
  contentTypes: CERTIFICATE_TYPES,
  /** For an `<input type="file" accept>`: the store-api check reads the file's first bytes, not its name. */
  accept: `.pdf,.jpg,.jpeg,.png,${Object.values(CERTIFICATE_TYPES).join(',')}`,
  extensions: /\.(pdf|jpe?g|png)$/i,
} as const;

/** Spec section 5 (reset password) for every password a customer chooses; 128 bounds the hashing work. */
export const PASSWORD = { min: 8, max: 128, specials: '@$!%*#?&' } as const;

/**
 * What the password message says, exactly: a lowercase and an uppercase letter, a digit and one of @$!%*#?&,
 * only those characters, 8 to 128 of them.
 */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,128}$/;

/** A staff note on a customer, an order or a registration: 1 to 2000 characters after trimming. */
export const STAFF_NOTE = { max: 2000 } as const;

/** Spec section 5 (create account): letters and digits, 6 to 12 after trimming. */
export const USERNAME = { min: 6, max: 12, pattern: /^[A-Za-z0-9]*$/ } as const;

/**
 * Deliberately simple: something, @, a domain of dot-separated labels, no spaces. Deliverability is proven by the
 * e-mailed links.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An order's Idempotency-Key. */
export const IDEMPOTENCY_KEY = { min: 8, max: 100 } as const;

/**
 * Shopping lists (issue 33 item 5): how many one customer keeps, how many products one holds (as many as one
 * addLinesToCart takes, so a whole list goes to the cart in one request with its per-line report), and a name's
 * length.
 */
export const SHOPPING_LISTS = {
  perCustomer: 50,
  linesPerList: CART_LINES_PER_ADD,
  nameMaxLength: 80,
} as const;

/**
 * Reorder reminders (issue 33 item 7). A product is ordered regularly by a buyer when it is in at least `minOrders`
 * of their orders (not cancelled) of the last `lookbackDays`; its usual interval is the median of the days between
 * those orders, one after another (whole days of the store's calendar), and it needs at least `minIntervalDays`
 * (three orders in one day are not a habit). An e-mail lists at most `productsPerMail` products, the most overdue
 * first; the quick order takes at most `prefillLines` rows from a link.
 */
export const REORDER_REMINDERS = {
  minOrders: 3,
  lookbackDays: 365,
  minIntervalDays: 1,
  productsPerMail: 20,
  prefillLines: CART_LINES_PER_ADD,
  /** The token of an unsubscribe link: at most this many characters. */
  tokenMaxLength: 200,
} as const;

/** Spec section 5 (listing filters): the min and max price inputs accept at most 5 characters. */
export const PRICE_INPUT_MAX_LENGTH = 5;

/** Most characters of each text field, as store-api stores them (UTF-16 code units). */
export const TEXT_MAX = {
  namePrefix: 10,
  name: 120,
  email: 254,
  password: PASSWORD.max,
  companyName: 160,
  address: 255,
  city: 120,
  postcode: 10,
  phone: 20,
  taxId: 60,
  tobaccoId: 60,
  dba: 160,
  username: USERNAME.max,
  /** E-mailed link tokens (account link, password reset). */
  token: 200,
  note: 2000,
  subject: 200,
  message: 5000,
  /** Any other string an API accepts. */
  other: 255,
} as const;

/** The order events a webhook endpoint can subscribe to, and the test event a buyer sends from the account area. */
export const WEBHOOK_EVENTS = ['order.placed', 'order.status_changed', 'order.cancelled'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Webhooks: what one customer may register, and what one delivery may carry and read back. */
export const WEBHOOKS = {
  /** Endpoints one customer may register. */
  endpointsPerCustomer: 5,
  /** Characters of an endpoint's URL. */
  urlMaxLength: 500,
  /** Bytes of one delivery's JSON body; an order's lines are left out of a bigger one. */
  payloadMaxBytes: 64 * 1024,
  /** Bytes of a receiver's answer read (for the delivery log); the rest is not read. */
  responseReadBytes: 4 * 1024,
  /** Deliveries of one page of the log. */
  deliveriesPerPage: { default: 20, max: 50 },
} as const;
