import type { UploadValue } from '../models.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AddressModel, ApiKeyModel, BrandModel, BrandLogoModel, BuyAgainItemModel, CartModel, CartLineModel, CategoryModel, CertificateRenewalModel, CustomerModel, HeroSlideModel, HomeModel, OrderModel, OrderAddressModel, OrderLineModel, OrderPageModel, ProductModel, ProductPageModel, PromoModel, ShoppingListModel, ShoppingListLineModel, StoreFeaturesModel, WebhookDeliveryModel, WebhookDeliveryPageModel, WebhookEndpointModel, WishlistItemModel } from '../models.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time, as an ISO 8601 string, e.g. `2027-01-31`. */
  Date: { input: string; output: string; }
  /** A point in time, as an ISO 8601 string in UTC, e.g. `2026-11-21T15:04:05.000Z`. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request specification (PDF, JPEG or PNG certificates, at most 10 MB each). */
  Upload: { input: UploadValue; output: never; }
};

/** The result of a mutation that changes nothing a client reads back (logout, contact message, password reset mail). */
export type AcceptedPayload = {
  __typename?: 'AcceptedPayload';
  /** True when the store did what was asked; false when it was refused (see `userErrors`). */
  accepted: Scalars['Boolean']['output'];
  /** Why it was refused, with the argument path of the field concerned; empty when accepted. */
  userErrors: Array<UserError>;
};

/** Profile fields of the account. */
export type AccountDetailsInput = {
  /** Company name. At most 160 characters. */
  companyName: Scalars['String']['input'];
  /** Login and contact e-mail. At most 254 characters. */
  email: Scalars['String']['input'];
  /** Contact person's name. At most 120 characters. */
  name: Scalars['String']['input'];
  /** Primary contact number, 10 digits. At most 20 characters. */
  phone: Scalars['String']['input'];
};

/** A valid create-account link. */
export type AccountLink = {
  __typename?: 'AccountLink';
  /** The customer whose account the link creates. */
  customerId: Scalars['ID']['output'];
};

/** The result of checking a create-account link. */
export type AccountLinkPayload = {
  __typename?: 'AccountLinkPayload';
  /** The link, when it is valid; null otherwise (see `userErrors`). */
  accountLink?: Maybe<AccountLink>;
  /** Why the link is refused (`LINK_EXPIRED`); empty when it is valid. */
  userErrors: Array<UserError>;
};

/** The result of `addLinesToCart`: the cart, and what became of each line. */
export type AddLinesToCartPayload = {
  __typename?: 'AddLinesToCartPayload';
  /** The cart as it is now; null when the request was refused (see `userErrors`). */
  cart?: Maybe<Cart>;
  /** One result per requested line, in the order of the request; empty when the request was refused. */
  results: Array<CartLineResult>;
  /** Why nothing was done, e.g. `INVALID` with `["lines", "0", "quantity"]`; empty when the lines were tried. */
  userErrors: Array<UserError>;
  /**
   * The wishlist as it is now, when `removeAddedFromWishlist` was asked for; null otherwise and when the request was
   * refused.
   */
  wishlist?: Maybe<Array<WishlistItem>>;
};

/** A saved address. */
export type Address = {
  __typename?: 'Address';
  /** Street address. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Recipient company. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the address. */
  id: Scalars['ID']['output'];
  /** Recipient name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** ZIP code. */
  postcode: Scalars['String']['output'];
  /** The state. */
  state?: Maybe<State>;
  /** The state's id, as `AddressInput.stateId` and `OrderAddressInput.stateId` take it (the same as `state { id }`). */
  stateId?: Maybe<Scalars['ID']['output']>;
  /** Billing or shipping. */
  type: AddressType;
};

/** An address to save. */
export type AddressInput = {
  /** Street address. At most 255 characters. */
  address: Scalars['String']['input'];
  /** City. At most 120 characters. */
  city: Scalars['String']['input'];
  /** Recipient company. At most 160 characters. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Recipient name. At most 120 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, 10 digits. At most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code. At most 10 characters. */
  postcode: Scalars['String']['input'];
  /** The state's id (`State.id`, as `Address.stateId` and `Address.state { id }` answer it). */
  stateId: Scalars['ID']['input'];
};

/** What an address is used for. */
export type AddressType =
  /** The business address invoices go to. */
  | 'BILLING'
  /** An address orders can be delivered to. */
  | 'SHIPPING';

/** An API key of the logged-in customer, as listed: never its secret. */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the key. */
  id: Scalars['ID']['output'];
  /** When it was last used, to the minute; null when never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the buyer gave it, 1 to 60 characters. */
  name: Scalars['String']['output'];
  /** The key's first 12 characters (`wsk_` and 8 more), to recognise it by. */
  prefix: Scalars['String']['output'];
  /** What the key may do. */
  scopes: Array<ApiKeyScope>;
};

/** What an API key may do. A key never manages keys, changes the password or the account's details and addresses. */
export type ApiKeyScope =
  /** Read the catalogue with the customer's prices: products, search, quick order's look-ups, the home page's rows. */
  | 'CATALOG_READ'
  /** Read the customer's orders and their status (`orders`, `order`). */
  | 'ORDERS_READ'
  /** Manage the cart and place orders (`addLinesToCart`, `setCartLineQuantity`, `placeOrder`, `cart`, ...). */
  | 'ORDERS_WRITE'
  /** Manage webhooks for the customer's orders. */
  | 'WEBHOOKS_MANAGE';

/** A manufacturer or line of products. */
export type Brand = {
  __typename?: 'Brand';
  /** Categories the brand has products in. */
  categories: Array<Category>;
  /** Stable identifier of the brand. */
  id: Scalars['ID']['output'];
  /** The brand's logo. */
  logo: Image;
  /** Display name. */
  name: Scalars['String']['output'];
};

/** A brand logo in the home page's slider, linking to the brand's shop. */
export type BrandLogo = {
  __typename?: 'BrandLogo';
  /** The brand it links to. */
  brand: Brand;
  /** The category slug the brand shop opens with, when there is one. */
  categorySlug?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the logo entry. */
  id: Scalars['ID']['output'];
  /** The logo image. */
  image: Image;
};

/** A product the logged-in customer has ordered before, with how they usually order it. */
export type BuyAgainItem = {
  __typename?: 'BuyAgainItem';
  /** The product's id: the list holds each product once. */
  id: Scalars['ID']['output'];
  /** When the customer last ordered it (cancelled orders left out); null when the store does not say. */
  lastOrderedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The product, as listings show it (in stock when the list was made). */
  product: Product;
  /** On how many of the customer's orders it appears; 1 when the store does not say. */
  timesOrdered: Scalars['Int']['output'];
  /** The quantity the customer orders it in most often; 1 when the store does not say. */
  usualQuantity: Scalars['Int']['output'];
};

/** A logged-in customer's cart. Every amount is computed by the store from its own prices. */
export type Cart = {
  __typename?: 'Cart';
  /** Identifies the cart of this customer (stable across calls, so clients can cache it). */
  id: Scalars['ID']['output'];
  /** The cart's lines, in the order products were added. */
  lines: Array<CartLine>;
  /** Whether the total reaches the minimum order, so checkout may proceed. */
  meetsMinimum: Scalars['Boolean']['output'];
  /** The smallest total an order may have ($200.00). */
  minimumOrder: Money;
  /** Sum of the lines' subtotals, before tax. */
  subtotal: Money;
  /** Sum of the lines' taxes. */
  tax: Money;
  /** Subtotal plus tax. */
  total: Money;
  /** Sum of the lines' quantities (the header's cart count). */
  totalQuantity: Scalars['Int']['output'];
};

/** One product in the cart. */
export type CartLine = {
  __typename?: 'CartLine';
  /** Stable identifier of the line. */
  id: Scalars['ID']['output'];
  /** The product. */
  product: Product;
  /** How many units. */
  quantity: Scalars['Int']['output'];
  /** Quantity times the unit price. */
  subtotal: Money;
  /** Quantity times the product's tax per unit. */
  tax: Money;
  /** Price of one unit before tax. */
  unitPrice: Money;
};

/**
 * A product and how many of it to add to the cart (a line of `addLinesToCart`): the product by its id or by a code,
 * exactly one of the two.
 */
export type CartLineInput = {
  /** The product to add, by its SKU, item code or barcode (ignoring case; at most 60 characters, no comma). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The product to add, by its id. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** How many to add, 1 to 9999. */
  quantity: Scalars['Int']['input'];
};

/** What became of one line of `addLinesToCart`. */
export type CartLineResult = {
  __typename?: 'CartLineResult';
  /** How many were added: the requested quantity, part of it, or 0. */
  addedQuantity: Scalars['Int']['output'];
  /** The code the line gave (as given); null when it named the product by `productId`. */
  code?: Maybe<Scalars['String']['output']>;
  /**
   * The reason in words, e.g. 'Only 2 left in stock', 'At most 3 per order', 'No longer available', 'No product has
   * this SKU, item code or barcode'; null when all was added.
   */
  message?: Maybe<Scalars['String']['output']>;
  /** The product's name; null when the store no longer has the product. */
  name?: Maybe<Scalars['String']['output']>;
  /** The product as it is now (its stock, its wishlist flag); null when the store no longer has it. */
  product?: Maybe<Product>;
  /** The product the line asked for; null when the line gave a code that no product has (`UNKNOWN_CODE`). */
  productId?: Maybe<Scalars['ID']['output']>;
  /** With `PURCHASE_LIMIT`: the most one order may hold of the product; null otherwise. */
  purchaseLimit?: Maybe<Scalars['Int']['output']>;
  /** Why less than the requested quantity was added; null when all of it was. */
  reason?: Maybe<NotAddedReason>;
  /** How many the line asked for. */
  requestedQuantity: Scalars['Int']['output'];
  /** With `OUT_OF_STOCK`: how many the store has of the product (0 when it is sold out); null otherwise. */
  stockLeft?: Maybe<Scalars['Int']['output']>;
};

/** The result of a change to the cart. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** The cart as it is now; null when the change was refused (see `userErrors`). */
  cart?: Maybe<Cart>;
  /** Why the change was refused, e.g. `OUT_OF_STOCK` with `["quantity"]`, or `NOT_FOUND` with `["lineId"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** A product category. Top-level categories (premium cigars, cigars, cigarillos, tobacco accessories) have subcategories. */
export type Category = {
  __typename?: 'Category';
  /** Brands with products in this category or its subcategories. */
  brands: Array<Brand>;
  /** Direct subcategories, in display order; empty for a leaf category. */
  children: Array<Category>;
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /**
   * The category's picture, shown in its shop's header; null when it has none, and always null on a store whose REST
   * API keeps no category pictures (the spec's category has none).
   */
  image?: Maybe<Image>;
  /** Display name, e.g. 'Premium Cigars'. */
  name: Scalars['String']['output'];
  /** The parent category, or null for a top-level category. */
  parent?: Maybe<Category>;
  /** The parent category's id, or null for a top-level category. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** URL-safe name used in shop links, e.g. `premium-cigar` in `/product-category/premium-cigar`. */
  slug: Scalars['String']['output'];
};

/** A top-level category's row of products on the home page. */
export type CategoryRow = {
  __typename?: 'CategoryRow';
  /** The category; 'view more' links to its shop. */
  category: Category;
  /** Its first products (up to 5). */
  products: Array<Product>;
};

/** A customer's certificate that expires and is renewed. */
export type CertificateKind =
  /** The tax certificate. */
  | 'TAX'
  /** The tobacco licence: once expired, the customer cannot order. */
  | 'TOBACCO';

/** A renewed tobacco licence or tax certificate a customer uploaded (`uploadCertificateRenewal`). */
export type CertificateRenewal = {
  __typename?: 'CertificateRenewal';
  /** The renewed certificate's expiry date, as the customer entered it. */
  expiresOn: Scalars['Date']['output'];
  /** Stable identifier of the renewal. */
  id: Scalars['ID']['output'];
  /** Which certificate it renews. */
  kind: CertificateKind;
  /** Where the store's review is. */
  status: CertificateRenewalStatus;
  /** When the customer uploaded it. */
  submittedAt: Scalars['DateTime']['output'];
};

/** A renewed certificate and its new expiry date. */
export type CertificateRenewalInput = {
  /** The renewed certificate: PDF, JPEG or PNG, at most 10 MB. Required (the user error `INVALID` without it). */
  certificate?: InputMaybe<Scalars['Upload']['input']>;
  /** The renewed certificate's expiry date: after today (New York's calendar). */
  expiresOn: Scalars['Date']['input'];
  /** Which certificate the file renews. */
  kind: CertificateKind;
};

/** The result of uploading a renewed certificate. */
export type CertificateRenewalPayload = {
  __typename?: 'CertificateRenewalPayload';
  /** The renewal as uploaded, with status `PENDING`; null when it was refused (see `userErrors`). */
  certificateRenewal?: Maybe<CertificateRenewal>;
  /** The logged-in customer, whose `certificateRenewals` now list the new one; null when refused. */
  customer?: Maybe<Customer>;
  /** Why the upload was refused, e.g. `INVALID` with `["input", "expiresOn"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** Where the store's review of a renewed certificate is. */
export type CertificateRenewalStatus =
  /** Accepted: the customer's expiry date is the renewal's. */
  | 'APPROVED'
  /** Waiting for staff to review it. */
  | 'PENDING'
  /** Not accepted; the customer may upload another. */
  | 'REJECTED';

/** A password change. */
export type ChangePasswordInput = {
  /** The new password again. At most 128 characters. */
  confirmPassword: Scalars['String']['input'];
  /** The password in use now. At most 128 characters. */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8 to 128 characters, with at least one lowercase letter, one uppercase letter, one digit and one of @ $ ! % * # ? & (the only symbols it accepts). */
  newPassword: Scalars['String']['input'];
};

/** A message to the store. */
export type ContactMessageInput = {
  /** Sender's e-mail address, for the answer. At most 254 characters. */
  email: Scalars['String']['input'];
  /** The message (optional). At most 5000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Sender's name. At most 120 characters. */
  name: Scalars['String']['input'];
  /** What the message is about. At most 200 characters. */
  subject: Scalars['String']['input'];
};

/** A country. */
export type Country = {
  __typename?: 'Country';
  /** Stable identifier of the country. */
  id: Scalars['ID']['output'];
  /** The country's name. */
  name: Scalars['String']['output'];
};

/** The login chosen from the create-account link. */
export type CreateAccountInput = {
  /** The same password again. At most 128 characters. */
  confirmPassword: Scalars['String']['input'];
  /** The password: 8 to 128 characters, with at least one lowercase letter, one uppercase letter, one digit and one of @ $ ! % * # ? & (the only symbols it accepts). */
  password: Scalars['String']['input'];
  /** The token from the link. At most 200 characters. */
  token: Scalars['String']['input'];
  /** 6 to 12 letters or digits. At most 12 characters. */
  username: Scalars['String']['input'];
};

/** A new API key's name and scopes. */
export type CreateApiKeyInput = {
  /** What the key is for, e.g. 'Point of sale'. 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** What the key may do: at least one scope. */
  scopes: Array<ApiKeyScope>;
};

/** The result of making an API key. */
export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  /** The new key; null when refused (see `userErrors`). */
  apiKey?: Maybe<ApiKey>;
  /**
   * The key itself, to send as `Authorization: Bearer <secret>`. Shown only in this answer: the store keeps only its
   * hash, so a lost secret means revoking the key and making a new one. Null when refused.
   */
  secret?: Maybe<Scalars['String']['output']>;
  /** Why the key was not made: `INVALID` with the field, or `LIMIT_REACHED`; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of registering a webhook endpoint. */
export type CreateWebhookEndpointPayload = {
  __typename?: 'CreateWebhookEndpointPayload';
  /** The signing secret (`whsec_...`): shown only here, once. Keep it to verify each delivery's `webhook-signature`. */
  secret?: Maybe<Scalars['String']['output']>;
  /** Why it was refused, e.g. `LIMIT_REACHED`; empty on success. */
  userErrors: Array<UserError>;
  /** The new endpoint; null when refused (see `userErrors`). */
  webhookEndpoint?: Maybe<WebhookEndpoint>;
};

/** A registered business customer. */
export type Customer = {
  __typename?: 'Customer';
  /** The billing (business) address. */
  billingAddress?: Maybe<Address>;
  /**
   * True when the customer may place orders: the registration is `APPROVED` and the tobacco licence has not expired
   * (it is valid through `tobaccoLicenseExpiryDate`, New York's calendar; no date on record does not stop orders), the
   * rule by which `placeOrder` answers `NOT_APPROVED` or `LICENCE_EXPIRED`.
   */
  canOrder: Scalars['Boolean']['output'];
  /**
   * Renewed certificates the customer uploaded that wait for the store's review (at most one of each kind), tobacco
   * licence first. Only the logged-in customer's own: empty for any other record.
   */
  certificateRenewals: Array<CertificateRenewal>;
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** Doing business as. */
  dba?: Maybe<Scalars['String']['output']>;
  /** Login and contact e-mail. */
  email: Scalars['String']['output'];
  /** Stable identifier of the customer. */
  id: Scalars['ID']['output'];
  /** The membership category chosen at registration. */
  membershipCategory?: Maybe<MembershipCategory>;
  /** Secondary contact number (10 digits). */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Contact person's name. */
  name: Scalars['String']['output'];
  /** Title, e.g. 'Mr.'. */
  namePrefix?: Maybe<Scalars['String']['output']>;
  /** Primary contact number (10 digits). */
  phone: Scalars['String']['output'];
  /**
   * Whether the store e-mails this customer when products they order regularly are due again (`setReorderReminders`);
   * off until turned on. Only the logged-in customer's own: null for any other record, and on a store without reorder
   * reminders.
   */
  reorderReminders?: Maybe<Scalars['Boolean']['output']>;
  /** Saved shipping addresses; the first is the default. */
  shippingAddresses: Array<Address>;
  /** Where the registration is: only `APPROVED` customers may order. */
  status: CustomerStatus;
  /** When the tax certificate expires. */
  taxExpiryDate?: Maybe<Scalars['Date']['output']>;
  /** Tax id. */
  taxId?: Maybe<Scalars['String']['output']>;
  /** When the tobacco licence expires. */
  tobaccoLicenseExpiryDate?: Maybe<Scalars['Date']['output']>;
  /** Tobacco licence number. */
  tobaccoLicenseNumber: Scalars['String']['output'];
  /** The username chosen when the account was created. */
  username?: Maybe<Scalars['String']['output']>;
};

/** The result of a change to the logged-in customer's account. */
export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  /** The customer as it is now; null when the change was refused (see `userErrors`). */
  customer?: Maybe<Customer>;
  /** Why the change was refused, e.g. `WRONG_PASSWORD` with `["input", "currentPassword"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a registration is. */
export type CustomerStatus =
  /** Approved: may create a login and order. */
  | 'APPROVED'
  /** Waiting for the store's review. */
  | 'PENDING'
  /** Not accepted by the store. */
  | 'REJECTED';

/** The result of `deleteShoppingList`. */
export type DeleteShoppingListPayload = {
  __typename?: 'DeleteShoppingListPayload';
  /** The deleted list's id; null when the request was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused, e.g. `NOT_FOUND` with `["id"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a webhook endpoint. */
export type DeleteWebhookEndpointPayload = {
  __typename?: 'DeleteWebhookEndpointPayload';
  /** The id of the endpoint deleted; null when refused (see `userErrors`). */
  deletedWebhookEndpointId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused (`NOT_FOUND`); empty on success. */
  userErrors: Array<UserError>;
};

/** Whether an order line has been fulfilled. */
export type FulfillmentStatus =
  /** Fulfilled by the store. */
  | 'FULFILLED'
  /** Not fulfilled yet. */
  | 'NOT_FULFILLED';

/** One image of the hero slider. */
export type HeroSlide = {
  __typename?: 'HeroSlide';
  /** The words set over the picture (real text, readable at every width); null when the slide has none. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the slide. */
  id: Scalars['ID']['output'];
  /** The slide's image. */
  image: Image;
  /** A line below the headline; null when the slide has none. */
  subtitle?: Maybe<Scalars['String']['output']>;
};

/** Everything on the home page. */
export type Home = {
  __typename?: 'Home';
  /** Brand logos for the logo slider. */
  brandLogos: Array<BrandLogo>;
  /**
   * "Buy again": what the logged-in customer has ordered before and can still buy (in stock), on the most orders
   * first, then the most recently ordered; at most ten. Empty for anonymous callers and for a customer without
   * orders (cancelled orders do not count).
   */
  buyAgain: Array<BuyAgainItem>;
  /** One row per top-level category, with its first products and a 'view more' link. */
  categoryRows: Array<CategoryRow>;
  /** The banner image above the footer. */
  footerBanner?: Maybe<Image>;
  /**
   * The logged-in customer's most ordered products; empty for anonymous callers.
   * @deprecated Use `buyAgain`, which also says when and how many.
   */
  frequentlyOrdered: Array<Product>;
  /** Further named product groups. */
  groups: Array<ProductGroup>;
  /** The promotional image linking to a category and a brand. */
  promo?: Maybe<Promo>;
  /** Products the distributor promotes; empty for anonymous callers. */
  promoted: Array<Product>;
  /** Recommended products (the 3-column grid), with the first product of the extra list appended. */
  recommended: Array<Product>;
  /** Hero slider images. */
  slides: Array<HeroSlide>;
};

/** An image served by the store. */
export type Image = {
  __typename?: 'Image';
  /** Text alternative for screen readers. */
  alt: Scalars['String']['output'];
  /** Path of the image on the store's origin, e.g. `/storage/products/1.png`; a placeholder when the product has none. */
  url: Scalars['String']['output'];
};

/** The result of logging in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The customer who logged in; null when refused (see `userErrors`). */
  customer?: Maybe<Customer>;
  /**
   * When the token stops working: 30 days after the login on this store by default (store-api's
   * `AUTH_TOKEN_TTL_HOURS`), earlier when the customer logs out, changes or resets the password, or is suspended.
   * Null when refused, or when the store's REST API does not say.
   */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The bearer token (null when refused). Browsers rely on the session cookie instead and need not keep it; an
   * integration should use an API key (`createApiKey`) rather than a person's password and session.
   */
  token?: Maybe<Scalars['String']['output']>;
  /** Why the login was refused, e.g. `INVALID_CREDENTIALS`; empty on success. */
  userErrors: Array<UserError>;
};

/** A membership category (customer type) chosen at registration. */
export type MembershipCategory = {
  __typename?: 'MembershipCategory';
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
};

/** An amount of money. Never a float: the amount is a decimal string with two decimals. */
export type Money = {
  __typename?: 'Money';
  /** The amount, e.g. `12.50`. */
  amount: Scalars['String']['output'];
  /** ISO 4217 currency code; always `USD`. */
  currencyCode: Scalars['String']['output'];
};

/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds several products to the cart, each with its own quantity ('Order again' from an order, the wishlist's 'Add
   * Selected to Cart' and 'Add All to Cart', the quick order), and answers for every line how many were added and why
   * the rest was not. A line names its product by `productId` or by `code` (a SKU, item code or barcode, as the
   * quick order's rows and CSV files do). The lines are added one after another, in the order given. Each adds what
   * the product's stock and purchase limit allow beside what the cart already holds, so a line may be added in full,
   * in part or not at all; that is not an error but the line's `reason`: `OUT_OF_STOCK` (with `stockLeft`),
   * `PURCHASE_LIMIT` (with `purchaseLimit`), `UNAVAILABLE` (the store no longer has or sells the product) or
   * `UNKNOWN_CODE` (no product has the line's code). Prices play no part. A request with no lines,
   * more than 100, a quantity outside 1 to 9999, an id that is not one, a line with both or neither of `productId`
   * and `code`, or a code of more than 60 characters or with a comma gets the user error `INVALID` (its `field` the
   * path to the line, e.g. `["lines", "3", "quantity"]`) and changes nothing.
   */
  addLinesToCart: AddLinesToCartPayload;
  /**
   * Adds several products to the cart, each with the same quantity (the wishlist's 'Add Selected to Cart'). User
   * errors: `INVALID` with `["productIds"]` for none or more than 50, or `["quantity"]` outside 1 to 9999;
   * `OUT_OF_STOCK` when none of them fits.
   * @deprecated Use `addLinesToCart(lines)`: it takes a quantity per product and says for each what was added and why the rest was not, where this adds what fits without saying what was left out.
   */
  addProductsToCart: CartPayload;
  /**
   * Adds a shopping list's products to the cart (all of them, or those given) with the list's quantities, through
   * `addLinesToCart`: the payload says for each line what was added and why the rest was not. `NOT_FOUND` for a list
   * that is not the caller's; `INVALID` when none of `productIds` is on the list.
   */
  addShoppingListToCart: AddLinesToCartPayload;
  /**
   * Adds a product to the cart (or raises its quantity). User errors: `OUT_OF_STOCK` with `["quantity"]` beyond the
   * stock or the purchase limit, `NOT_FOUND` with `["productId"]` for an unknown product, `INVALID` with
   * `["quantity"]` outside 1 to 9999.
   */
  addToCart: CartPayload;
  /**
   * Puts products on a shopping list: a product already there gets the quantity added to its own (at most 9999), a new
   * one goes last ('Save to list' from a product, the cart, an order or the quick order). `LIMIT_REACHED` when the list
   * would hold more than 100 products; `INVALID` for a bad line; `NOT_FOUND` for an unknown list or product.
   */
  addToShoppingList: ShoppingListPayload;
  /**
   * Adds a product to the wishlist. Safe to repeat: a product already there stays there, once. User errors:
   * `NOT_FOUND` with `["productId"]` for an unknown product.
   */
  addToWishlist: WishlistPayload;
  /**
   * Moves wishlist products into the cart, one of each ('Add Selected to Cart', 'Add All to Cart'); they leave the wishlist. User errors: `INVALID` with `["productIds"]`, `OUT_OF_STOCK` when none fits.
   * @deprecated Use `addLinesToCart(lines, removeAddedFromWishlist: true)`: it says for each product what was added and why the rest was not.
   */
  addWishlistToCart: WishlistToCartPayload;
  /**
   * Raises or lowers a cart line by one. Lowering a line at 1 removes it; raising beyond stock gives the error `OUT_OF_STOCK` (thrown: this mutation has no `userErrors`).
   * @deprecated Use `setCartLineQuantity(lineId, quantity)`: a relative change applied twice by a retry changes the quantity twice, and its failures are thrown errors instead of `userErrors`.
   */
  changeCartLineQuantity: Cart;
  /**
   * Changes the password; the current one must be given. The customer's other sessions end; this one and the
   * account's API keys go on. Only with a session from `login` (`SESSION_REQUIRED` for an API key). User errors:
   * `WRONG_PASSWORD` with `["input", "currentPassword"]`, `INVALID` with the field for a new password that breaks
   * the rule or a confirmation that differs.
   */
  changePassword: CustomerPayload;
  /** Removes every line from the cart ('Remove All'). Safe to repeat. No user errors. */
  clearCart: CartPayload;
  /**
   * Creates the login (username and password) of an approved registration, from the e-mailed link, and signs the
   * browser in (the session cookie, as `login` sets it). Single use. User errors: `LINK_EXPIRED` for a used or old
   * link, `TAKEN` with `["input", "username"]` for a username in use, `INVALID` with the field for a username or
   * password that breaks its rule.
   */
  createAccount: AcceptedPayload;
  /**
   * Makes an API key for an integration, with a name and scopes. The payload's `secret` is the key itself, shown
   * this once: only its hash is stored. User errors: `INVALID` with `["input", "name"]` (empty, or more than 60
   * characters) or `["input", "scopes"]` (none chosen); `LIMIT_REACHED` with at most 10 keys in use. Only with a
   * session from `login` (an API key gets the error `SESSION_REQUIRED`); `NOT_OFFERED` on a store whose REST API
   * has no API keys; `UNAUTHENTICATED` for an anonymous caller.
   */
  createApiKey: CreateApiKeyPayload;
  /**
   * Makes a shopping list ('Weekly humidor restock'), empty or with products: from the cart, an order, the quick order
   * or one product. A customer keeps at most 50 lists (user error `LIMIT_REACHED`); a list holds at most 100
   * products. The user error `INVALID` for a name that is empty or longer than 80 characters (`["name"]`) or a bad
   * line (`["lines", "2", "quantity"]`), `NOT_FOUND` for a product the store does not have. `NOT_OFFERED` from a
   * store without shopping lists, as for every shopping list operation.
   */
  createShoppingList: ShoppingListPayload;
  /**
   * Registers an HTTPS endpoint that receives the logged-in customer's order events, signed as Standard Webhooks
   * describe (docs/rest-api.md#webhooks-ours). The payload carries the endpoint and its signing `secret`, the only
   * time the secret is shown. User errors: `INVALID` with `["input", "url"]` (empty, longer than 500 characters, not
   * https, carrying a user or password, or not a public internet address) or `["input", "events"]` (none chosen);
   * `LIMIT_REACHED` past 5 endpoints. `UNAUTHENTICATED` when not logged in; `NOT_OFFERED` on a store without webhooks.
   */
  createWebhookEndpoint: CreateWebhookEndpointPayload;
  /** Deletes a shopping list. `NOT_FOUND` for a list that is not the caller's (or is already deleted). */
  deleteShoppingList: DeleteShoppingListPayload;
  /** Deletes an endpoint and its delivery log. `NOT_FOUND` with `["id"]` for an endpoint that is not the customer's. */
  deleteWebhookEndpoint: DeleteWebhookEndpointPayload;
  /**
   * Copies a shopping list, its products and quantities, under a new name. `LIMIT_REACHED` when the caller already
   * keeps 50 lists; `INVALID` for a bad name; `NOT_FOUND` for a list that is not the caller's.
   */
  duplicateShoppingList: ShoppingListPayload;
  /**
   * Logs in with the e-mail address (or the username) and the password. Browsers receive an httpOnly session cookie; integrators use the returned token
   * as `Authorization: Bearer <token>`. Wrong credentials give the user error `INVALID_CREDENTIALS`; a registration
   * that was rejected, is suspended or has no login yet gives `ACCOUNT_REJECTED`, `ACCOUNT_SUSPENDED` or
   * `ACCOUNT_NOT_CREATED`; too many failures give the error `RATE_LIMITED`.
   */
  login: LoginPayload;
  /** Ends the session: the token is revoked and the session cookie cleared. Safe to repeat. No user errors. */
  logout: AcceptedPayload;
  /**
   * Places an order from the server-side cart: every price and total is recomputed by the store. Without a
   * `billingAddress` the order goes to the account's billing address (`viewer.billingAddress`, with the account's
   * name, phone and e-mail). User errors, in the order they are checked:
   * - `INVALID` with the field: `["idempotencyKey"]`, an address field (`["input", "billingAddress", "stateId"]`,
   *   `["input", "shippingAddress", "postcode"]`, ...), `["input", "acceptTerms"]` when the terms are not accepted,
   *   or `["input", "billingAddress"]` when none is sent and the account has no complete billing address;
   * - `IDEMPOTENCY_KEY_REUSED` / `IDEMPOTENCY_KEY_IN_USE` with `["idempotencyKey"]` (see below);
   * - `NOT_APPROVED`: only `APPROVED` customers may order;
   * - `LICENCE_EXPIRED`: the customer's tobacco licence has expired (New York's calendar; `Customer.canOrder` says
   *   so beforehand); uploading a renewed certificate (`uploadCertificateRenewal`) lifts it once staff approve it;
   * - `CART_EMPTY`: the cart has no lines;
   * - `MINIMUM_ORDER_NOT_MET`: the total (subtotal + tax) is below $200.00;
   * - `OUT_OF_STOCK`: a line is beyond the stock left now (another buyer ordered first).
   *
   * An order can be placed although its caller never hears so (a timeout, a lost connection, a store restarting, an
   * error such as `UPSTREAM_UNAVAILABLE`). Keep one idempotency key across every retry of one checkout until you see an
   * answer: an `order`, or `userErrors` refusing it. Only then make a new key for the next checkout; a retry with a new
   * key can place the order twice. The same key sent twice returns the order the first request placed, never a second
   * one (a refused request places nothing and leaves its key unused). The same key with a different order is refused
   * (`IDEMPOTENCY_KEY_REUSED`: the key already placed an order), and so is a repeat that arrives while the first is
   * still being placed (`IDEMPOTENCY_KEY_IN_USE`: retry it with the same key to get the order).
   */
  placeOrder: PlaceOrderPayload;
  /**
   * Sends one delivery's event to its endpoint again, with the same `webhook-id` and body, as a new delivery of the
   * log. `NOT_FOUND` for an unknown endpoint or delivery; `INVALID` while the endpoint is switched off.
   */
  redeliverWebhook: WebhookDeliveryPayload;
  /**
   * Registers a business. The customer is told to wait: staff review the details and e-mail a link to create the
   * account's login. Certificates travel as multipart uploads (PDF, JPEG or PNG, at most 10 MB each). User errors:
   * `TAKEN` with `["input", "email"]` for an e-mail address already registered; `INVALID` with the field for a
   * value that breaks its rule (in the form's order: name, e-mail, password, company, address, ..., certificates).
   */
  register: RegisterPayload;
  /** Removes one line from the cart. User errors: `NOT_FOUND` with `["lineId"]` when the line is not in the cart. */
  removeCartLine: CartPayload;
  /** Takes products off a shopping list. Safe to repeat: a product that is not on the list is left off. */
  removeFromShoppingList: ShoppingListPayload;
  /**
   * Removes products from the wishlist ('Remove Selected Items'), or all of them ('Empty Wishlist'). Safe to repeat:
   * a product that is not on the wishlist is left off. User errors: `INVALID` with `["productIds"]` for more than 50
   * ids or one that is not an id.
   */
  removeFromWishlist: WishlistPayload;
  /** Renames a shopping list. `INVALID` for a bad name, `NOT_FOUND` for a list that is not the caller's. */
  renameShoppingList: ShoppingListPayload;
  /**
   * E-mails a password reset link valid for 60 minutes. The answer is the same whether or not the address is known.
   * User errors: `INVALID` with `["email"]` for an empty or malformed address. Rate limited per address.
   */
  requestPasswordReset: AcceptedPayload;
  /**
   * Sets a new password with the token from the reset e-mail; every session of the account ends (its API keys do
   * not). Single use. User errors: `LINK_EXPIRED` when the token is not valid, `INVALID` with the field for a
   * password that breaks the rule or a confirmation that differs.
   */
  resetPassword: AcceptedPayload;
  /**
   * Revokes one of the customer's API keys: the next call with it is refused (`UNAUTHENTICATED`). The user error
   * `NOT_FOUND` with `["id"]` for a key that is not the customer's. Revoking a revoked key answers it as it is. Only
   * with a session from `login` (`SESSION_REQUIRED` for an API key); `NOT_OFFERED` on a store without API keys.
   */
  revokeApiKey: RevokeApiKeyPayload;
  /** Sends a message to the store (the contact form). User errors: `INVALID` with the field (`["input", "email"]`, ...). Rate limited per address. */
  sendContactMessage: AcceptedPayload;
  /**
   * Sends a `webhook.test` event to the endpoint, whatever events it subscribes to. `NOT_FOUND` for an unknown
   * endpoint; `INVALID` while it is switched off.
   */
  sendTestWebhook: WebhookDeliveryPayload;
  /**
   * Sets how many units a cart line holds. Absolute, so safe to repeat: a retried request leaves the same quantity.
   * User errors: `OUT_OF_STOCK` with `["quantity"]` beyond the stock or the purchase limit, `NOT_FOUND` with
   * `["lineId"]` for a line not in the cart, `INVALID` with `["quantity"]` outside 1 to 9999.
   */
  setCartLineQuantity: CartPayload;
  /**
   * Turns the logged-in customer's reorder reminders on or off (off until turned on). With them on, the store e-mails
   * the customer when a product they order regularly is due again: a product in at least 3 of their orders (not
   * cancelled) of the last 365 days, once the median of the days between those orders has passed since its last order;
   * one e-mail per such cycle, listing the products due with a link to a quick order prefilled with them and their
   * usual (median) quantities. Only with a session from `login` (`SESSION_REQUIRED` for an API key); `UNAUTHENTICATED`
   * for an anonymous caller; `NOT_OFFERED` on a store without reorder reminders (`storeFeatures.reorderReminders`).
   */
  setReorderReminders: ReorderRemindersPayload;
  /**
   * Sets how many of products a shopping list holds (absolute, so safe to repeat); a product not on the list is put on
   * it. The same user errors as `addToShoppingList`. To take a product off, use `removeFromShoppingList`.
   */
  setShoppingListQuantities: ShoppingListPayload;
  /**
   * Adds the product to the wishlist, or removes it when it is already there. Returns the product with its new flag. Failures are thrown errors (`NOT_FOUND` for an unknown product).
   * @deprecated Use `addToWishlist(productId)` or `removeFromWishlist(productIds)`: a toggle repeated by a retry undoes itself, and its failures are thrown errors instead of `userErrors`.
   */
  toggleWishlist: WishlistChange;
  /**
   * Turns reorder reminders off without a login, with the token of a reminder e-mail's unsubscribe link. Safe to
   * repeat. The user error `INVALID` with `["token"]` for a token the store did not sign (or longer than 200
   * characters); `NOT_OFFERED` on a store without reorder reminders.
   */
  unsubscribeReorderReminders: ReorderRemindersPayload;
  /**
   * Changes the customer's profile: name, company, e-mail and phone. Only with a session from `login`
   * (`SESSION_REQUIRED` for an API key). User errors: `TAKEN` with `["input", "email"]` for an address in use,
   * `INVALID` with the field for a value that breaks its rule.
   */
  updateAccountDetails: CustomerPayload;
  /** Changes the billing address (the registered business address). Only with a session from `login`. User errors: `INVALID` with the field (`["input", "stateId"]`, ...). */
  updateBillingAddress: CustomerPayload;
  /**
   * Changes a shipping address, or adds one when no id is given. Only with a session from `login`. User errors:
   * `LIMIT_REACHED` past the 20 a customer may save, `NOT_FOUND` with `["id"]` for an address not the customer's,
   * `INVALID` with the field.
   */
  updateShippingAddress: CustomerPayload;
  /**
   * Changes an endpoint's URL, events or whether it is switched on (each left as it is when omitted). Switching it on
   * again forgets its failures. User errors as `createWebhookEndpoint`, and `NOT_FOUND` with `["input", "id"]`.
   */
  updateWebhookEndpoint: WebhookEndpointPayload;
  /**
   * Uploads a renewed tobacco licence or tax certificate with its new expiry date, for the store's staff to review;
   * once approved, the customer's expiry date becomes the new one (and an expired licence no longer stops orders).
   * Logged-in customers only (the error `UNAUTHENTICATED` otherwise); the file travels as a multipart upload, as at
   * registration. User errors, all `INVALID`: `["input", "expiresOn"]` for a date that is not after today (New York's
   * calendar); `["input", "certificate"]` for no file, or one that is not a PDF, JPEG or PNG or is larger than 10 MB;
   * `["input", "kind"]` when a renewal of that certificate already waits for review (one of each kind at a time).
   * At most 10 uploads an hour from one address (`RATE_LIMITED`). Only with a session from `login` (`SESSION_REQUIRED`
   * for an API key).
   */
  uploadCertificateRenewal: CertificateRenewalPayload;
  /** Checks a create-account link from the approval e-mail; the user error `LINK_EXPIRED` when it is invalid, used or too old. */
  verifyAccountLink: AccountLinkPayload;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddLinesToCartArgs = {
  lines: Array<CartLineInput>;
  removeAddedFromWishlist?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddProductsToCartArgs = {
  productIds: Array<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddShoppingListToCartArgs = {
  id: Scalars['ID']['input'];
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddToShoppingListArgs = {
  id: Scalars['ID']['input'];
  lines: Array<ShoppingListLineInput>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationAddWishlistToCartArgs = {
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationChangeCartLineQuantityArgs = {
  change: QuantityChange;
  lineId: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationCreateShoppingListArgs = {
  lines?: InputMaybe<Array<ShoppingListLineInput>>;
  name: Scalars['String']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationCreateWebhookEndpointArgs = {
  input: WebhookEndpointInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationDeleteShoppingListArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationDuplicateShoppingListArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationPlaceOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: PlaceOrderInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
  endpointId: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRemoveCartLineArgs = {
  lineId: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRemoveFromShoppingListArgs = {
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRemoveFromWishlistArgs = {
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRenameShoppingListArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationSetCartLineQuantityArgs = {
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationSetReorderRemindersArgs = {
  enabled: Scalars['Boolean']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationSetShoppingListQuantitiesArgs = {
  id: Scalars['ID']['input'];
  lines: Array<ShoppingListLineInput>;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationToggleWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationUnsubscribeReorderRemindersArgs = {
  token: Scalars['String']['input'];
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationUpdateAccountDetailsArgs = {
  input: AccountDetailsInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationUpdateBillingAddressArgs = {
  input: AddressInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationUpdateShippingAddressArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: AddressInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookEndpointInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationUploadCertificateRenewalArgs = {
  input: CertificateRenewalInput;
};


/**
 * Every mutation answers with a payload: the object it changed (null when it was refused) and `userErrors`, the
 * expected failures with a code and the argument path of the field they concern. Each mutation's description lists
 * every `UserErrorCode` it can answer; any of them also answers `INVALID` for an argument beyond its documented
 * bounds. Thrown errors are kept for the unexpected: not logged in (`UNAUTHENTICATED`), an API key beyond its scopes
 * (`SCOPE_MISSING`, `SESSION_REQUIRED`), rate limited, or the store's systems failing.
 */
export type MutationVerifyAccountLinkArgs = {
  token: Scalars['String']['input'];
};

/** Why a line of `addLinesToCart` was added in part or not at all. */
export type NotAddedReason =
  /** The store has fewer than the cart would then hold (`stockLeft` says how many it has). */
  | 'OUT_OF_STOCK'
  /** The cart would then hold more than the product's purchase limit (`purchaseLimit`). */
  | 'PURCHASE_LIMIT'
  /** The store no longer has the product, or does not sell it any more. */
  | 'UNAVAILABLE'
  /** No product has the line's SKU, item code or barcode. */
  | 'UNKNOWN_CODE';

/** A customer's order. */
export type Order = {
  __typename?: 'Order';
  /** Billing address. */
  billingAddress: OrderAddress;
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Contact e-mail for the order. */
  email?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the order. */
  id: Scalars['ID']['output'];
  /** The ordered products. */
  lines: Array<OrderLine>;
  /** The buyer's note, if any. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order number shown to the buyer, `order-{id}`. */
  number: Scalars['String']['output'];
  /** How the order is paid. */
  paymentMethod: PaymentMethod;
  /** Contact phone for the order. */
  phone?: Maybe<Scalars['String']['output']>;
  /**
   * How the order travels once the store has shipped it: carrier, tracking number and expected delivery. Null before
   * it ships, when the store gave none, and on a store whose API does not say.
   */
  shipment?: Maybe<Shipment>;
  /** Shipping address, when it differs from the billing address. */
  shippingAddress?: Maybe<OrderAddress>;
  /** Where the order is in its life. */
  status: OrderStatus;
  /** Sum of the lines' subtotals, before tax. */
  subtotal: Money;
  /** Sum of the lines' taxes. */
  tax: Money;
  /** Subtotal plus tax. */
  total: Money;
};

/** An address as recorded on an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** Street address. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Company of the recipient. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** E-mail address (billing only). */
  email?: Maybe<Scalars['String']['output']>;
  /** Name of the recipient. */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number (billing only). */
  phone?: Maybe<Scalars['String']['output']>;
  /** ZIP code. */
  postcode: Scalars['String']['output'];
  /** The state, as `Address.state`. */
  state?: Maybe<State>;
  /** The state's id, as `OrderAddressInput.stateId` takes it. */
  stateId?: Maybe<Scalars['ID']['output']>;
  /**
   * The state's name.
   * @deprecated Use `state { name }`: addresses on orders and in the account now have the same `state`.
   */
  stateName?: Maybe<Scalars['String']['output']>;
};

/** An address on an order. */
export type OrderAddressInput = {
  /** Street address. At most 255 characters. */
  address: Scalars['String']['input'];
  /** City. At most 120 characters. */
  city: Scalars['String']['input'];
  /** Recipient company. At most 160 characters. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address (billing). At most 254 characters. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Recipient name. At most 120 characters. */
  name: Scalars['String']['input'];
  /** Phone number (billing). At most 20 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code. At most 10 characters. */
  postcode: Scalars['String']['input'];
  /** The state's id (`State.id`, as `OrderAddress.stateId` and `OrderAddress.state { id }` answer it). */
  stateId: Scalars['ID']['input'];
};

/** One product of an order. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** Whether the store has fulfilled the line. */
  fulfillmentStatus: FulfillmentStatus;
  /** Stable identifier of the line. */
  id: Scalars['ID']['output'];
  /** The product's image. */
  image: Image;
  /** The product's name when it was ordered. */
  name: Scalars['String']['output'];
  /** The product's id; null when the product has been removed from the catalog (the line keeps its name and amounts). */
  productId?: Maybe<Scalars['ID']['output']>;
  /** How many units. */
  quantity: Scalars['Int']['output'];
  /** Quantity times the unit price. */
  subtotal: Money;
  /**
   * Tax of the line. On a store that records no tax per line, the order's tax shared across its lines in proportion
   * to their subtotals, in whole cents that add up to the order's tax.
   */
  tax: Money;
  /** Price of one unit when it was ordered. */
  unitPrice: Money;
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders on this page, newest first. */
  items: Array<Order>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Orders per page. */
  perPage: Scalars['Int']['output'];
  /** Orders in all pages. */
  total: Scalars['Int']['output'];
  /** Number of pages (0 when there is no order). */
  totalPages: Scalars['Int']['output'];
};

/** Where an order is in its life. */
export type OrderStatus =
  /** Cancelled by the store. */
  | 'CANCELLED'
  /** Delivered and paid. */
  | 'DELIVERED'
  /** Received, not yet handled. */
  | 'PENDING'
  /** Being prepared. */
  | 'PROCESSING'
  /** Ready to be collected at the store. */
  | 'READY_FOR_PICKUP'
  /** On its way. */
  | 'SHIPPED';

/** How an order is paid. Only cash on delivery is offered. */
export type PaymentMethod =
  /** Paid in cash when the order is delivered. */
  | 'CASH_ON_DELIVERY';

/** What the buyer chooses at checkout. The products and prices come from the server-side cart. */
export type PlaceOrderInput = {
  /** The buyer accepted the terms and conditions; must be true. */
  acceptTerms: Scalars['Boolean']['input'];
  /**
   * Billing address, with phone and e-mail. Optional: omit it to bill the account's billing address
   * (`viewer.billingAddress`) with the account's name, phone and e-mail, as the store does anyway.
   */
  billingAddress?: InputMaybe<OrderAddressInput>;
  /** A note for the store. At most 2000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** How the order is paid. */
  paymentMethod?: InputMaybe<PaymentMethod>;
  /** Shipping address when it differs from the billing address; omit to ship to the billing address. */
  shippingAddress?: InputMaybe<OrderAddressInput>;
};

/** The result of placing an order. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** The cart as it is now (empty once the order is placed); null when the order was refused. */
  cart?: Maybe<Cart>;
  /** The order as placed; null when it was refused (see `userErrors`). */
  order?: Maybe<Order>;
  /** Why the order was refused: one of the codes `placeOrder` lists (`LICENCE_EXPIRED`, `MINIMUM_ORDER_NOT_MET`, `NOT_APPROVED`, `CART_EMPTY`, `INVALID` with the field path, ...); empty when it was placed. */
  userErrors: Array<UserError>;
};

/** A product of the catalog. */
export type Product = {
  __typename?: 'Product';
  /** The barcode printed on the product. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** The product's brand. */
  brand?: Maybe<Brand>;
  /** The product's category (a subcategory for most products). */
  category?: Maybe<Category>;
  /** A short description, when the distributor wrote one. */
  description?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the product. */
  id: Scalars['ID']['output'];
  /** The main image. */
  image: Image;
  /** Every image of the product, the main one first. */
  images: Array<Image>;
  /** True when at least one unit is in stock. */
  inStock: Scalars['Boolean']['output'];
  /** Whether the product is on the caller's wishlist; always false for anonymous callers. */
  inWishlist: Scalars['Boolean']['output'];
  /** The distributor's item code. */
  itemCode?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Unit price before tax; null unless the caller is a logged-in customer. */
  price?: Maybe<Money>;
  /** The most units one customer may have in the cart, when the distributor limits it; null for no limit. */
  purchaseLimit?: Maybe<Scalars['Int']['output']>;
  /** Stock-keeping unit. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The name in URL form (lower case, spaces to hyphens, other punctuation removed), for `/product/{id}/{slug}`. */
  slug: Scalars['String']['output'];
  /** Units in stock. */
  stock: Scalars['Int']['output'];
  /** Tax per unit; null unless the caller is a logged-in customer. */
  tax?: Maybe<Money>;
};

/** What one code of `productsByCode` names. */
export type ProductCodeMatch = {
  __typename?: 'ProductCodeMatch';
  /** The code as it was given. */
  code: Scalars['String']['output'];
  /** The product, with the caller's price, stock and purchase limit; null for an unknown code, and when the store no longer has or sells the product. */
  product?: Maybe<Product>;
  /** The id of the product the code names; null when no product has the code. */
  productId?: Maybe<Scalars['ID']['output']>;
};

/** Which products a listing includes. All given conditions must hold. */
export type ProductFilter = {
  /** Brand ids (at most 50); products of any of them match. */
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Category slugs (at most 50, each at most 200 characters); a top-level category includes its subcategories. Products in any of them match. */
  categorySlugs?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Highest unit price in dollars (at most 20 characters). Logged-in customers only: `LOGIN_REQUIRED` for a visitor. */
  maxPrice?: InputMaybe<Scalars['String']['input']>;
  /** Lowest unit price in dollars, e.g. `10` or `10.50` (at most 20 characters). Logged-in customers only: `LOGIN_REQUIRED` for a visitor. */
  minPrice?: InputMaybe<Scalars['String']['input']>;
};

/** A named group of products on the home page. */
export type ProductGroup = {
  __typename?: 'ProductGroup';
  /** The group's title. */
  name: Scalars['String']['output'];
  /** The products, in display order. */
  products: Array<Product>;
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The products on this page. */
  items: Array<Product>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Products per page. */
  perPage: Scalars['Int']['output'];
  /** Products matching in all pages. */
  total: Scalars['Int']['output'];
  /** Number of pages (0 when nothing matches). */
  totalPages: Scalars['Int']['output'];
};

/** Order of a product listing. */
export type ProductSort =
  /** The catalog's own order (newest first). */
  | 'DEFAULT'
  /** Most expensive first. Logged-in customers only. */
  | 'PRICE_HIGH_TO_LOW'
  /** Cheapest first. Logged-in customers only. */
  | 'PRICE_LOW_TO_HIGH';

/** The home page's promotional image, linking to a brand within a category. */
export type Promo = {
  __typename?: 'Promo';
  /** The brand the promotion links to. */
  brand?: Maybe<Brand>;
  /** The category the promotion links to. */
  categorySlug?: Maybe<Scalars['String']['output']>;
  /** The image. */
  image: Image;
};

/** Raise or lower a cart line by one unit. */
export type QuantityChange =
  /** One unit fewer; at 1 the line is removed. */
  | 'DECREASE'
  /** One more unit. */
  | 'INCREASE';

/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type Query = {
  __typename?: 'Query';
  /**
   * The logged-in customer's API keys in use, newest first (the account's "API access"); null for an anonymous
   * caller. Never the keys' secrets. Only with a session from `login` (an API key gets `SESSION_REQUIRED`);
   * `NOT_OFFERED` on a store whose REST API has no API keys.
   */
  apiKeys?: Maybe<Array<ApiKey>>;
  /** One brand by id, with the categories it has products in; null when there is no such brand. */
  brand?: Maybe<Brand>;
  /** Brands that have products in the given category (a top-level category includes its subcategories), or all brands. */
  brands: Array<Brand>;
  /** The logged-in customer's cart; null when the caller is not logged in (like `viewer`). */
  cart?: Maybe<Cart>;
  /** The category tree: the top-level categories in menu order, each with its subcategories. */
  categories: Array<Category>;
  /** One category by its slug, with its subcategories and the brands it carries; null when there is no such category. */
  category?: Maybe<Category>;
  /** Countries customers can register from. */
  countries: Array<Country>;
  /** Everything the home page shows, fetched in parallel. */
  home: Home;
  /** The customer membership categories a registering business chooses from. */
  membershipCategories: Array<MembershipCategory>;
  /**
   * One of the logged-in customer's orders; null when it does not exist, belongs to someone else, or the caller is
   * not logged in (like `viewer`).
   */
  order?: Maybe<Order>;
  /** The logged-in customer's orders, newest first; null when the caller is not logged in (like `viewer`). */
  orders?: Maybe<OrderPage>;
  /** One product by id; null when there is no such product. */
  product?: Maybe<Product>;
  /**
   * One product by its name in URL form (its `slug`, as in the storefront's /product/:title address; runs of hyphens
   * count as one); null when no product has it.
   */
  productBySlug?: Maybe<Product>;
  /**
   * Products a SKU, item code or barcode being typed may name, for the quick order's suggestions: first those whose
   * item code, SKU or barcode starts with it (ignoring case), then those whose name, brand or codes contain it; at
   * most 8. For a logged-in, approved customer only (`UNAUTHENTICATED` otherwise). Fewer than 2 characters after
   * trimming suggest nothing; more than 60, or a comma, is `BAD_USER_INPUT`.
   */
  productCodeSuggestions: Array<Product>;
  /** How many products the catalog holds (the header's 'TOTAL n PRODUCTS'). */
  productCount: Scalars['Int']['output'];
  /**
   * A page of the catalog, filtered and sorted. Prices, and so the price filter and the price sorts, are for
   * logged-in customers only: a visitor who gives either gets `LOGIN_REQUIRED` naming the argument.
   */
  products: ProductPage;
  /**
   * The product each SKU, item code or barcode names (ignoring case; an item code wins over a SKU or barcode), for
   * the quick order's rows as they are entered: one match per code, in the order given, with the caller's prices,
   * stock and purchase limit. A code no product has gives a match whose `productId` and `product` are null; a code
   * whose product the store no longer has or sells gives its `productId` and a null `product`. All codes are looked
   * up in one call to the store. For a logged-in, approved customer only (`UNAUTHENTICATED` for a visitor,
   * `NOT_APPROVED` for a customer not approved yet); an empty list matches nothing. More than 100 codes, a code longer
   * than 60 characters, an empty one or one with a comma is `BAD_USER_INPUT`; a store without this look-up answers
   * `NOT_OFFERED`.
   */
  productsByCode: Array<ProductCodeMatch>;
  /** The products with the given ids, in that order, for the 'Recently Viewed Products' block (unknown ids are skipped). */
  recentlyViewed: Array<Product>;
  /** Other products of the same category as the given product, for the 'Related products' block (at most 8). */
  relatedProducts: Array<Product>;
  /** Products whose name, brand, item code, SKU or barcode contains the query, ignoring case. */
  searchProducts: ProductPage;
  /**
   * One of the logged-in customer's shopping lists with its lines; null when it does not exist, belongs to someone
   * else, or the caller is not logged in. `NOT_OFFERED` from a store without shopping lists.
   */
  shoppingList?: Maybe<ShoppingList>;
  /**
   * The logged-in customer's shopping lists, the most recently changed first (at most 50); null when the caller is not
   * logged in (like `viewer`). Each list's `lines` costs one call to the store: ask for them on one list at a time
   * (`shoppingList(id)`). A store whose REST API lacks shopping lists (`storeFeatures.shoppingLists` is false) answers
   * the error `NOT_OFFERED`.
   */
  shoppingLists?: Maybe<Array<ShoppingList>>;
  /** States (or provinces) of a country, in alphabetical order. */
  states: Array<State>;
  /** What this store offers beyond the specification's features, so that a client shows only what works. */
  storeFeatures: StoreFeatures;
  /** The logged-in customer, or null when the caller is not logged in (or the session expired). */
  viewer?: Maybe<Customer>;
  /**
   * The delivery log of one of the logged-in customer's webhook endpoints, newest first; null when the caller is not
   * logged in. `NOT_FOUND` for an endpoint that does not exist or is someone else's; `NOT_OFFERED` on a store without
   * webhooks.
   */
  webhookDeliveries?: Maybe<WebhookDeliveryPage>;
  /**
   * The logged-in customer's webhook endpoints (at most 5), oldest first; null when the caller is not logged in (like
   * `viewer`). A store whose REST API has no webhooks answers `NOT_OFFERED`.
   */
  webhookEndpoints?: Maybe<Array<WebhookEndpoint>>;
  /** The logged-in customer's wishlist, most recently added first; null when the caller is not logged in (like `viewer`). */
  wishlist?: Maybe<Array<WishlistItem>>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryBrandsArgs = {
  categorySlug?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryProductBySlugArgs = {
  slug: Scalars['String']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryProductCodeSuggestionsArgs = {
  prefix: Scalars['String']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryProductsByCodeArgs = {
  codes: Array<Scalars['String']['input']>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryRecentlyViewedArgs = {
  exceptId?: InputMaybe<Scalars['ID']['input']>;
  ids: Array<Scalars['ID']['input']>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryRelatedProductsArgs = {
  productId: Scalars['ID']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QuerySearchProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryShoppingListArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryStatesArgs = {
  countryId?: InputMaybe<Scalars['ID']['input']>;
};


/** What can be read: the catalog for everyone, and the logged-in customer's own cart, wishlist, orders and account. */
export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** Everything a business gives when registering. Phones are 10 digits; dates may not be in the past. */
export type RegisterInput = {
  /** Street address of the business. At most 255 characters. */
  address: Scalars['String']['input'];
  /** City. At most 120 characters. */
  city: Scalars['String']['input'];
  /** Company name. At most 160 characters. */
  companyName: Scalars['String']['input'];
  /** Country id (see `countries`). */
  countryId: Scalars['ID']['input'];
  /** Doing business as. At most 160 characters. */
  dba?: InputMaybe<Scalars['String']['input']>;
  /** Login and contact e-mail. At most 254 characters. */
  email: Scalars['String']['input'];
  /** Membership category id (see `membershipCategories`). */
  membershipCategoryId: Scalars['ID']['input'];
  /** Secondary contact number, 10 digits. At most 20 characters. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Contact person's name. At most 120 characters. */
  name: Scalars['String']['input'];
  /** Title, e.g. 'Mr.' (the default). At most 10 characters. */
  namePrefix?: InputMaybe<Scalars['String']['input']>;
  /** Password for the registration: 8 to 128 characters, with at least one lowercase letter, one uppercase letter, one digit and one of @ $ ! % * # ? & (the only symbols it accepts). */
  password: Scalars['String']['input'];
  /** Primary contact number, 10 digits. At most 20 characters. */
  phone: Scalars['String']['input'];
  /** ZIP code. At most 10 characters. */
  postcode: Scalars['String']['input'];
  /** State id (see `states(countryId)`). */
  stateId: Scalars['ID']['input'];
  /** The tax certificate: PDF, JPEG or PNG, at most 10 MB. */
  taxCertificate?: InputMaybe<Scalars['Upload']['input']>;
  /** When the tax certificate expires. */
  taxExpiryDate?: InputMaybe<Scalars['Date']['input']>;
  /** Tax id. At most 60 characters. */
  taxId?: InputMaybe<Scalars['String']['input']>;
  /** The tobacco licence certificate: PDF, JPEG or PNG, at most 10 MB. */
  tobaccoCertificate?: InputMaybe<Scalars['Upload']['input']>;
  /** When the tobacco licence expires. */
  tobaccoLicenseExpiryDate?: InputMaybe<Scalars['Date']['input']>;
  /** Tobacco licence number. At most 60 characters. */
  tobaccoLicenseNumber: Scalars['String']['input'];
};

/** The result of registering. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** The new registration, with status `PENDING`; null when refused (see `userErrors`). */
  customer?: Maybe<Customer>;
  /** Why the registration was refused, e.g. `TAKEN` with `["input", "email"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of `setReorderReminders` or `unsubscribeReorderReminders`. */
export type ReorderRemindersPayload = {
  __typename?: 'ReorderRemindersPayload';
  /** Whether reorder reminders are on now; null when the request was refused (see `userErrors`). */
  enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Why it was refused, e.g. `INVALID` with `["token"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** A new password from the reset link. */
export type ResetPasswordInput = {
  /** The same password again. At most 128 characters. */
  confirmPassword: Scalars['String']['input'];
  /** The e-mail address from the link. At most 254 characters. */
  email: Scalars['String']['input'];
  /** 8 to 128 characters, with at least one lowercase letter, one uppercase letter, one digit and one of @ $ ! % * # ? & (the only symbols it accepts). */
  password: Scalars['String']['input'];
  /** The token from the link. At most 200 characters. */
  token: Scalars['String']['input'];
};

/** The result of revoking an API key. */
export type RevokeApiKeyPayload = {
  __typename?: 'RevokeApiKeyPayload';
  /** The key as revoked; null when refused (see `userErrors`). */
  apiKey?: Maybe<ApiKey>;
  /** Why it was not revoked: `NOT_FOUND` with `["id"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** What the store entered when an order left its warehouse. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The carrier, e.g. `UPS`. */
  carrier: Scalars['String']['output'];
  /** The day the carrier expects to deliver; null when the store gave none. */
  expectedDeliveryOn?: Maybe<Scalars['Date']['output']>;
  /** When the order was marked shipped; null when the store does not say. */
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The carrier's tracking number. */
  trackingNumber: Scalars['String']['output'];
};

/** A named list of products with a quantity each, kept to order again ('Weekly humidor restock'). */
export type ShoppingList = {
  __typename?: 'ShoppingList';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the list. */
  id: Scalars['ID']['output'];
  /** How many products it holds (at most 100). */
  lineCount: Scalars['Int']['output'];
  /** Its products in the order they were put on it (one call to the store per list: see `Query.shoppingLists`). */
  lines: Array<ShoppingListLine>;
  /** The buyer's name for it, 1 to 80 characters. */
  name: Scalars['String']['output'];
  /** How many units its lines add up to. */
  totalQuantity: Scalars['Int']['output'];
  /** When it, its name or a quantity last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A product on a shopping list and how many of it to order. */
export type ShoppingListLine = {
  __typename?: 'ShoppingListLine';
  /** When the product was put on the list. */
  addedAt: Scalars['DateTime']['output'];
  /** The product as it is now, with the caller's price; null when the store no longer has it. */
  product?: Maybe<Product>;
  /** The product's id (it stays on the list, by id, after the store stops selling it). */
  productId: Scalars['ID']['output'];
  /** How many to order, 1 to 9999. */
  quantity: Scalars['Int']['output'];
};

/** A product and its quantity, for the shopping list mutations. */
export type ShoppingListLineInput = {
  /** The product. */
  productId: Scalars['ID']['input'];
  /** How many, 1 to 9999. */
  quantity: Scalars['Int']['input'];
};

/** The result of a change to a shopping list. */
export type ShoppingListPayload = {
  __typename?: 'ShoppingListPayload';
  /** The list as it is now; null when the change was refused (see `userErrors`). */
  shoppingList?: Maybe<ShoppingList>;
  /** Why it was refused, e.g. `LIMIT_REACHED`, or `INVALID` with `["name"]`; empty on success. */
  userErrors: Array<UserError>;
};

/** A state of a country. */
export type State = {
  __typename?: 'State';
  /** Stable identifier of the state. */
  id: Scalars['ID']['output'];
  /** The state's name. */
  name: Scalars['String']['output'];
};

/** What this store offers beyond the specification's features (a distributor's own REST API may lack them). */
export type StoreFeatures = {
  __typename?: 'StoreFeatures';
  /**
   * Whether the logged-in caller can turn on reorder reminders (`Customer.reorderReminders`, `setReorderReminders`);
   * false for an anonymous caller and on a store whose REST API has none.
   */
  reorderReminders: Scalars['Boolean']['output'];
  /**
   * Whether the logged-in caller can keep shopping lists (`shoppingLists` and its mutations); false for an anonymous
   * caller and on a store whose REST API has no shopping lists.
   */
  shoppingLists: Scalars['Boolean']['output'];
};

/** Changes to a webhook endpoint; an omitted field is left as it is. */
export type UpdateWebhookEndpointInput = {
  /** Switch it on (true) or off (false). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The events to receive: at least one. */
  events?: InputMaybe<Array<WebhookEvent>>;
  /** The endpoint's id. */
  id: Scalars['ID']['input'];
  /** A new https:// URL of a public address, at most 500 characters. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** An expected failure of a mutation: what was wrong, and with which argument. */
export type UserError = {
  __typename?: 'UserError';
  /** Why, as a code to branch on. */
  code: UserErrorCode;
  /**
   * The path of the argument it concerns, from the mutation's arguments: e.g. `["input", "billingAddress", "stateId"]`
   * or `["quantity"]`; null when it concerns the request as a whole (e.g. `MINIMUM_ORDER_NOT_MET`).
   */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The store's explanation, in English. Clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/**
 * Why a mutation refused its input, as a code a program can branch on (the same closed list as store-api's `code`).
 * New codes may be added before 1.0 (CHANGELOG.md says so); a client should treat an unknown code like `INVALID`.
 */
export type UserErrorCode =
  /** Login: the registration is approved or pending but its login was never created from the e-mailed link. */
  | 'ACCOUNT_NOT_CREATED'
  /** Login: the registration was rejected by staff. */
  | 'ACCOUNT_REJECTED'
  /** Login: staff suspended the account; it logs in again once reactivated. */
  | 'ACCOUNT_SUSPENDED'
  /** An order was asked for with an empty cart. */
  | 'CART_EMPTY'
  /** The first request with this idempotency key is still being handled: repeat it to get its answer. */
  | 'IDEMPOTENCY_KEY_IN_USE'
  /** The idempotency key was already used for a different order. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A field's value breaks its rule: empty when required, wrong format, out of range, too long, bad characters. */
  | 'INVALID'
  /** Login: the e-mail address and password do not match an account. */
  | 'INVALID_CREDENTIALS'
  /** Staff: an order cannot move from its status to the one asked for (shipped back to pending, say). */
  | 'INVALID_STATUS_TRANSITION'
  /** Staff: the authenticator code is wrong, too old or was used already; never answered by this API. */
  | 'INVALID_TOTP'
  /** Staff only: a category or brand that products (or subcategories) still use cannot be deleted. */
  | 'IN_USE'
  /** placeOrder: the buyer's tobacco licence has expired (New York's calendar); a renewed certificate lifts it. */
  | 'LICENCE_EXPIRED'
  /** A per-customer limit is reached (at most N shipping addresses). */
  | 'LIMIT_REACHED'
  /** A create-account or password-reset link that is unknown, used or too old. */
  | 'LINK_EXPIRED'
  /** The cart's total is below the minimum order. */
  | 'MINIMUM_ORDER_NOT_MET'
  /** Only approved customers may order. */
  | 'NOT_APPROVED'
  /** A record the request names (product, cart line, address) does not exist for this customer. */
  | 'NOT_FOUND'
  /** Staff only: an order's lines change only before it ships. */
  | 'ORDER_NOT_EDITABLE'
  /** More than the stock or the product's purchase limit. */
  | 'OUT_OF_STOCK'
  /** The e-mail address or username belongs to another account. */
  | 'TAKEN'
  /** Staff: a second factor is required (the staff endpoint's sign-in); never answered by this API. */
  | 'TOTP_REQUIRED'
  /** The current password given to change it is not the account's. */
  | 'WRONG_PASSWORD';

/** One event sent (or to be sent) to one endpoint, with its attempts. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the event was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** When the endpoint accepted it. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event's id: the `webhook-id` header, the same for every attempt and redelivery of one event. */
  eventId: Scalars['String']['output'];
  /** The event's type: `order.placed`, `order.status_changed`, `order.cancelled` or `webhook.test`. */
  eventType: Scalars['String']['output'];
  /** Stable identifier of the delivery (what `redeliverWebhook` takes). */
  id: Scalars['ID']['output'];
  /** When the last attempt was made. */
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** What went wrong with the last attempt; null when it succeeded or none was made. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last attempt's answer; null when there was none (no connection, time-out). */
  lastStatus?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due; null when it is delivered or given up. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: WebhookDeliveryStatus;
};

/** A page of an endpoint's delivery log. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** The deliveries on this page, newest first. */
  items: Array<WebhookDelivery>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Deliveries per page. */
  perPage: Scalars['Int']['output'];
  /** Deliveries in all pages. */
  total: Scalars['Int']['output'];
  /** Number of pages. */
  totalPages: Scalars['Int']['output'];
};

/** The result of queueing a delivery (a redelivery or a test event). */
export type WebhookDeliveryPayload = {
  __typename?: 'WebhookDeliveryPayload';
  /** Why it was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The delivery queued, due now; null when refused (see `userErrors`). */
  webhookDelivery?: Maybe<WebhookDelivery>;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint accepted it (answered 2xx). */
  | 'DELIVERED'
  /** Every attempt failed for the whole retry window (24 hours): given up. */
  | 'FAILED'
  /** Waiting for its next attempt. */
  | 'PENDING';

/** An HTTPS endpoint of the customer's that receives signed order events. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** Failed attempts since the last delivery it accepted. */
  consecutiveFailures: Scalars['Int']['output'];
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was switched off; null while it is on. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it was switched off; null while it is on. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** False when it was switched off: by the customer, or by the store after every delivery failed for a day. */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives. */
  events: Array<WebhookEvent>;
  /** Stable identifier of the endpoint. */
  id: Scalars['ID']['output'];
  /** Where the events are POSTed. */
  url: Scalars['String']['output'];
};

/** A new webhook endpoint. */
export type WebhookEndpointInput = {
  /** The events to receive: at least one. */
  events: Array<WebhookEvent>;
  /** An https:// URL of a public address, at most 500 characters. */
  url: Scalars['String']['input'];
};

/** The result of changing a webhook endpoint. */
export type WebhookEndpointPayload = {
  __typename?: 'WebhookEndpointPayload';
  /** Why it was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The endpoint as it is now; null when refused (see `userErrors`). */
  webhookEndpoint?: Maybe<WebhookEndpoint>;
};

/** An order event a webhook endpoint can subscribe to. */
export type WebhookEvent =
  /** `order.cancelled`: staff cancelled an order. */
  | 'ORDER_CANCELLED'
  /** `order.placed`: the customer placed an order. */
  | 'ORDER_PLACED'
  /** `order.status_changed`: staff moved an order to another status (processing, shipped, ready for pickup, delivered). */
  | 'ORDER_STATUS_CHANGED';

/** The result of `toggleWishlist` (deprecated with it: `addToWishlist` and `removeFromWishlist` return `WishlistPayload`). */
export type WishlistChange = {
  __typename?: 'WishlistChange';
  /** What the store said, e.g. 'Item added into Wishlist'. */
  message: Scalars['String']['output'];
  /** The products whose wishlist flag changed, with their new flag. */
  products: Array<Product>;
  /** The wishlist as it is now. */
  wishlist: Array<WishlistItem>;
};

/** A product on the wishlist. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /**
   * When the product was added; null when the store keeps no date (a distributor's API as the specification describes
   * it keeps the date in the browser, not on the server).
   */
  addedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Stable identifier of the wishlist entry. */
  id: Scalars['ID']['output'];
  /** The product. */
  product: Product;
};

/** The result of adding to or removing from the wishlist. Safe to repeat: the same request leaves the same wishlist. */
export type WishlistPayload = {
  __typename?: 'WishlistPayload';
  /** The products whose wishlist flag the request concerns, with their flag as it is now (empty when refused). */
  products: Array<Product>;
  /** Why the request was refused, e.g. `NOT_FOUND` with `["productId"]`; empty on success. */
  userErrors: Array<UserError>;
  /** The wishlist as it is now; null when the request was refused (see `userErrors`). */
  wishlist?: Maybe<Array<WishlistItem>>;
};

/** The result of moving wishlist products into the cart. */
export type WishlistToCartPayload = {
  __typename?: 'WishlistToCartPayload';
  /** The cart as it is now; null when nothing was done (see `userErrors`). */
  cart?: Maybe<Cart>;
  /** The products that left the wishlist, with their new flag (empty when nothing was done). */
  products: Array<Product>;
  /** Why nothing was done, e.g. `INVALID` with `["productIds"]` for an empty wishlist; empty on success. */
  userErrors: Array<UserError>;
  /** The wishlist as it is now; null when nothing was done. */
  wishlist?: Maybe<Array<WishlistItem>>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptedPayload: ResolverTypeWrapper<AcceptedPayload>;
  AccountDetailsInput: AccountDetailsInput;
  AccountLink: ResolverTypeWrapper<AccountLink>;
  AccountLinkPayload: ResolverTypeWrapper<AccountLinkPayload>;
  AddLinesToCartPayload: ResolverTypeWrapper<Omit<AddLinesToCartPayload, 'cart' | 'results' | 'wishlist'> & { cart?: Maybe<ResolversTypes['Cart']>, results: Array<ResolversTypes['CartLineResult']>, wishlist?: Maybe<Array<ResolversTypes['WishlistItem']>> }>;
  Address: ResolverTypeWrapper<AddressModel>;
  AddressInput: AddressInput;
  AddressType: AddressType;
  ApiKey: ResolverTypeWrapper<ApiKeyModel>;
  ApiKeyScope: ApiKeyScope;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandModel>;
  BrandLogo: ResolverTypeWrapper<BrandLogoModel>;
  BuyAgainItem: ResolverTypeWrapper<BuyAgainItemModel>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartLine: ResolverTypeWrapper<CartLineModel>;
  CartLineInput: CartLineInput;
  CartLineResult: ResolverTypeWrapper<Omit<CartLineResult, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryRow: ResolverTypeWrapper<Omit<CategoryRow, 'category' | 'products'> & { category: ResolversTypes['Category'], products: Array<ResolversTypes['Product']> }>;
  CertificateKind: CertificateKind;
  CertificateRenewal: ResolverTypeWrapper<CertificateRenewalModel>;
  CertificateRenewalInput: CertificateRenewalInput;
  CertificateRenewalPayload: ResolverTypeWrapper<Omit<CertificateRenewalPayload, 'certificateRenewal' | 'customer'> & { certificateRenewal?: Maybe<ResolversTypes['CertificateRenewal']>, customer?: Maybe<ResolversTypes['Customer']> }>;
  CertificateRenewalStatus: CertificateRenewalStatus;
  ChangePasswordInput: ChangePasswordInput;
  ContactMessageInput: ContactMessageInput;
  Country: ResolverTypeWrapper<Country>;
  CreateAccountInput: CreateAccountInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: ResolverTypeWrapper<Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  CreateWebhookEndpointPayload: ResolverTypeWrapper<Omit<CreateWebhookEndpointPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversTypes['WebhookEndpoint']> }>;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerPayload: ResolverTypeWrapper<Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  CustomerStatus: CustomerStatus;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteShoppingListPayload: ResolverTypeWrapper<DeleteShoppingListPayload>;
  DeleteWebhookEndpointPayload: ResolverTypeWrapper<DeleteWebhookEndpointPayload>;
  FulfillmentStatus: FulfillmentStatus;
  HeroSlide: ResolverTypeWrapper<HeroSlideModel>;
  Home: ResolverTypeWrapper<HomeModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  MembershipCategory: ResolverTypeWrapper<MembershipCategory>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotAddedReason: NotAddedReason;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAddress: ResolverTypeWrapper<OrderAddressModel>;
  OrderAddressInput: OrderAddressInput;
  OrderLine: ResolverTypeWrapper<OrderLineModel>;
  OrderPage: ResolverTypeWrapper<OrderPageModel>;
  OrderStatus: OrderStatus;
  PaymentMethod: PaymentMethod;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'cart' | 'order'> & { cart?: Maybe<ResolversTypes['Cart']>, order?: Maybe<ResolversTypes['Order']> }>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCodeMatch: ResolverTypeWrapper<Omit<ProductCodeMatch, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductFilter: ProductFilter;
  ProductGroup: ResolverTypeWrapper<Omit<ProductGroup, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductPage: ResolverTypeWrapper<ProductPageModel>;
  ProductSort: ProductSort;
  Promo: ResolverTypeWrapper<PromoModel>;
  QuantityChange: QuantityChange;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  ReorderRemindersPayload: ResolverTypeWrapper<ReorderRemindersPayload>;
  ResetPasswordInput: ResetPasswordInput;
  RevokeApiKeyPayload: ResolverTypeWrapper<Omit<RevokeApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShoppingList: ResolverTypeWrapper<ShoppingListModel>;
  ShoppingListLine: ResolverTypeWrapper<ShoppingListLineModel>;
  ShoppingListLineInput: ShoppingListLineInput;
  ShoppingListPayload: ResolverTypeWrapper<Omit<ShoppingListPayload, 'shoppingList'> & { shoppingList?: Maybe<ResolversTypes['ShoppingList']> }>;
  State: ResolverTypeWrapper<State>;
  StoreFeatures: ResolverTypeWrapper<StoreFeaturesModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryPage: ResolverTypeWrapper<WebhookDeliveryPageModel>;
  WebhookDeliveryPayload: ResolverTypeWrapper<Omit<WebhookDeliveryPayload, 'webhookDelivery'> & { webhookDelivery?: Maybe<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointModel>;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointPayload: ResolverTypeWrapper<Omit<WebhookEndpointPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversTypes['WebhookEndpoint']> }>;
  WebhookEvent: WebhookEvent;
  WishlistChange: ResolverTypeWrapper<Omit<WishlistChange, 'products' | 'wishlist'> & { products: Array<ResolversTypes['Product']>, wishlist: Array<ResolversTypes['WishlistItem']> }>;
  WishlistItem: ResolverTypeWrapper<WishlistItemModel>;
  WishlistPayload: ResolverTypeWrapper<Omit<WishlistPayload, 'products' | 'wishlist'> & { products: Array<ResolversTypes['Product']>, wishlist?: Maybe<Array<ResolversTypes['WishlistItem']>> }>;
  WishlistToCartPayload: ResolverTypeWrapper<Omit<WishlistToCartPayload, 'cart' | 'products' | 'wishlist'> & { cart?: Maybe<ResolversTypes['Cart']>, products: Array<ResolversTypes['Product']>, wishlist?: Maybe<Array<ResolversTypes['WishlistItem']>> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedPayload: AcceptedPayload;
  AccountDetailsInput: AccountDetailsInput;
  AccountLink: AccountLink;
  AccountLinkPayload: AccountLinkPayload;
  AddLinesToCartPayload: Omit<AddLinesToCartPayload, 'cart' | 'results' | 'wishlist'> & { cart?: Maybe<ResolversParentTypes['Cart']>, results: Array<ResolversParentTypes['CartLineResult']>, wishlist?: Maybe<Array<ResolversParentTypes['WishlistItem']>> };
  Address: AddressModel;
  AddressInput: AddressInput;
  ApiKey: ApiKeyModel;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandModel;
  BrandLogo: BrandLogoModel;
  BuyAgainItem: BuyAgainItemModel;
  Cart: CartModel;
  CartLine: CartLineModel;
  CartLineInput: CartLineInput;
  CartLineResult: Omit<CartLineResult, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  CartPayload: Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  Category: CategoryModel;
  CategoryRow: Omit<CategoryRow, 'category' | 'products'> & { category: ResolversParentTypes['Category'], products: Array<ResolversParentTypes['Product']> };
  CertificateRenewal: CertificateRenewalModel;
  CertificateRenewalInput: CertificateRenewalInput;
  CertificateRenewalPayload: Omit<CertificateRenewalPayload, 'certificateRenewal' | 'customer'> & { certificateRenewal?: Maybe<ResolversParentTypes['CertificateRenewal']>, customer?: Maybe<ResolversParentTypes['Customer']> };
  ChangePasswordInput: ChangePasswordInput;
  ContactMessageInput: ContactMessageInput;
  Country: Country;
  CreateAccountInput: CreateAccountInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  CreateWebhookEndpointPayload: Omit<CreateWebhookEndpointPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']> };
  Customer: CustomerModel;
  CustomerPayload: Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteShoppingListPayload: DeleteShoppingListPayload;
  DeleteWebhookEndpointPayload: DeleteWebhookEndpointPayload;
  HeroSlide: HeroSlideModel;
  Home: HomeModel;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  LoginPayload: Omit<LoginPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  MembershipCategory: MembershipCategory;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderAddress: OrderAddressModel;
  OrderAddressInput: OrderAddressInput;
  OrderLine: OrderLineModel;
  OrderPage: OrderPageModel;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'cart' | 'order'> & { cart?: Maybe<ResolversParentTypes['Cart']>, order?: Maybe<ResolversParentTypes['Order']> };
  Product: ProductModel;
  ProductCodeMatch: Omit<ProductCodeMatch, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductFilter: ProductFilter;
  ProductGroup: Omit<ProductGroup, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProductPage: ProductPageModel;
  Promo: PromoModel;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  ReorderRemindersPayload: ReorderRemindersPayload;
  ResetPasswordInput: ResetPasswordInput;
  RevokeApiKeyPayload: Omit<RevokeApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  Shipment: Shipment;
  ShoppingList: ShoppingListModel;
  ShoppingListLine: ShoppingListLineModel;
  ShoppingListLineInput: ShoppingListLineInput;
  ShoppingListPayload: Omit<ShoppingListPayload, 'shoppingList'> & { shoppingList?: Maybe<ResolversParentTypes['ShoppingList']> };
  State: State;
  StoreFeatures: StoreFeaturesModel;
  String: Scalars['String']['output'];
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  Upload: Scalars['Upload']['output'];
  UserError: UserError;
  WebhookDelivery: WebhookDeliveryModel;
  WebhookDeliveryPage: WebhookDeliveryPageModel;
  WebhookDeliveryPayload: Omit<WebhookDeliveryPayload, 'webhookDelivery'> & { webhookDelivery?: Maybe<ResolversParentTypes['WebhookDelivery']> };
  WebhookEndpoint: WebhookEndpointModel;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointPayload: Omit<WebhookEndpointPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']> };
  WishlistChange: Omit<WishlistChange, 'products' | 'wishlist'> & { products: Array<ResolversParentTypes['Product']>, wishlist: Array<ResolversParentTypes['WishlistItem']> };
  WishlistItem: WishlistItemModel;
  WishlistPayload: Omit<WishlistPayload, 'products' | 'wishlist'> & { products: Array<ResolversParentTypes['Product']>, wishlist?: Maybe<Array<ResolversParentTypes['WishlistItem']>> };
  WishlistToCartPayload: Omit<WishlistToCartPayload, 'cart' | 'products' | 'wishlist'> & { cart?: Maybe<ResolversParentTypes['Cart']>, products: Array<ResolversParentTypes['Product']>, wishlist?: Maybe<Array<ResolversParentTypes['WishlistItem']>> };
};

export type AcceptedPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptedPayload'] = ResolversParentTypes['AcceptedPayload']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AccountLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountLink'] = ResolversParentTypes['AccountLink']> = {
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AccountLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountLinkPayload'] = ResolversParentTypes['AccountLinkPayload']> = {
  accountLink?: Resolver<Maybe<ResolversTypes['AccountLink']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AddLinesToCartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddLinesToCartPayload'] = ResolversParentTypes['AddLinesToCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['CartLineResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<Array<ResolversTypes['WishlistItem']>>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiKeyScope']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandLogoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandLogo'] = ResolversParentTypes['BrandLogo']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  categorySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export type BuyAgainItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainItem'] = ResolversParentTypes['BuyAgainItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastOrderedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  timesOrdered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usualQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  meetsMinimum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartLineResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLineResult'] = ResolversParentTypes['CartLineResult']> = {
  addedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['NotAddedReason']>, ParentType, ContextType>;
  requestedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRow'] = ResolversParentTypes['CategoryRow']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type CertificateRenewalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateRenewal'] = ResolversParentTypes['CertificateRenewal']> = {
  expiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CertificateKind'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateRenewalStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CertificateRenewalPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateRenewalPayload'] = ResolversParentTypes['CertificateRenewalPayload']> = {
  certificateRenewal?: Resolver<Maybe<ResolversTypes['CertificateRenewal']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = {
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateWebhookEndpointPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateWebhookEndpointPayload'] = ResolversParentTypes['CreateWebhookEndpointPayload']> = {
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  canOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificateRenewals?: Resolver<Array<ResolversTypes['CertificateRenewal']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dba?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipCategory?: Resolver<Maybe<ResolversTypes['MembershipCategory']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namePrefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reorderReminders?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shippingAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  taxExpiryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tobaccoLicenseExpiryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  tobaccoLicenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPayload'] = ResolversParentTypes['CustomerPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteShoppingListPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteShoppingListPayload'] = ResolversParentTypes['DeleteShoppingListPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteWebhookEndpointPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteWebhookEndpointPayload'] = ResolversParentTypes['DeleteWebhookEndpointPayload']> = {
  deletedWebhookEndpointId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type HeroSlideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeroSlide'] = ResolversParentTypes['HeroSlide']> = {
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Home'] = ResolversParentTypes['Home']> = {
  brandLogos?: Resolver<Array<ResolversTypes['BrandLogo']>, ParentType, ContextType>;
  buyAgain?: Resolver<Array<ResolversTypes['BuyAgainItem']>, ParentType, ContextType>;
  categoryRows?: Resolver<Array<ResolversTypes['CategoryRow']>, ParentType, ContextType>;
  footerBanner?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  frequentlyOrdered?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ProductGroup']>, ParentType, ContextType>;
  promo?: Resolver<Maybe<ResolversTypes['Promo']>, ParentType, ContextType>;
  promoted?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  recommended?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  slides?: Resolver<Array<ResolversTypes['HeroSlide']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MembershipCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipCategory'] = ResolversParentTypes['MembershipCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addLinesToCart?: Resolver<ResolversTypes['AddLinesToCartPayload'], ParentType, ContextType, RequireFields<MutationAddLinesToCartArgs, 'lines' | 'removeAddedFromWishlist'>>;
  addProductsToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddProductsToCartArgs, 'productIds' | 'quantity'>>;
  addShoppingListToCart?: Resolver<ResolversTypes['AddLinesToCartPayload'], ParentType, ContextType, RequireFields<MutationAddShoppingListToCartArgs, 'id'>>;
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId' | 'quantity'>>;
  addToShoppingList?: Resolver<ResolversTypes['ShoppingListPayload'], ParentType, ContextType, RequireFields<MutationAddToShoppingListArgs, 'id' | 'lines'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  addWishlistToCart?: Resolver<ResolversTypes['WishlistToCartPayload'], ParentType, ContextType, Partial<MutationAddWishlistToCartArgs>>;
  changeCartLineQuantity?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationChangeCartLineQuantityArgs, 'change' | 'lineId'>>;
  changePassword?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  clearCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType>;
  createAccount?: Resolver<ResolversTypes['AcceptedPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createShoppingList?: Resolver<ResolversTypes['ShoppingListPayload'], ParentType, ContextType, RequireFields<MutationCreateShoppingListArgs, 'lines' | 'name'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreateWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteShoppingList?: Resolver<ResolversTypes['DeleteShoppingListPayload'], ParentType, ContextType, RequireFields<MutationDeleteShoppingListArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['DeleteWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  duplicateShoppingList?: Resolver<ResolversTypes['ShoppingListPayload'], ParentType, ContextType, RequireFields<MutationDuplicateShoppingListArgs, 'id' | 'name'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['AcceptedPayload'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'idempotencyKey' | 'input'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId' | 'endpointId'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCartLine?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'lineId'>>;
  removeFromShoppingList?: Resolver<ResolversTypes['ShoppingListPayload'], ParentType, ContextType, RequireFields<MutationRemoveFromShoppingListArgs, 'id' | 'productIds'>>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, Partial<MutationRemoveFromWishlistArgs>>;
  renameShoppingList?: Resolver<ResolversTypes['ShoppingListPayload'], ParentType, ContextType, RequireFields<MutationRenameShoppingListArgs, 'id' | 'name'>>;
  requestPasswordReset?: Resolver<ResolversTypes['AcceptedPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['AcceptedPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['RevokeApiKeyPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  sendContactMessage?: Resolver<ResolversTypes['AcceptedPayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'endpointId'>>;
  setCartLineQuantity?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSetCartLineQuantityArgs, 'lineId' | 'quantity'>>;
  setReorderReminders?: Resolver<ResolversTypes['ReorderRemindersPayload'], ParentType, ContextType, RequireFields<MutationSetReorderRemindersArgs, 'enabled'>>;
  setShoppingListQuantities?: Resolver<ResolversTypes['ShoppingListPayload'], ParentType, ContextType, RequireFields<MutationSetShoppingListQuantitiesArgs, 'id' | 'lines'>>;
  toggleWishlist?: Resolver<ResolversTypes['WishlistChange'], ParentType, ContextType, RequireFields<MutationToggleWishlistArgs, 'productId'>>;
  unsubscribeReorderReminders?: Resolver<ResolversTypes['ReorderRemindersPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeReorderRemindersArgs, 'token'>>;
  updateAccountDetails?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountDetailsArgs, 'input'>>;
  updateBillingAddress?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateBillingAddressArgs, 'input'>>;
  updateShippingAddress?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateShippingAddressArgs, 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'input'>>;
  uploadCertificateRenewal?: Resolver<ResolversTypes['CertificateRenewalPayload'], ParentType, ContextType, RequireFields<MutationUploadCertificateRenewalArgs, 'input'>>;
  verifyAccountLink?: Resolver<ResolversTypes['AccountLinkPayload'], ParentType, ContextType, RequireFields<MutationVerifyAccountLinkArgs, 'token'>>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  fulfillmentStatus?: Resolver<ResolversTypes['FulfillmentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  purchaseLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ProductCodeMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCodeMatch'] = ResolversParentTypes['ProductCodeMatch']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ProductGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductGroup'] = ResolversParentTypes['ProductGroup']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promo'] = ResolversParentTypes['Promo']> = {
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  categorySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiKeys?: Resolver<Maybe<Array<ResolversTypes['ApiKey']>>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandsArgs>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  home?: Resolver<ResolversTypes['Home'], ParentType, ContextType>;
  membershipCategories?: Resolver<Array<ResolversTypes['MembershipCategory']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Maybe<ResolversTypes['OrderPage']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productBySlug?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductBySlugArgs, 'slug'>>;
  productCodeSuggestions?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductCodeSuggestionsArgs, 'prefix'>>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage' | 'sort'>>;
  productsByCode?: Resolver<Array<ResolversTypes['ProductCodeMatch']>, ParentType, ContextType, RequireFields<QueryProductsByCodeArgs, 'codes'>>;
  recentlyViewed?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRecentlyViewedArgs, 'ids'>>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRelatedProductsArgs, 'productId'>>;
  searchProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'page' | 'perPage' | 'query' | 'sort'>>;
  shoppingList?: Resolver<Maybe<ResolversTypes['ShoppingList']>, ParentType, ContextType, RequireFields<QueryShoppingListArgs, 'id'>>;
  shoppingLists?: Resolver<Maybe<Array<ResolversTypes['ShoppingList']>>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType, Partial<QueryStatesArgs>>;
  storeFeatures?: Resolver<ResolversTypes['StoreFeatures'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  webhookDeliveries?: Resolver<Maybe<ResolversTypes['WebhookDeliveryPage']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId' | 'page' | 'perPage'>>;
  webhookEndpoints?: Resolver<Maybe<Array<ResolversTypes['WebhookEndpoint']>>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<Array<ResolversTypes['WishlistItem']>>, ParentType, ContextType>;
};

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ReorderRemindersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderRemindersPayload'] = ResolversParentTypes['ReorderRemindersPayload']> = {
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RevokeApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeApiKeyPayload'] = ResolversParentTypes['RevokeApiKeyPayload']> = {
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedDeliveryOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShoppingListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShoppingList'] = ResolversParentTypes['ShoppingList']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ShoppingListLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ShoppingListLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShoppingListLine'] = ResolversParentTypes['ShoppingListLine']> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShoppingListPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShoppingListPayload'] = ResolversParentTypes['ShoppingListPayload']> = {
  shoppingList?: Resolver<Maybe<ResolversTypes['ShoppingList']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreFeatures'] = ResolversParentTypes['StoreFeatures']> = {
  reorderReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shoppingLists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
};

export type WebhookDeliveryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = {
  items?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookDeliveryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDeliveryPayload'] = ResolversParentTypes['WebhookDeliveryPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhookDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpointPayload'] = ResolversParentTypes['WebhookEndpointPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type WishlistChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistChange'] = ResolversParentTypes['WishlistChange']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  wishlist?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type WishlistPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistPayload'] = ResolversParentTypes['WishlistPayload']> = {
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<Array<ResolversTypes['WishlistItem']>>, ParentType, ContextType>;
};

export type WishlistToCartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistToCartPayload'] = ResolversParentTypes['WishlistToCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<Array<ResolversTypes['WishlistItem']>>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AcceptedPayload?: AcceptedPayloadResolvers<ContextType>;
  AccountLink?: AccountLinkResolvers<ContextType>;
  AccountLinkPayload?: AccountLinkPayloadResolvers<ContextType>;
  AddLinesToCartPayload?: AddLinesToCartPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandLogo?: BrandLogoResolvers<ContextType>;
  BuyAgainItem?: BuyAgainItemResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartLineResult?: CartLineResultResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryRow?: CategoryRowResolvers<ContextType>;
  CertificateRenewal?: CertificateRenewalResolvers<ContextType>;
  CertificateRenewalPayload?: CertificateRenewalPayloadResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  CreateWebhookEndpointPayload?: CreateWebhookEndpointPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPayload?: CustomerPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteShoppingListPayload?: DeleteShoppingListPayloadResolvers<ContextType>;
  DeleteWebhookEndpointPayload?: DeleteWebhookEndpointPayloadResolvers<ContextType>;
  HeroSlide?: HeroSlideResolvers<ContextType>;
  Home?: HomeResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MembershipCategory?: MembershipCategoryResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCodeMatch?: ProductCodeMatchResolvers<ContextType>;
  ProductGroup?: ProductGroupResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Promo?: PromoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ReorderRemindersPayload?: ReorderRemindersPayloadResolvers<ContextType>;
  RevokeApiKeyPayload?: RevokeApiKeyPayloadResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShoppingList?: ShoppingListResolvers<ContextType>;
  ShoppingListLine?: ShoppingListLineResolvers<ContextType>;
  ShoppingListPayload?: ShoppingListPayloadResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  StoreFeatures?: StoreFeaturesResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UserError?: UserErrorResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookDeliveryPayload?: WebhookDeliveryPayloadResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointPayload?: WebhookEndpointPayloadResolvers<ContextType>;
  WishlistChange?: WishlistChangeResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistPayload?: WishlistPayloadResolvers<ContextType>;
  WishlistToCartPayload?: WishlistToCartPayloadResolvers<ContextType>;
};

