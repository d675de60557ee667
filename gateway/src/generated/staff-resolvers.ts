import type { UploadValue } from '../models.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CustomerModel, OrderModel, RegistrationModel } from '../staff/models.js';
import type { StaffContext } from '../staff/context.js';
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
  /** A file sent with the GraphQL multipart request specification (pictures, documents, CSV files; each call says which). */
  Upload: { input: UploadValue; output: never; }
};

/** A postal address of a business. */
export type Address = {
  __typename?: 'Address';
  /** The street line; null when none. */
  address?: Maybe<Scalars['String']['output']>;
  /** The city; null when none. */
  city?: Maybe<Scalars['String']['output']>;
  /** The company at the address; null when none. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the address. */
  id: Scalars['ID']['output'];
  /** The addressee's name; null when none. */
  name?: Maybe<Scalars['String']['output']>;
  /** A phone number at the address; null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The postal code; null when none. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** The state; null when none. */
  state?: Maybe<State>;
  /** Billing or shipping; null when the store does not say. */
  type?: Maybe<AddressType>;
};

/** What an address is used for. */
export type AddressType =
  /** Where invoices go. */
  | 'BILLING'
  /** Where goods go. */
  | 'SHIPPING';

/** One change a staff member made. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. `registration.approve`. */
  action: Scalars['String']['output'];
  /** The record's fields after the change, as JSON text; null when it was removed. */
  after?: Maybe<Scalars['String']['output']>;
  /** The record's fields before the change, as JSON text; null when it did not exist. */
  before?: Maybe<Scalars['String']['output']>;
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the entry. */
  id: Scalars['ID']['output'];
  /** Where the change was made: the staff screens or the admin command. */
  source: AuditSource;
  /**
   * Who made the change; null for a change made with the admin command (`source` `COMMAND_LINE`) and for a failed
   * sign-in (`staff.sign_in_failed`, `source` `STAFF`: nobody was signed in; `after` has the e-mail tried).
   */
  staff?: Maybe<AuditStaff>;
  /** The record's id; null for an entry about no single record (an orders export, a failed sign-in with an e-mail no staff member has). */
  subjectId?: Maybe<Scalars['ID']['output']>;
  /** The kind of record changed. */
  subjectType: AuditSubjectType;
};

/** One page of audit entries. */
export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  /** The entries on this page, newest first. */
  items: Array<AuditEntry>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Entries per page. */
  perPage: Scalars['Int']['output'];
  /** Entries in all pages. */
  total: Scalars['Int']['output'];
};

/** Which audit entries to list. */
export type AuditLogFilter = {
  /** Only this kind of action, as `auditActions` lists them, e.g. `order.status`; at most 81 characters. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Only the entries from this day (in UTC), included. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only the entries of this staff member. */
  staffId?: InputMaybe<Scalars['ID']['input']>;
  /** Only the entries up to this day (in UTC), included. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** Where an audited change was made. */
export type AuditSource =
  /** With the store's admin command (`npm run admin`) on the server, by no staff member. */
  | 'COMMAND_LINE'
  /** On the staff screens (this API), by the staff member named. */
  | 'STAFF';

/** A staff member in short: who made a change or wrote a note. */
export type AuditStaff = {
  __typename?: 'AuditStaff';
  /** The staff member's e-mail address. */
  email: Scalars['String']['output'];
  /** Stable identifier of the staff member. */
  id: Scalars['ID']['output'];
  /** The staff member's name; null from a store that does not say it. */
  name?: Maybe<Scalars['String']['output']>;
};

/** The record whose audit entries to list. */
export type AuditSubjectInput = {
  /** The record's id; omit for every record of the kind. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The kind of record. */
  type: AuditSubjectType;
};

/** The kind of record an audit entry is about. */
export type AuditSubjectType =
  /** A brand. */
  | 'BRAND'
  /** A category or subcategory. */
  | 'CATEGORY'
  /** A customer. */
  | 'CUSTOMER'
  /** An order. */
  | 'ORDER'
  /** A product. */
  | 'PRODUCT'
  /** A registration. */
  | 'REGISTRATION'
  /** The store's settings (id 1). */
  | 'SETTINGS'
  /** A staff member (their two-step sign-in, role, account). */
  | 'STAFF';

/** A brand's fields: for `createBrand` at least the name; for `editBrand` only those to change. */
export type BrandInput = {
  /** The name, 1 to 120 characters, unique. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * Lower-case letters and digits joined by single hyphens, at most 200 characters, unique; empty or omitted on create
   * makes it from the name.
   */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** The result of a change to a brand. */
export type BrandPayload = {
  __typename?: 'BrandPayload';
  /** The brand after the change; null when refused (see `userErrors`). */
  brand?: Maybe<StaffBrand>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a bulk status change. */
export type BulkOrderStatusPayload = {
  __typename?: 'BulkOrderStatusPayload';
  /** One per order asked, in the order asked; empty when the list itself was refused. */
  results: Array<BulkOrderStatusResult>;
  /** Why the list itself was refused (none, more than 50 ids); empty otherwise. */
  userErrors: Array<UserError>;
};

/** What became of one order of a bulk status change. */
export type BulkOrderStatusResult = {
  __typename?: 'BulkOrderStatusResult';
  /** Whether it moved. */
  changed: Scalars['Boolean']['output'];
  /** Why it did not move (`INVALID_STATUS_TRANSITION`, `NOT_FOUND`); null when it moved. */
  code?: Maybe<Scalars['String']['output']>;
  /** Why it did not move, in words; null when it moved. */
  message?: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** The order's number. */
  orderNumber: Scalars['String']['output'];
};

/** A brand a product can be filed under. */
export type CatalogBrand = {
  __typename?: 'CatalogBrand';
  /** Stable identifier of the brand. */
  id: Scalars['ID']['output'];
  /** The brand's name. */
  name: Scalars['String']['output'];
};

/** A category a product can be filed under. */
export type CatalogCategory = {
  __typename?: 'CatalogCategory';
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  parentId?: Maybe<Scalars['ID']['output']>;
};

/** What a product can be filed under. */
export type CatalogChoices = {
  __typename?: 'CatalogChoices';
  /** Every brand, by name. */
  brands: Array<CatalogBrand>;
  /** Every category; a subcategory names its parent and follows it. */
  categories: Array<CatalogCategory>;
};

/** The categories and brands staff keep. */
export type CatalogTaxonomy = {
  __typename?: 'CatalogTaxonomy';
  /** Every brand, by name. */
  brands: Array<StaffBrand>;
  /** Every category; a subcategory names its parent and follows it. */
  categories: Array<StaffCategory>;
};

/** A category's fields: for `createCategory` at least the name; for `editCategory` only those to change. */
export type CategoryInput = {
  /** The name, 1 to 120 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The parent (a top-level category) of a subcategory; null for a top-level category. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Lower-case letters and digits joined by single hyphens, at most 200 characters, unique; empty or omitted on create
   * makes it from the name.
   */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** The result of a change to a category. */
export type CategoryPayload = {
  __typename?: 'CategoryPayload';
  /** The category after the change; null when refused (see `userErrors`). */
  category?: Maybe<StaffCategory>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A certificate a business uploaded with its registration. */
export type Certificate = {
  __typename?: 'Certificate';
  /** The file's media type, e.g. `application/pdf`. */
  contentType: Scalars['String']['output'];
  /** The file's name as uploaded. */
  fileName: Scalars['String']['output'];
  /** Which certificate. */
  kind: CertificateKind;
  /** Where a browser with a staff session opens the file (a path on this gateway, never cached). */
  url: Scalars['String']['output'];
};

/** How soon a certificate runs out. */
export type CertificateExpiry =
  /** Already expired. */
  | 'EXPIRED'
  /** Expires within 30 days. */
  | 'EXPIRING';

/** Which certificate. */
export type CertificateKind =
  /** The tax (resale) certificate. */
  | 'TAX'
  /** The tobacco license. */
  | 'TOBACCO';

/** A renewed tobacco licence or tax certificate a buyer uploaded, with the new expiry date it shows. */
export type CertificateRenewal = {
  __typename?: 'CertificateRenewal';
  /** Who uploaded it. */
  customer: CertificateRenewalCustomer;
  /** The new expiry date the buyer read on the certificate; the customer's date once approved. */
  expiresOn: Scalars['Date']['output'];
  /**
   * Where a browser with a staff session opens the uploaded file: `/staff/certificates/renewals/:id` on this gateway
   * (PDF or image, shown inline, never cached).
   */
  fileUrl: Scalars['String']['output'];
  /** Stable identifier of the renewal. */
  id: Scalars['ID']['output'];
  /** Which certificate it renews. */
  kind: CertificateKind;
  /** Why it was rejected (as e-mailed to the buyer); null unless rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When staff approved or rejected it; null while pending. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it is in its review. */
  status: CertificateRenewalStatus;
  /** When the buyer uploaded it. */
  submittedAt: Scalars['DateTime']['output'];
};

/** The customer a renewal belongs to, in short. */
export type CertificateRenewalCustomer = {
  __typename?: 'CertificateRenewalCustomer';
  /** The business's legal name. */
  companyName: Scalars['String']['output'];
  /** Stable identifier of the customer. */
  id: Scalars['ID']['output'];
};

/** The result of reviewing a renewal. */
export type CertificateRenewalPayload = {
  __typename?: 'CertificateRenewalPayload';
  /** The renewal after the review; null when refused (see `userErrors`). */
  renewal?: Maybe<CertificateRenewal>;
  /** Why the review was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a certificate renewal is in its review. */
export type CertificateRenewalStatus =
  /** Approved: its expiry date became the customer's. */
  | 'APPROVED'
  /** Waiting for staff. */
  | 'PENDING'
  /** Rejected by staff, with a reason the buyer was e-mailed. */
  | 'REJECTED';

/** A wholesale customer as staff see it. */
export type Customer = {
  __typename?: 'Customer';
  /** The customer's addresses. */
  addresses: Array<Address>;
  /** The API keys the customer has in use for integrations, newest first (never their secrets). */
  apiKeys: Array<CustomerApiKey>;
  /** What staff changed about the customer, newest first. */
  audit: Array<AuditEntry>;
  /** The renewed certificates the customer uploaded, newest first, of every status (at most 200). */
  certificateRenewals: Array<CertificateRenewal>;
  /** The uploaded tax and tobacco certificates. */
  certificates: Array<Certificate>;
  /** The business's legal name. */
  companyName: Scalars['String']['output'];
  /** The contact person's name. */
  contactName: Scalars['String']['output'];
  /** When the business registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The contact's e-mail address. */
  email: Scalars['String']['output'];
  /** Stable identifier of the customer. */
  id: Scalars['ID']['output'];
  /** The membership category (customer type); null when none. */
  membershipCategory?: Maybe<Scalars['String']['output']>;
  /** Staff-only notes on the customer and on its registration, newest first. Never shown to buyers. */
  notes: Array<StaffNote>;
  /** The customer's orders, newest first. */
  orders: Array<CustomerOrder>;
  /** The state the business is registered in; null when none was given. */
  state?: Maybe<State>;
  /** Where the customer's registration is in its review. */
  status: RegistrationStatus;
  /** True while staff have suspended the customer (no sign-in, no ordering). */
  suspended: Scalars['Boolean']['output'];
  /** When the tax certificate expires; null when unknown. */
  taxIdExpiresOn?: Maybe<Scalars['Date']['output']>;
  /** When the tobacco license expires; null when unknown. */
  tobaccoLicenseExpiresOn?: Maybe<Scalars['Date']['output']>;
};

/** An API key a customer made for an integration, as staff see it. */
export type CustomerApiKey = {
  __typename?: 'CustomerApiKey';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the key. */
  id: Scalars['ID']['output'];
  /** When it was last used, to the minute; null when never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the customer gave it. */
  name: Scalars['String']['output'];
  /** The key's first 12 characters, to recognise it by (the customer sees the same). */
  prefix: Scalars['String']['output'];
  /** What the key may do: `catalog:read`, `orders:write`, `orders:read`, `webhooks:manage`. */
  scopes: Array<Scalars['String']['output']>;
};

/** Which customers to list. */
export type CustomerFilter = {
  /** Only customers whose tax or tobacco certificate is expiring (within 30 days) or expired. */
  certificate?: InputMaybe<CertificateExpiry>;
  /** Only customers of this membership category, by its id. */
  membershipCategoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Words in the company name, the contact's name or the e-mail address, at most 100 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only customers in this state, by its id. */
  stateId?: InputMaybe<Scalars['ID']['input']>;
  /** Only customers with this status. */
  status?: InputMaybe<CustomerStatusFilter>;
};

/** One of a customer's orders, in short. */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the order. */
  id: Scalars['ID']['output'];
  /** The order's number, as the store's e-mails write it after `#` (e.g. `1042`); the buyer's account shows it as `order-1042`. */
  orderNumber: Scalars['String']['output'];
  /** Where the order is in its life. */
  status: OrderStatus;
  /** What the order costs, tax included. */
  total: Money;
};

/** One page of customers. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** The customers on this page. */
  items: Array<Customer>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Customers per page. */
  perPage: Scalars['Int']['output'];
  /** Customers in all pages. */
  total: Scalars['Int']['output'];
};

/** The result of a change to a customer. */
export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  /** The customer after the change; null when refused (see `userErrors`). */
  customer?: Maybe<Customer>;
  /** Why the change was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** A customer status to filter by. */
export type CustomerStatusFilter =
  /** Approved. */
  | 'APPROVED'
  /** Registered, not yet reviewed. */
  | 'PENDING'
  /** Rejected. */
  | 'REJECTED'
  /** Suspended by staff. */
  | 'SUSPENDED';

/** The result of deleting a category or brand. */
export type DeleteTaxonPayload = {
  __typename?: 'DeleteTaxonPayload';
  /** The id of what was deleted; null when refused (see `userErrors`). */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused (`IN_USE` while products or subcategories use it); empty on success. */
  userErrors: Array<UserError>;
};

/** A question staff e-mailed a business about its registration. */
export type InformationRequest = {
  __typename?: 'InformationRequest';
  /** What was asked. */
  message: Scalars['String']['output'];
  /** When it was sent. */
  requestedAt: Scalars['DateTime']['output'];
  /** Who sent it; null when that staff member no longer exists. */
  staffEmail?: Maybe<Scalars['String']['output']>;
};

/** A membership category (customer type) a business chooses when it registers. */
export type MembershipCategory = {
  __typename?: 'MembershipCategory';
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /** The category's name, e.g. `Smoke Shop`. */
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

/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Uploads a picture of the product (multipart request): a JPEG, PNG or WebP image recognised by its first bytes, at
   * most 10 MB, stored at most 1200 pixels on its longest side; it goes after the product's other pictures (at most
   * 10: one more gives `LIMIT_REACHED` on `image`). A file that is not such a picture gives the user error `INVALID`
   * on `image`. Audited. Roles: `ADMIN`, `SALES`.
   */
  addProductImage: ProductPayload;
  /**
   * Adds a staff-only note to a customer, an order or a registration, signed by the staff member, and records it in
   * the audit log. Buyers never see notes. An empty note, or one over 2000 characters, gives `INVALID` (on `body`);
   * a record that does not exist `NOT_FOUND`. Roles: those of the record (`ADMIN` and `SALES` for customers and
   * registrations, `ADMIN` and `WAREHOUSE` for orders).
   */
  addStaffNote: StaffNotePayload;
  /**
   * Approves a pending renewal: its expiry date becomes the customer's date of that certificate (a tobacco licence
   * valid again lets the buyer order again), the buyer is e-mailed, and the audit log keeps it. A renewal that does
   * not exist gives the user error `NOT_FOUND`; one already approved or rejected gives `INVALID` (no
   * field) and stays as it is. Roles: `ADMIN`, `SALES`.
   */
  approveCertificateRenewal: CertificateRenewalPayload;
  /** Approves a pending registration and e-mails the business its create-account link. Roles: `ADMIN`, `SALES`. */
  approveRegistration: RegistrationPayload;
  /**
   * Archives a product: it leaves the buyers' catalogue (listings, search, its page, carts, quick order) at once;
   * orders placed before keep it. Audited. Roles: `ADMIN`, `SALES`.
   */
  archiveProduct: ProductPayload;
  /**
   * Attaches a document the business sent back to its registration (multipart request): a PDF, JPEG or PNG file
   * recognised by its first bytes, at most 10 MB; at most 20 per registration. A file that is not one gives the user
   * error `INVALID` on `document`, one too many `LIMIT_REACHED`. Audited. Roles: `ADMIN`, `SALES`.
   */
  attachRegistrationDocument: RegistrationPayload;
  /**
   * Turns two-step sign-in on with a code of the started secret: from then on signing in needs a code. Answers the
   * staff member's 10 recovery codes, the only time they are shown. A wrong code gives `INVALID_TOTP` (on `code`);
   * nothing started, or already on, gives `INVALID`. Recorded in the audit log.
   */
  confirmTotpEnrolment: TotpEnabledPayload;
  /** Adds a brand; a name or slug another brand has gives `TAKEN`. Audited. Roles: `ADMIN`, `SALES`. */
  createBrand: BrandPayload;
  /** Adds a category (a subcategory when `parentId` names a top-level category). Audited. Roles: `ADMIN`, `SALES`. */
  createCategory: CategoryPayload;
  /**
   * Adds a product to the catalogue, on sale at once (pictures are uploaded afterwards with `addProductImage`).
   * `name`, `itemCode`, `price`, `categoryId` and `brandId` are required. A value that breaks its rule gives the user
   * error `INVALID` on its field, the first one in the form's order; an item code another product has `TAKEN`.
   * Audited. Roles: `ADMIN`, `SALES`.
   */
  createProduct: ProductPayload;
  /**
   * Creates a staff member and e-mails them a one-time link to set their password (72 hours). An e-mail address
   * another staff member has gives `TAKEN` (on `email`). Recorded in the audit log. Role: `ADMIN`.
   */
  createStaffMember: StaffMemberPayload;
  /**
   * Deactivates a staff member: every session of theirs ends at once, and they can no longer sign in or use a link to
   * set their password. An admin cannot deactivate themselves, and the store keeps at least one active admin
   * (`INVALID` on `id`). Recorded in the audit log. Role: `ADMIN`.
   */
  deactivateStaffMember: StaffMemberPayload;
  /** Deletes a brand no product (archived ones too) uses; otherwise `IN_USE`. Audited. Roles: `ADMIN`, `SALES`. */
  deleteBrand: DeleteTaxonPayload;
  /**
   * Deletes a category no product (archived ones too), subcategory or home page link uses; otherwise `IN_USE` with
   * how many still do (move them first). Audited. Roles: `ADMIN`, `SALES`.
   */
  deleteCategory: DeleteTaxonPayload;
  /**
   * Turns the signed-in staff member's two-step sign-in off with a current code (`INVALID_TOTP` otherwise; wrong
   * codes are throttled like sign-ins). Refused with `TOTP_REQUIRED` while the store requires it. Recorded in the
   * audit log.
   */
  disableTotp: StaffMemberPayload;
  /** Changes a brand's name or slug. Audited. Roles: `ADMIN`, `SALES`. */
  editBrand: BrandPayload;
  /**
   * Changes a category's name, slug or parent; buyers' menu shows it at once. A slug another category has gives
   * `TAKEN`; a parent that is itself a subcategory `INVALID`. Audited. Roles: `ADMIN`, `SALES`.
   */
  editCategory: CategoryPayload;
  /**
   * Changes a product's fields; those of `input` that are given are set. A new price is what buyers see on their next
   * request (no cache holds prices); orders already placed keep the price they were placed at. Errors as in
   * `createProduct`; an archived product `INVALID`, an unknown one `NOT_FOUND`. Audited. Roles: `ADMIN`, `SALES`.
   */
  editProduct: ProductPayload;
  /** Marks every line of an order fulfilled (picked and packed) at once. Roles: `ADMIN`, `WAREHOUSE`. */
  fulfilAllOrderLines: OrderPayload;
  /**
   * Applies a products CSV: every row in one transaction, or, when any row is wrong, none (the report says which,
   * and `userErrors` has one `INVALID` on `file`). Each changed product is audited. A warehouse member's file changes
   * stock only, as for `previewProductImport`. Roles: `ADMIN`, `SALES`, `WAREHOUSE`.
   */
  importProducts: ProductImportPayload;
  /**
   * Sets the order of the product's pictures, the listing picture first; a picture left out is deleted. Each file
   * must be one of the product's pictures, at most once (the user error `INVALID` on `files` otherwise). Audited.
   * Roles: `ADMIN`, `SALES`.
   */
  orderProductImages: ProductPayload;
  /**
   * Checks a products CSV (UTF-8, at most 1 MB and 2,000 rows; a header row with `sku` and any of `price`,
   * `tax_per_unit`, `stock`, `purchase_limit`) and reports what each row would change, writing nothing. A warehouse
   * member's file changes stock only: a price, tax or purchase limit that would change is an error of its row (one
   * equal to the product's is no change). Roles: `ADMIN`, `SALES`, `WAREHOUSE`.
   */
  previewProductImport: ProductImportPayload;
  /** Lifts a customer's suspension. Roles: `ADMIN`, `SALES`. */
  reactivateCustomer: CustomerPayload;
  /**
   * Reactivates a deactivated staff member: they can sign in again with their password (their old sessions stay
   * ended; a member who never set a password needs `resendStaffInvitation`). An active member stays as they are.
   * Recorded in the audit log. Role: `ADMIN`.
   */
  reactivateStaffMember: StaffMemberPayload;
  /**
   * Gives the signed-in staff member 10 new recovery codes; every earlier code stops working. Confirmed with a current
   * authenticator `code` or else the `password` (`INVALID` on `password` when neither is given, `INVALID_CREDENTIALS`
   * on `password` or `INVALID_TOTP` on `code` when wrong; wrong ones are throttled like sign-ins). Refused
   * (`INVALID`) without two-step sign-in. Recorded in the audit log.
   */
  regenerateRecoveryCodes: RecoveryCodesPayload;
  /**
   * Rejects a pending renewal with the reason, which is e-mailed to the buyer; the customer's dates stay as they are
   * and the buyer may upload another. A blank reason gives `INVALID` on `reason`; a renewal that does not exist
   * `NOT_FOUND`; one already reviewed `INVALID` (no field). Roles: `ADMIN`, `SALES`.
   */
  rejectCertificateRenewal: CertificateRenewalPayload;
  /** Rejects a pending registration and e-mails the business the reason. Roles: `ADMIN`, `SALES`. */
  rejectRegistration: RegistrationPayload;
  /**
   * Removes a brand's logo: buyers see the placeholder, and the home page's brand logos leave the brand out. Audited.
   * Roles: `ADMIN`, `SALES`.
   */
  removeBrandImage: BrandPayload;
  /** Removes a category's picture. Audited. Roles: `ADMIN`, `SALES`. */
  removeCategoryImage: CategoryPayload;
  /** E-mails the business a question about its registration, which stays pending. Roles: `ADMIN`, `SALES`. */
  requestRegistrationInformation: RegistrationPayload;
  /**
   * E-mails a staff member who has not set their password a new link to set it (72 hours); their earlier links stop
   * working. Refused (`INVALID` on `id`) once the password is set, while they are deactivated, and after 5 invitations
   * in 24 hours. Recorded in the audit log. Role: `ADMIN`.
   */
  resendStaffInvitation: StaffMemberPayload;
  /** Puts an archived product back on sale. Audited. Roles: `ADMIN`, `SALES`. */
  restoreProduct: ProductPayload;
  /**
   * Revokes one of a customer's API keys: the integration using it is refused from its next call. Audited
   * (`customer.api_key.revoke`). The user error `NOT_FOUND` for a customer that does not exist or a key the customer
   * does not have in use (the message says which). Roles: `ADMIN`, `SALES`.
   */
  revokeCustomerApiKey: CustomerPayload;
  /**
   * Uploads a brand's logo (multipart request), replacing the one it had, with `setCategoryImage`'s checks and resizing.
   * The home page's brand logos and every brand list show it at once. Audited. Roles: `ADMIN`, `SALES`.
   */
  setBrandImage: BrandPayload;
  /**
   * Uploads a category's picture (multipart request), replacing the one it had: a JPEG, PNG or WebP image recognised by
   * its first bytes, at most 10 MB, stored at most 1200 pixels on its longest side. A file that is not such a picture
   * gives the user error `INVALID` on `image`. Buyers see it at once. Audited. Roles: `ADMIN`, `SALES`.
   */
  setCategoryImage: CategoryPayload;
  /**
   * Sets a customer's tobacco licence and tax certificate expiry dates, as read on the certificates; a date not given
   * (or null) stays as it is, and at least one must be given (`INVALID` on `tobaccoLicenseExpiresOn` otherwise). A
   * date in the past is allowed: the certificate is then expired (an expired tobacco licence stops the customer's
   * orders). An unknown customer gives `NOT_FOUND`. Recorded in the audit log. Roles: `ADMIN`,
   * `SALES`.
   */
  setCustomerCertificateDates: CustomerPayload;
  /** Marks one line of an order fulfilled (picked and packed) or not. Roles: `ADMIN`, `WAREHOUSE`. */
  setOrderLineFulfilled: OrderPayload;
  /**
   * Changes the quantity of a line of an order that has not shipped (`PENDING`, `PROCESSING`; else the user error
   * `ORDER_NOT_EDITABLE`); 0 removes the line, but an order keeps at least one. The difference is taken from the
   * product's stock or put back (`OUT_OF_STOCK` when there is not enough, or past the purchase limit), the totals are
   * recomputed at the prices the order was placed at, a changed line is to be picked again, and the buyer is e-mailed.
   * The $200 minimum is the buyer's checkout rule and is not applied: an edited order may end below it.
   * Roles: `ADMIN`, `WAREHOUSE`.
   */
  setOrderLineQuantity: OrderPayload;
  /**
   * Moves an order to another status. Allowed: `PENDING` to `PROCESSING`, `PROCESSING` to `SHIPPED` or
   * `READY_FOR_PICKUP`, `SHIPPED` or `READY_FOR_PICKUP` to `DELIVERED`, and `PENDING` or `PROCESSING` to `CANCELLED`
   * (which puts the stock back); any other gives the user error `INVALID_STATUS_TRANSITION`. Shipping mails the buyer,
   * with the shipment when given. Roles: `ADMIN`, `WAREHOUSE`.
   */
  setOrderStatus: OrderPayload;
  /**
   * Moves each of 1 to 50 orders as `setOrderStatus` moves one (same rules, audit entry and mail), one after the
   * other: an order that cannot move leaves the others moved, and `results` says what became of each. The list
   * itself refused (none, more than 50) is a user error on `ids`. Roles: `ADMIN`, `WAREHOUSE`.
   */
  setOrdersStatus: BulkOrderStatusPayload;
  /**
   * Sets a staff member's password from the one-time link the store e-mailed or the admin command printed
   * (`/staff/set-password/<token>`), and ends every session of the member. It does not sign in: the member signs in
   * with the new password next. A link that is unknown, used or expired gives the user error `LINK_EXPIRED` (on
   * `token`); a password that breaks the rule gives `INVALID` (on `password`) and leaves the link usable. Repeated
   * calls from one address are throttled (`RATE_LIMITED`).
   */
  setStaffPassword: SetStaffPasswordPayload;
  /**
   * Gives a staff member another role, effective at once. An admin cannot change their own role, and the store keeps
   * at least one active admin (`INVALID` on `id`). Recorded in the audit log. Role: `ADMIN`.
   */
  setStaffRole: StaffMemberPayload;
  /**
   * Requires (or stops requiring) two-step sign-in of every staff member. Staff without it still sign in, but can only
   * set it up (see `totpEnrolmentRequired`). Recorded in the audit log. Role: `ADMIN`.
   */
  setStaffTotpRequired: StaffSettingsPayload;
  /**
   * Signs a staff member in and sets the httpOnly staff session cookie. Wrong e-mail or password give the user error
   * `INVALID_CREDENTIALS`. A staff member who uses two-step sign-in also sends the code of their authenticator app:
   * without it the answer is `TOTP_REQUIRED` (on `code`, and no session), with a wrong, old or already used one
   * `INVALID_TOTP`. Instead of the code, one of their recovery codes signs them in once (`INVALID_TOTP` on
   * `recoveryCode` for one that is unknown or used; `StaffMember.recoveryCodesLeft` of the answer says how many are
   * left). Repeated failures, wrong codes included, are throttled (`RATE_LIMITED`).
   */
  staffSignIn: StaffSignInPayload;
  /** Signs the staff member out: the session is revoked and its cookie cleared. */
  staffSignOut: StaffSignOutPayload;
  /**
   * Starts setting up two-step sign-in (RFC 6238 codes) for the signed-in staff member: a new secret, to be entered in
   * an authenticator app or read from a QR code of `uri`. It is not used until `confirmTotpEnrolment`; starting again
   * replaces it. Refused (`INVALID`) while two-step sign-in is on.
   */
  startTotpEnrolment: TotpEnrolmentPayload;
  /** Suspends a customer: every session of the customer ends at once and ordering stops. Roles: `ADMIN`, `SALES`. */
  suspendCustomer: CustomerPayload;
  /**
   * Changes a product's stock, purchase limit or home page flags; the fields of `input` that are given are set, the
   * others stay as they are. Buyers see the change on their next request, and the audit log keeps what changed. A
   * value out of its range gives the user error `INVALID` on its field; an unknown product `NOT_FOUND`. Roles:
   * `ADMIN`, `WAREHOUSE`.
   */
  updateProduct: ProductPayload;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationAddProductImageArgs = {
  id: Scalars['ID']['input'];
  image: Scalars['Upload']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationAddStaffNoteArgs = {
  body: Scalars['String']['input'];
  subject: StaffNoteSubjectInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationApproveCertificateRenewalArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationApproveRegistrationArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationArchiveProductArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationAttachRegistrationDocumentArgs = {
  document: Scalars['Upload']['input'];
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationConfirmTotpEnrolmentArgs = {
  code: Scalars['String']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationCreateBrandArgs = {
  input: BrandInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationCreateStaffMemberArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  role: StaffRole;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationDeactivateStaffMemberArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationDisableTotpArgs = {
  code: Scalars['String']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationEditBrandArgs = {
  id: Scalars['ID']['input'];
  input: BrandInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationEditCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationEditProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationFulfilAllOrderLinesArgs = {
  orderId: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationImportProductsArgs = {
  file: Scalars['Upload']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationOrderProductImagesArgs = {
  files: Array<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationPreviewProductImportArgs = {
  file: Scalars['Upload']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationReactivateCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationReactivateStaffMemberArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRegenerateRecoveryCodesArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRejectCertificateRenewalArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRejectRegistrationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRemoveBrandImageArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRemoveCategoryImageArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRequestRegistrationInformationArgs = {
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationResendStaffInvitationArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRestoreProductArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationRevokeCustomerApiKeyArgs = {
  customerId: Scalars['ID']['input'];
  keyId: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetBrandImageArgs = {
  id: Scalars['ID']['input'];
  image: Scalars['Upload']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetCategoryImageArgs = {
  id: Scalars['ID']['input'];
  image: Scalars['Upload']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetCustomerCertificateDatesArgs = {
  customerId: Scalars['ID']['input'];
  taxIdExpiresOn?: InputMaybe<Scalars['Date']['input']>;
  tobaccoLicenseExpiresOn?: InputMaybe<Scalars['Date']['input']>;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetOrderLineFulfilledArgs = {
  fulfilled: Scalars['Boolean']['input'];
  lineId: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetOrderLineQuantityArgs = {
  lineId: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetOrderStatusArgs = {
  id: Scalars['ID']['input'];
  shipment?: InputMaybe<ShipmentInput>;
  status: OrderStatus;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetOrdersStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: OrderStatus;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetStaffPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSetStaffTotpRequiredArgs = {
  required: Scalars['Boolean']['input'];
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationStaffSignInArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationSuspendCustomerArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Every mutation but `staffSignIn` needs a staff session and a role that allows it. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};

/** An order as staff see it. */
export type Order = {
  __typename?: 'Order';
  /** How it is paid: always cash on delivery, so the packing slip says what the driver collects (the total). */
  amountToCollect: Money;
  /** What staff changed about the order, newest first. */
  audit: Array<AuditEntry>;
  /** Where the invoice goes; null when none. */
  billingAddress?: Maybe<OrderAddress>;
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Who placed the order. */
  customer: OrderCustomer;
  /** Stable identifier of the order. */
  id: Scalars['ID']['output'];
  /** Number of lines. */
  lineCount: Scalars['Int']['output'];
  /** The lines, each with whether it is fulfilled. */
  lines: Array<OrderLine>;
  /** The customer's note; null when none. */
  note?: Maybe<Scalars['String']['output']>;
  /** Staff-only notes on the order, newest first. Never shown to the buyer (unlike `note`, the buyer's own). */
  notes: Array<StaffNote>;
  /** The order's number, as the store's e-mails write it after `#` (e.g. `1042`); the buyer's account shows it as `order-1042`. */
  orderNumber: Scalars['String']['output'];
  /** The carrier, tracking number and expected delivery; null until it ships with them. */
  shipment?: Maybe<Shipment>;
  /** Where the goods go; null when they are collected or ship to the billing address. */
  shippingAddress?: Maybe<OrderAddress>;
  /** Where the order is in its life. */
  status: OrderStatus;
  /** Sum of the lines' subtotals; null when the store does not say. */
  subtotal?: Maybe<Money>;
  /** Sum of the lines' taxes; null when the store does not say. */
  tax?: Maybe<Money>;
  /** What the order costs, tax included. */
  total: Money;
};

/** An order's billing or shipping address, as given at checkout. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** The street line; null when none. */
  address?: Maybe<Scalars['String']['output']>;
  /** The city; null when none. */
  city?: Maybe<Scalars['String']['output']>;
  /** The company; null when none. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** An e-mail address; null when none. */
  email?: Maybe<Scalars['String']['output']>;
  /** The addressee's name; null when none. */
  name?: Maybe<Scalars['String']['output']>;
  /** A phone number; null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The postal code; null when none. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** The state's id; null when none. */
  stateId?: Maybe<Scalars['ID']['output']>;
  /** The state's name, e.g. `New Jersey`; null when none. */
  stateName?: Maybe<Scalars['String']['output']>;
};

/** The customer who placed an order. */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** The business's legal name. */
  companyName: Scalars['String']['output'];
  /** Stable identifier of the customer. */
  id: Scalars['ID']['output'];
};

/** Which orders to list. */
export type OrderFilter = {
  /** Only this customer's orders, by its id. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Only orders placed on or after this day. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /**
   * An order number (`1042`, `#1042`, `order-1042`: that order only), or 2 to 100 characters found in the customer's
   * company, contact name or e-mail, or the order's e-mail.
   */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only orders with this status. */
  status?: InputMaybe<OrderStatus>;
  /** Only orders placed on or before this day. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** One product of an order. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The product's barcode; null when it has none. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** Whether the warehouse has picked and packed the line. */
  fulfilled: Scalars['Boolean']['output'];
  /** Stable identifier of the line. */
  id: Scalars['ID']['output'];
  /** The product's id; null once the product is gone. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** The product's name when ordered. */
  productName: Scalars['String']['output'];
  /** Units ordered. */
  quantity: Scalars['Int']['output'];
  /** The product's SKU as it is now; null once the product is gone. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Quantity times the unit price; null when the store does not say. */
  subtotal?: Maybe<Money>;
  /** Tax of the line (quantity times the tax per unit); null when the store does not say. */
  tax?: Maybe<Money>;
  /** Price per unit; null when the store does not say. */
  unitPrice?: Maybe<Money>;
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
};

/** The result of a change to an order. */
export type OrderPayload = {
  __typename?: 'OrderPayload';
  /** The order after the change; null when refused (see `userErrors`). */
  order?: Maybe<Order>;
  /** Why the change was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** Where an order is in its life. */
export type OrderStatus =
  /** Cancelled; its stock was put back. */
  | 'CANCELLED'
  /** Received by the customer. */
  | 'DELIVERED'
  /** Received, not yet handled. */
  | 'PENDING'
  /** Being prepared. */
  | 'PROCESSING'
  /** Waiting for the customer to collect it. */
  | 'READY_FOR_PICKUP'
  /** Handed to the carrier. */
  | 'SHIPPED';

/** A product as staff manage it. */
export type Product = {
  __typename?: 'Product';
  /** When the product was archived; null while it is on sale. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The barcode; null when the product has none. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** The brand the product is filed under. */
  brand?: Maybe<CatalogBrand>;
  /** The category the product is listed in. */
  category: ProductCategory;
  /** The product page's description. */
  description: Scalars['String']['output'];
  /** Stable identifier of the product. */
  id: Scalars['ID']['output'];
  /** The product's picture, a path on this gateway; null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Every picture, in the order buyers see them (the listing picture first). */
  images: Array<ProductImage>;
  /** The distributor's item code. */
  itemCode: Scalars['String']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** The price per unit buyers pay. */
  price?: Maybe<Money>;
  /** Whether the home page's promoted list (shown to signed-in buyers) holds the product. */
  promoted: Scalars['Boolean']['output'];
  /** The most units of the product one order may hold; null for no limit. */
  purchaseLimit?: Maybe<Scalars['Int']['output']>;
  /** Whether the home page's recommended list holds the product. */
  recommended: Scalars['Boolean']['output'];
  /** The stock keeping unit; null when the product has none. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The product's name in URL form, as in its storefront address `/product/{id}/{slug}`. */
  slug: Scalars['String']['output'];
  /** Units in stock: buyers cannot order more. */
  stock: Scalars['Int']['output'];
  /** The tax per unit buyers pay on top of the price. */
  taxPerUnit?: Maybe<Money>;
};

/** The category a product is listed in. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
};

/** One picture of a product. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** The picture's file name: what `orderProductImages` takes. */
  file: Scalars['String']['output'];
  /** The picture, a path on this gateway. */
  url: Scalars['String']['output'];
};

/** A field a CSV row changes. */
export type ProductImportChange = {
  __typename?: 'ProductImportChange';
  /** The value after the import; null for none. */
  after?: Maybe<Scalars['String']['output']>;
  /** The value now (money as dollars and cents); null for none. */
  before?: Maybe<Scalars['String']['output']>;
  /** The column: `price`, `tax_per_unit`, `stock` or `purchase_limit`. */
  field: Scalars['String']['output'];
};

/** Something wrong with a CSV row. */
export type ProductImportError = {
  __typename?: 'ProductImportError';
  /** The column it concerns; null for the row as a whole. */
  column?: Maybe<Scalars['String']['output']>;
  /** What is wrong, in words. */
  message: Scalars['String']['output'];
};

/** The result of a products CSV preview or import. */
export type ProductImportPayload = {
  __typename?: 'ProductImportPayload';
  /** The row-by-row report; null when the file itself was refused (see `userErrors`). */
  report?: Maybe<ProductImportReport>;
  /** Why the file was refused (too large, not CSV, bad header, too many rows, or wrong rows on import); empty on success. */
  userErrors: Array<UserError>;
};

/** What a products CSV changes, row by row. */
export type ProductImportReport = {
  __typename?: 'ProductImportReport';
  /** Whether the rows were applied (all of them); false for a preview or when any row is wrong (then nothing is). */
  applied: Scalars['Boolean']['output'];
  /** How many rows change a product. */
  changeCount: Scalars['Int']['output'];
  /** How many rows have errors. */
  errorCount: Scalars['Int']['output'];
  /** Each data row of the file, in order. */
  rows: Array<ProductImportRow>;
};

/** One data row of a products CSV. */
export type ProductImportRow = {
  __typename?: 'ProductImportRow';
  /** Each field the row changes, from what to what; empty when it changes nothing. */
  changes: Array<ProductImportChange>;
  /** What is wrong with the row; empty when it is good. */
  errors: Array<ProductImportError>;
  /** The product of that SKU; null when there is none. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** The product's name; null when there is none. */
  productName?: Maybe<Scalars['String']['output']>;
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: Scalars['Int']['output'];
  /** The SKU the row names. */
  sku: Scalars['String']['output'];
};

/** A product's own fields. For `createProduct` give every required field; for `editProduct` only those to change. */
export type ProductInput = {
  /** The barcode, at most 60 characters; empty for none. */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** The brand's id (see `catalogChoices`). */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** The category's id (see `catalogChoices`). */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The product page's description, at most 5,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The distributor's item code, unique, at most 60 characters. */
  itemCode?: InputMaybe<Scalars['String']['input']>;
  /** The product's name as buyers read it, at most 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The price per unit in dollars and cents, e.g. `24.50`, from 0 to 99,999.99. */
  price?: InputMaybe<Scalars['String']['input']>;
  /** The most units one order may hold, 1 to 10,000; null for no limit. */
  purchaseLimit?: InputMaybe<Scalars['Int']['input']>;
  /** The stock keeping unit, at most 60 characters; empty for none. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Units in stock, 0 to 1,000,000; 0 when omitted on create. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** The tax per unit in dollars and cents, e.g. `1.25`; 0 when omitted on create. */
  taxPerUnit?: InputMaybe<Scalars['String']['input']>;
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The products on this page, by name. */
  items: Array<Product>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Products per page. */
  perPage: Scalars['Int']['output'];
  /** Products in all pages. */
  total: Scalars['Int']['output'];
};

/** The result of a change to a product. */
export type ProductPayload = {
  __typename?: 'ProductPayload';
  /** The product after the change; null when refused (see `userErrors`). */
  product?: Maybe<Product>;
  /** Why the change was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** Whether buyers see a product. */
export type ProductStatus =
  /** On sale: in the buyers' catalogue. */
  | 'ACTIVE'
  /** Archived: gone from the buyers' catalogue; orders placed before keep it. */
  | 'ARCHIVED';

/** What to change of a product: give only the fields to change. */
export type ProductUpdateInput = {
  /** Whether the home page's promoted list holds the product. */
  promoted?: InputMaybe<Scalars['Boolean']['input']>;
  /** The most units one order may hold, 1 to 10,000; null removes the limit. */
  purchaseLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Whether the home page's recommended list holds the product; one added goes to the end of the list. */
  recommended?: InputMaybe<Scalars['Boolean']['input']>;
  /** Units in stock, 0 to 1,000,000. */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type Query = {
  __typename?: 'Query';
  /** Every kind of action the audit log holds (e.g. `order.status`), for the audit screen's filter. Role: `ADMIN`. */
  auditActions: Array<Scalars['String']['output']>;
  /** What staff changed, newest first. Role: `ADMIN`. */
  auditLog: AuditEntryPage;
  /** The categories (subcategories after their parent) and brands a product can be filed under. Roles: `ADMIN`, `SALES`. */
  catalogChoices: CatalogChoices;
  /**
   * Every category in the buyers' menu order (each subcategory after its parent) and every brand by name, with how
   * many products use each. Roles: `ADMIN`, `SALES`.
   */
  catalogTaxonomy: CatalogTaxonomy;
  /**
   * Renewed certificates buyers uploaded, newest first, at most 200. Roles: `ADMIN`, `SALES`. An id that is not a
   * record's gives `BAD_USER_INPUT` on `customerId`.
   */
  certificateRenewals: Array<CertificateRenewal>;
  /** One customer with addresses, orders, certificates and audit trail; null when it does not exist. */
  customer?: Maybe<Customer>;
  /** Customers, filtered and paged. Roles: `ADMIN`, `SALES`. */
  customers: CustomerPage;
  /** The signed-in staff member, or null without a staff session (or when it expired or was revoked). */
  me?: Maybe<StaffMember>;
  /** The membership categories (customer types), for the customers' filter. Any staff member. */
  membershipCategories: Array<MembershipCategory>;
  /** One order with its lines, addresses and audit trail; null when it does not exist. */
  order?: Maybe<Order>;
  /** Orders, newest first. Roles: `ADMIN`, `WAREHOUSE`. */
  orders: OrderPage;
  /**
   * The orders the warehouse prints at once (packing slips, a pick list), in the order asked; ids of orders that do
   * not exist are left out. 1 to 50 ids. Roles: `ADMIN`, `WAREHOUSE`.
   */
  ordersById: Array<Order>;
  /**
   * Products by name, with their prices, stock, purchase limit, pictures and home page flags. Roles: `ADMIN`,
   * `SALES`, `WAREHOUSE`.
   */
  products: ProductPage;
  /** One registration with its addresses, certificates and information requests; null when it does not exist. */
  registration?: Maybe<Registration>;
  /** Registrations (businesses that applied for an account), oldest first: the longest wait first. Roles: `ADMIN`, `SALES`. */
  registrations: RegistrationPage;
  /**
   * What waits today, for the back office's home and the counts beside its navigation: one cheap read. A count the
   * staff member's role does not cover is null. Any staff member.
   */
  staffHome: StaffHome;
  /** Every staff member, active ones first, each group by name. Role: `ADMIN`. */
  staffMembers: Array<StaffMember>;
  /**
   * The staff-only notes on one record, newest first (a customer's and its registration's together), as the record's
   * `notes` field answers them; null when the record does not exist. Roles: those of the record.
   */
  staffNotes?: Maybe<Array<StaffNote>>;
  /** The store's staff settings. Role: `ADMIN`. */
  staffSettings: StaffSettings;
  /** The states a business can be registered in, by name, for the customers' filter. Any staff member. */
  states: Array<State>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  subject?: InputMaybe<AuditSubjectInput>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryCertificateRenewalsArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<CertificateRenewalStatus>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryOrdersByIdArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
  stock?: InputMaybe<StockLevel>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryRegistrationArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryRegistrationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RegistrationStatus>;
};


/** What staff can read. Every field but `me` needs a staff session and a role that allows it. */
export type QueryStaffNotesArgs = {
  subject: StaffNoteSubjectInput;
};

/** The result of new recovery codes. */
export type RecoveryCodesPayload = {
  __typename?: 'RecoveryCodesPayload';
  /** The 10 new recovery codes, shown only now; empty when refused. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The staff member after the change; null when refused (see `userErrors`). */
  staffMember?: Maybe<StaffMember>;
  /** Why it was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A business's application for a wholesale account. */
export type Registration = {
  __typename?: 'Registration';
  /** The business's addresses. */
  addresses: Array<Address>;
  /** The uploaded tax and tobacco certificates. */
  certificates: Array<Certificate>;
  /** The business's legal name. */
  companyName: Scalars['String']['output'];
  /** The contact person's name. */
  contactName: Scalars['String']['output'];
  /** When the business registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The name the business trades under; null when none was given. */
  dba?: Maybe<Scalars['String']['output']>;
  /** Documents staff attached to the registration (what the business sent back), oldest first. */
  documents: Array<RegistrationDocument>;
  /** The contact's e-mail address. */
  email: Scalars['String']['output'];
  /** Stable identifier of the registration. */
  id: Scalars['ID']['output'];
  /** When staff last asked the business for more information; null when they never did. */
  informationRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Questions staff e-mailed the business, oldest first. */
  informationRequests: Array<InformationRequest>;
  /** The membership category (customer type) chosen at registration; null when none. */
  membershipCategory?: Maybe<Scalars['String']['output']>;
  /** Staff-only notes on the registration and on the customer it becomes, newest first. Never shown to buyers. */
  notes: Array<StaffNote>;
  /** The contact's phone number; null when none was given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The state the business is registered in; null when none was given. */
  state?: Maybe<State>;
  /** Where the registration is in its review. */
  status: RegistrationStatus;
  /** The business's tax id; null when none was given. */
  taxId?: Maybe<Scalars['String']['output']>;
  /** When the tax certificate expires; null when unknown. */
  taxIdExpiresOn?: Maybe<Scalars['Date']['output']>;
  /** When the tobacco license expires; null when unknown. */
  tobaccoLicenseExpiresOn?: Maybe<Scalars['Date']['output']>;
  /** The tobacco license number; null when none was given. */
  tobaccoLicenseNumber?: Maybe<Scalars['String']['output']>;
};

/** A document staff attached to a registration: a PDF, JPEG or PNG file. */
export type RegistrationDocument = {
  __typename?: 'RegistrationDocument';
  /** When it was attached. */
  attachedAt: Scalars['DateTime']['output'];
  /** Who attached it; null when that staff member no longer exists. */
  attachedBy?: Maybe<AuditStaff>;
  /** The file's media type, e.g. `application/pdf`. */
  contentType: Scalars['String']['output'];
  /** The file's name in the store (the sender's own name is not kept). */
  fileName: Scalars['String']['output'];
  /** Stable identifier of the document. */
  id: Scalars['ID']['output'];
  /** Where a browser with a staff session opens the file (a path on this gateway, never cached). */
  url: Scalars['String']['output'];
};

/** One page of registrations. */
export type RegistrationPage = {
  __typename?: 'RegistrationPage';
  /** The registrations on this page, oldest first (the longest wait first). */
  items: Array<Registration>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Registrations per page. */
  perPage: Scalars['Int']['output'];
  /** Registrations in all pages. */
  total: Scalars['Int']['output'];
};

/** The result of a change to a registration. */
export type RegistrationPayload = {
  __typename?: 'RegistrationPayload';
  /** The registration after the change; null when refused (see `userErrors`). */
  registration?: Maybe<Registration>;
  /** Why the change was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a registration is in its review. */
export type RegistrationStatus =
  /** Approved: the business may create its login and order. */
  | 'APPROVED'
  /** Waiting for staff. */
  | 'PENDING'
  /** Rejected by staff. */
  | 'REJECTED';

/** The result of setting a password from a one-time link. */
export type SetStaffPasswordPayload = {
  __typename?: 'SetStaffPasswordPayload';
  /** True once the password is set; false when refused (see `userErrors`). */
  passwordSet: Scalars['Boolean']['output'];
  /** Why the password was not set, e.g. `LINK_EXPIRED`; empty on success. */
  userErrors: Array<UserError>;
};

/** What the warehouse entered when an order shipped. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The carrier. */
  carrier: Scalars['String']['output'];
  /** The expected delivery day; null when none was given. */
  expectedDeliveryOn?: Maybe<Scalars['Date']['output']>;
  /** When the order was marked shipped. */
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The tracking number. */
  trackingNumber: Scalars['String']['output'];
};

/** What the warehouse enters when an order ships; the buyer sees it in the order and the shipped e-mail. */
export type ShipmentInput = {
  /** The carrier, 1 to 60 characters. */
  carrier: Scalars['String']['input'];
  /** The day the carrier expects to deliver, from today (the store's day) to a year ahead; optional. */
  expectedDeliveryOn?: InputMaybe<Scalars['Date']['input']>;
  /** The tracking number, 1 to 60 letters, digits, spaces and dashes. */
  trackingNumber: Scalars['String']['input'];
};

/** A brand as staff keep it. */
export type StaffBrand = {
  __typename?: 'StaffBrand';
  /** Stable identifier of the brand. */
  id: Scalars['ID']['output'];
  /** The brand's logo, a path on this gateway; null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The brand's name. */
  name: Scalars['String']['output'];
  /** How many products (archived ones too) are of this brand. */
  productCount: Scalars['Int']['output'];
  /** The brand's name in URL form, unique. */
  slug: Scalars['String']['output'];
};

/** A category or subcategory as staff keep it. */
export type StaffCategory = {
  __typename?: 'StaffCategory';
  /** Stable identifier of the category. */
  id: Scalars['ID']['output'];
  /** The category's picture (the category shop's header shows it), a path on this gateway; null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The category's name as buyers read it in the menu. */
  name: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** How many products (archived ones too) are filed under it. */
  productCount: Scalars['Int']['output'];
  /** The category's name in URL form (`/shop/{slug}`), unique. */
  slug: Scalars['String']['output'];
  /** How many subcategories it has. */
  subcategoryCount: Scalars['Int']['output'];
};

/** What waits today; each count is null when the staff member's role does not cover it. */
export type StaffHome = {
  __typename?: 'StaffHome';
  /** Customers whose tobacco licence or tax certificate expires within 30 days (roles `ADMIN`, `SALES`). */
  licencesExpiring?: Maybe<Scalars['Int']['output']>;
  /** When the registration that has waited longest was made; null when none waits or the role does not cover it. */
  oldestRegistrationAt?: Maybe<Scalars['DateTime']['output']>;
  /** Orders placed and not yet being processed (status `PENDING`; roles `ADMIN`, `WAREHOUSE`). */
  ordersToProcess?: Maybe<Scalars['Int']['output']>;
  /** Orders being processed, to ship (status `PROCESSING`; roles `ADMIN`, `WAREHOUSE`). */
  ordersToShip?: Maybe<Scalars['Int']['output']>;
  /** Products with no stock (roles `ADMIN`, `WAREHOUSE`). */
  productsOutOfStock?: Maybe<Scalars['Int']['output']>;
  /** Registrations waiting for review (roles `ADMIN`, `SALES`). */
  registrationsWaiting?: Maybe<Scalars['Int']['output']>;
};

/** An invitation to set a password: the one-time link the store e-mailed. */
export type StaffInvitation = {
  __typename?: 'StaffInvitation';
  /** When the link stops working: 72 hours after it was sent, or earlier when a newer one or a deactivation ended it. */
  expiresAt: Scalars['DateTime']['output'];
  /** When it was sent. */
  sentAt: Scalars['DateTime']['output'];
};

/** A member of the store's staff. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** False once an admin deactivated the staff member: they can no longer sign in. */
  active: Scalars['Boolean']['output'];
  /** When the staff member was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address, used to sign in. */
  email: Scalars['String']['output'];
  /** Stable identifier of the staff member. */
  id: Scalars['ID']['output'];
  /**
   * While the staff member has not set their password: when their latest invitation (the link to set it) was sent and
   * when it stops working. Null once the password is set.
   */
  invitation?: Maybe<StaffInvitation>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** How many of the staff member's recovery codes are unused (0 without two-step sign-in). The codes never show here. */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** What the staff member may do. */
  role: StaffRole;
  /** Whether the staff member signs in with a code of an authenticator app as well (two-step sign-in). */
  totpEnabled: Scalars['Boolean']['output'];
  /**
   * True while the store requires two-step sign-in and the staff member has not set it up: until they do, only `me`,
   * `startTotpEnrolment`, `confirmTotpEnrolment` and `staffSignOut` answer; the rest is `TOTP_ENROLMENT_REQUIRED`.
   */
  totpEnrolmentRequired: Scalars['Boolean']['output'];
};

/** The result of a change to a staff member. */
export type StaffMemberPayload = {
  __typename?: 'StaffMemberPayload';
  /** The staff member after the change; null when refused (see `userErrors`). */
  staffMember?: Maybe<StaffMember>;
  /** Why the change was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** A staff-only note on a record: who wrote it, when, and what. */
export type StaffNote = {
  __typename?: 'StaffNote';
  /** Who wrote it. */
  author: AuditStaff;
  /** The note, as written. */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the note. */
  id: Scalars['ID']['output'];
  /** The kind of record it was written on (a customer's notes include its registration's). */
  subjectType: StaffNoteSubjectType;
};

/** The result of adding a note. */
export type StaffNotePayload = {
  __typename?: 'StaffNotePayload';
  /** The note added; null when refused (see `userErrors`). */
  note?: Maybe<StaffNote>;
  /** Why the note was refused, with the argument path of the field concerned; empty on success. */
  userErrors: Array<UserError>;
};

/** The record a note is about. */
export type StaffNoteSubjectInput = {
  /** The record's id. */
  id: Scalars['ID']['input'];
  /** The kind of record. */
  type: StaffNoteSubjectType;
};

/** The kinds of record staff keep notes on. */
export type StaffNoteSubjectType =
  /** A customer. */
  | 'CUSTOMER'
  /** An order. */
  | 'ORDER'
  /** A registration. */
  | 'REGISTRATION';

/** What a staff member may do. */
export type StaffRole =
  /** Everything, including the audit log. */
  | 'ADMIN'
  /** Registrations and customers. */
  | 'SALES'
  /** Orders. */
  | 'WAREHOUSE';

/** The store's settings for its staff. */
export type StaffSettings = {
  __typename?: 'StaffSettings';
  /** Whether every staff member must use two-step sign-in. */
  totpRequired: Scalars['Boolean']['output'];
};

/** The result of a change to the staff settings. */
export type StaffSettingsPayload = {
  __typename?: 'StaffSettingsPayload';
  /** The settings after the change; null when refused (see `userErrors`). */
  settings?: Maybe<StaffSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of signing in. */
export type StaffSignInPayload = {
  __typename?: 'StaffSignInPayload';
  /** The staff member who signed in; null when refused (see `userErrors`). */
  staff?: Maybe<StaffMember>;
  /** Why the sign-in was refused, e.g. `INVALID_CREDENTIALS`; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of signing out. */
export type StaffSignOutPayload = {
  __typename?: 'StaffSignOutPayload';
  /** True once the session is revoked and its cookie cleared. */
  signedOut: Scalars['Boolean']['output'];
  /** Always empty: signing out cannot be refused. */
  userErrors: Array<UserError>;
};

/** A state (or province). */
export type State = {
  __typename?: 'State';
  /** The state's postal code, e.g. `NJ`; null when the store has none. */
  code?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the state. */
  id: Scalars['ID']['output'];
  /** The state's name, e.g. `New Jersey`. */
  name: Scalars['String']['output'];
};

/** How much stock a product has left. */
export type StockLevel =
  /** 1 to 10 units left. */
  | 'LOW'
  /** None left: buyers cannot order it. */
  | 'OUT';

/** The result of turning two-step sign-in on. */
export type TotpEnabledPayload = {
  __typename?: 'TotpEnabledPayload';
  /** The 10 recovery codes, each signing in once instead of an authenticator code; shown only now. Empty when refused. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The staff member after the change; null when refused (see `userErrors`). */
  staffMember?: Maybe<StaffMember>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A started set-up of two-step sign-in: what the authenticator app needs. */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The secret in base32, for typing into the app by hand. */
  secret: Scalars['String']['output'];
  /** The `otpauth://totp/...` URI (issuer: the store's name, label: the staff member's e-mail) to show as a QR code. */
  uri: Scalars['String']['output'];
};

/** The result of starting to set up two-step sign-in. */
export type TotpEnrolmentPayload = {
  __typename?: 'TotpEnrolmentPayload';
  /** The secret and its URI; null when refused (see `userErrors`). */
  enrolment?: Maybe<TotpEnrolment>;
  /** Why it was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** An expected failure of a mutation: what was wrong, and with which argument. */
export type UserError = {
  __typename?: 'UserError';
  /** Why, as a code to branch on. */
  code: UserErrorCode;
  /** The path of the argument it concerns, e.g. `["reason"]`; null when it concerns the request as a whole. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The store's explanation, in English. */
  message: Scalars['String']['output'];
};

/** Why a staff mutation refused its input, as a code a program can branch on (store-api's `code`). */
export type UserErrorCode =
  /** A field's value breaks its rule: empty when required, wrong format, out of range, too long. */
  | 'INVALID'
  /** Sign-in: the e-mail address and password do not match a staff member. */
  | 'INVALID_CREDENTIALS'
  /** The order cannot move from its status to the one asked for. */
  | 'INVALID_STATUS_TRANSITION'
  /** The authenticator code is wrong, too old, or was used already; or the recovery code is unknown or was used. */
  | 'INVALID_TOTP'
  /** A category or brand that products (or subcategories) still use cannot be deleted: move them first. */
  | 'IN_USE'
  /**
   * A limit on how many there may be is reached: a registration's documents (20), a product's pictures (10). Remove
   * one first.
   */
  | 'LIMIT_REACHED'
  /** A link to set a password that is unknown, used or too old. */
  | 'LINK_EXPIRED'
  /** The record the mutation names does not exist. */
  | 'NOT_FOUND'
  /** The order has left the warehouse (or was cancelled): its lines cannot change any more. */
  | 'ORDER_NOT_EDITABLE'
  /** More than the product's stock, or past its purchase limit. */
  | 'OUT_OF_STOCK'
  /** Another staff member has this e-mail address. */
  | 'TAKEN'
  /**
   * Two-step sign-in is required: sign-in without the code of a staff member who uses it, or turning it off while the
   * store requires it.
   */
  | 'TOTP_REQUIRED';



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
  Address: ResolverTypeWrapper<Address>;
  AddressType: AddressType;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryPage: ResolverTypeWrapper<AuditEntryPage>;
  AuditLogFilter: AuditLogFilter;
  AuditSource: AuditSource;
  AuditStaff: ResolverTypeWrapper<AuditStaff>;
  AuditSubjectInput: AuditSubjectInput;
  AuditSubjectType: AuditSubjectType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrandInput: BrandInput;
  BrandPayload: ResolverTypeWrapper<BrandPayload>;
  BulkOrderStatusPayload: ResolverTypeWrapper<BulkOrderStatusPayload>;
  BulkOrderStatusResult: ResolverTypeWrapper<BulkOrderStatusResult>;
  CatalogBrand: ResolverTypeWrapper<CatalogBrand>;
  CatalogCategory: ResolverTypeWrapper<CatalogCategory>;
  CatalogChoices: ResolverTypeWrapper<CatalogChoices>;
  CatalogTaxonomy: ResolverTypeWrapper<CatalogTaxonomy>;
  CategoryInput: CategoryInput;
  CategoryPayload: ResolverTypeWrapper<CategoryPayload>;
  Certificate: ResolverTypeWrapper<Certificate>;
  CertificateExpiry: CertificateExpiry;
  CertificateKind: CertificateKind;
  CertificateRenewal: ResolverTypeWrapper<CertificateRenewal>;
  CertificateRenewalCustomer: ResolverTypeWrapper<CertificateRenewalCustomer>;
  CertificateRenewalPayload: ResolverTypeWrapper<CertificateRenewalPayload>;
  CertificateRenewalStatus: CertificateRenewalStatus;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerApiKey: ResolverTypeWrapper<CustomerApiKey>;
  CustomerFilter: CustomerFilter;
  CustomerOrder: ResolverTypeWrapper<CustomerOrder>;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  CustomerPayload: ResolverTypeWrapper<Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  CustomerStatusFilter: CustomerStatusFilter;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteTaxonPayload: ResolverTypeWrapper<DeleteTaxonPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InformationRequest: ResolverTypeWrapper<InformationRequest>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MembershipCategory: ResolverTypeWrapper<MembershipCategory>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderFilter: OrderFilter;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPayload: ResolverTypeWrapper<Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  Product: ResolverTypeWrapper<Product>;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductImportChange: ResolverTypeWrapper<ProductImportChange>;
  ProductImportError: ResolverTypeWrapper<ProductImportError>;
  ProductImportPayload: ResolverTypeWrapper<ProductImportPayload>;
  ProductImportReport: ResolverTypeWrapper<ProductImportReport>;
  ProductImportRow: ResolverTypeWrapper<ProductImportRow>;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductPayload: ResolverTypeWrapper<ProductPayload>;
  ProductStatus: ProductStatus;
  ProductUpdateInput: ProductUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecoveryCodesPayload: ResolverTypeWrapper<RecoveryCodesPayload>;
  Registration: ResolverTypeWrapper<RegistrationModel>;
  RegistrationDocument: ResolverTypeWrapper<RegistrationDocument>;
  RegistrationPage: ResolverTypeWrapper<Omit<RegistrationPage, 'items'> & { items: Array<ResolversTypes['Registration']> }>;
  RegistrationPayload: ResolverTypeWrapper<Omit<RegistrationPayload, 'registration'> & { registration?: Maybe<ResolversTypes['Registration']> }>;
  RegistrationStatus: RegistrationStatus;
  SetStaffPasswordPayload: ResolverTypeWrapper<SetStaffPasswordPayload>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShipmentInput: ShipmentInput;
  StaffBrand: ResolverTypeWrapper<StaffBrand>;
  StaffCategory: ResolverTypeWrapper<StaffCategory>;
  StaffHome: ResolverTypeWrapper<StaffHome>;
  StaffInvitation: ResolverTypeWrapper<StaffInvitation>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffMemberPayload: ResolverTypeWrapper<StaffMemberPayload>;
  StaffNote: ResolverTypeWrapper<StaffNote>;
  StaffNotePayload: ResolverTypeWrapper<StaffNotePayload>;
  StaffNoteSubjectInput: StaffNoteSubjectInput;
  StaffNoteSubjectType: StaffNoteSubjectType;
  StaffRole: StaffRole;
  StaffSettings: ResolverTypeWrapper<StaffSettings>;
  StaffSettingsPayload: ResolverTypeWrapper<StaffSettingsPayload>;
  StaffSignInPayload: ResolverTypeWrapper<StaffSignInPayload>;
  StaffSignOutPayload: ResolverTypeWrapper<StaffSignOutPayload>;
  State: ResolverTypeWrapper<State>;
  StockLevel: StockLevel;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TotpEnabledPayload: ResolverTypeWrapper<TotpEnabledPayload>;
  TotpEnrolment: ResolverTypeWrapper<TotpEnrolment>;
  TotpEnrolmentPayload: ResolverTypeWrapper<TotpEnrolmentPayload>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AuditEntry: AuditEntry;
  AuditEntryPage: AuditEntryPage;
  AuditLogFilter: AuditLogFilter;
  AuditStaff: AuditStaff;
  AuditSubjectInput: AuditSubjectInput;
  Boolean: Scalars['Boolean']['output'];
  BrandInput: BrandInput;
  BrandPayload: BrandPayload;
  BulkOrderStatusPayload: BulkOrderStatusPayload;
  BulkOrderStatusResult: BulkOrderStatusResult;
  CatalogBrand: CatalogBrand;
  CatalogCategory: CatalogCategory;
  CatalogChoices: CatalogChoices;
  CatalogTaxonomy: CatalogTaxonomy;
  CategoryInput: CategoryInput;
  CategoryPayload: CategoryPayload;
  Certificate: Certificate;
  CertificateRenewal: CertificateRenewal;
  CertificateRenewalCustomer: CertificateRenewalCustomer;
  CertificateRenewalPayload: CertificateRenewalPayload;
  Customer: CustomerModel;
  CustomerApiKey: CustomerApiKey;
  CustomerFilter: CustomerFilter;
  CustomerOrder: CustomerOrder;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  CustomerPayload: Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteTaxonPayload: DeleteTaxonPayload;
  ID: Scalars['ID']['output'];
  InformationRequest: InformationRequest;
  Int: Scalars['Int']['output'];
  MembershipCategory: MembershipCategory;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderAddress: OrderAddress;
  OrderCustomer: OrderCustomer;
  OrderFilter: OrderFilter;
  OrderLine: OrderLine;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPayload: Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  Product: Product;
  ProductCategory: ProductCategory;
  ProductImage: ProductImage;
  ProductImportChange: ProductImportChange;
  ProductImportError: ProductImportError;
  ProductImportPayload: ProductImportPayload;
  ProductImportReport: ProductImportReport;
  ProductImportRow: ProductImportRow;
  ProductInput: ProductInput;
  ProductPage: ProductPage;
  ProductPayload: ProductPayload;
  ProductUpdateInput: ProductUpdateInput;
  Query: Record<PropertyKey, never>;
  RecoveryCodesPayload: RecoveryCodesPayload;
  Registration: RegistrationModel;
  RegistrationDocument: RegistrationDocument;
  RegistrationPage: Omit<RegistrationPage, 'items'> & { items: Array<ResolversParentTypes['Registration']> };
  RegistrationPayload: Omit<RegistrationPayload, 'registration'> & { registration?: Maybe<ResolversParentTypes['Registration']> };
  SetStaffPasswordPayload: SetStaffPasswordPayload;
  Shipment: Shipment;
  ShipmentInput: ShipmentInput;
  StaffBrand: StaffBrand;
  StaffCategory: StaffCategory;
  StaffHome: StaffHome;
  StaffInvitation: StaffInvitation;
  StaffMember: StaffMember;
  StaffMemberPayload: StaffMemberPayload;
  StaffNote: StaffNote;
  StaffNotePayload: StaffNotePayload;
  StaffNoteSubjectInput: StaffNoteSubjectInput;
  StaffSettings: StaffSettings;
  StaffSettingsPayload: StaffSettingsPayload;
  StaffSignInPayload: StaffSignInPayload;
  StaffSignOutPayload: StaffSignOutPayload;
  State: State;
  String: Scalars['String']['output'];
  TotpEnabledPayload: TotpEnabledPayload;
  TotpEnrolment: TotpEnrolment;
  TotpEnrolmentPayload: TotpEnrolmentPayload;
  Upload: Scalars['Upload']['output'];
  UserError: UserError;
};

export type AddressResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AuditSource'], ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['AuditStaff']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['AuditSubjectType'], ParentType, ContextType>;
};

export type AuditEntryPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AuditEntryPage'] = ResolversParentTypes['AuditEntryPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditStaffResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AuditStaff'] = ResolversParentTypes['AuditStaff']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['BrandPayload'] = ResolversParentTypes['BrandPayload']> = {
  brand?: Resolver<Maybe<ResolversTypes['StaffBrand']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BulkOrderStatusPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['BulkOrderStatusPayload'] = ResolversParentTypes['BulkOrderStatusPayload']> = {
  results?: Resolver<Array<ResolversTypes['BulkOrderStatusResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BulkOrderStatusResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['BulkOrderStatusResult'] = ResolversParentTypes['BulkOrderStatusResult']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogBrandResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogBrand'] = ResolversParentTypes['CatalogBrand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogCategoryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogCategory'] = ResolversParentTypes['CatalogCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CatalogChoicesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogChoices'] = ResolversParentTypes['CatalogChoices']> = {
  brands?: Resolver<Array<ResolversTypes['CatalogBrand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CatalogCategory']>, ParentType, ContextType>;
};

export type CatalogTaxonomyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogTaxonomy'] = ResolversParentTypes['CatalogTaxonomy']> = {
  brands?: Resolver<Array<ResolversTypes['StaffBrand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['StaffCategory']>, ParentType, ContextType>;
};

export type CategoryPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CategoryPayload'] = ResolversParentTypes['CategoryPayload']> = {
  category?: Resolver<Maybe<ResolversTypes['StaffCategory']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CertificateKind'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificateRenewalResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CertificateRenewal'] = ResolversParentTypes['CertificateRenewal']> = {
  customer?: Resolver<ResolversTypes['CertificateRenewalCustomer'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CertificateKind'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateRenewalStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CertificateRenewalCustomerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CertificateRenewalCustomer'] = ResolversParentTypes['CertificateRenewalCustomer']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CertificateRenewalPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CertificateRenewalPayload'] = ResolversParentTypes['CertificateRenewalPayload']> = {
  renewal?: Resolver<Maybe<ResolversTypes['CertificateRenewal']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['CustomerApiKey']>, ParentType, ContextType>;
  audit?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  certificateRenewals?: Resolver<Array<ResolversTypes['CertificateRenewal']>, ParentType, ContextType>;
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StaffNote']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxIdExpiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  tobaccoLicenseExpiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type CustomerApiKeyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CustomerApiKey'] = ResolversParentTypes['CustomerApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CustomerPayload'] = ResolversParentTypes['CustomerPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteTaxonPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeleteTaxonPayload'] = ResolversParentTypes['DeleteTaxonPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type InformationRequestResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['InformationRequest'] = ResolversParentTypes['InformationRequest']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  staffEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MembershipCategoryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['MembershipCategory'] = ResolversParentTypes['MembershipCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addProductImage?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationAddProductImageArgs, 'id' | 'image'>>;
  addStaffNote?: Resolver<ResolversTypes['StaffNotePayload'], ParentType, ContextType, RequireFields<MutationAddStaffNoteArgs, 'body' | 'subject'>>;
  approveCertificateRenewal?: Resolver<ResolversTypes['CertificateRenewalPayload'], ParentType, ContextType, RequireFields<MutationApproveCertificateRenewalArgs, 'id'>>;
  approveRegistration?: Resolver<ResolversTypes['RegistrationPayload'], ParentType, ContextType, RequireFields<MutationApproveRegistrationArgs, 'id'>>;
  archiveProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationArchiveProductArgs, 'id'>>;
  attachRegistrationDocument?: Resolver<ResolversTypes['RegistrationPayload'], ParentType, ContextType, RequireFields<MutationAttachRegistrationDocumentArgs, 'document' | 'id'>>;
  confirmTotpEnrolment?: Resolver<ResolversTypes['TotpEnabledPayload'], ParentType, ContextType, RequireFields<MutationConfirmTotpEnrolmentArgs, 'code'>>;
  createBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationCreateStaffMemberArgs, 'email' | 'name' | 'role'>>;
  deactivateStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationDeactivateStaffMemberArgs, 'id'>>;
  deleteBrand?: Resolver<ResolversTypes['DeleteTaxonPayload'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['DeleteTaxonPayload'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  disableTotp?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationDisableTotpArgs, 'code'>>;
  editBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationEditBrandArgs, 'id' | 'input'>>;
  editCategory?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationEditCategoryArgs, 'id' | 'input'>>;
  editProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationEditProductArgs, 'id' | 'input'>>;
  fulfilAllOrderLines?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationFulfilAllOrderLinesArgs, 'orderId'>>;
  importProducts?: Resolver<ResolversTypes['ProductImportPayload'], ParentType, ContextType, RequireFields<MutationImportProductsArgs, 'file'>>;
  orderProductImages?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationOrderProductImagesArgs, 'files' | 'id'>>;
  previewProductImport?: Resolver<ResolversTypes['ProductImportPayload'], ParentType, ContextType, RequireFields<MutationPreviewProductImportArgs, 'file'>>;
  reactivateCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationReactivateCustomerArgs, 'id'>>;
  reactivateStaffMember?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationReactivateStaffMemberArgs, 'id'>>;
  regenerateRecoveryCodes?: Resolver<ResolversTypes['RecoveryCodesPayload'], ParentType, ContextType, Partial<MutationRegenerateRecoveryCodesArgs>>;
  rejectCertificateRenewal?: Resolver<ResolversTypes['CertificateRenewalPayload'], ParentType, ContextType, RequireFields<MutationRejectCertificateRenewalArgs, 'id' | 'reason'>>;
  rejectRegistration?: Resolver<ResolversTypes['RegistrationPayload'], ParentType, ContextType, RequireFields<MutationRejectRegistrationArgs, 'id' | 'reason'>>;
  removeBrandImage?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationRemoveBrandImageArgs, 'id'>>;
  removeCategoryImage?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationRemoveCategoryImageArgs, 'id'>>;
  requestRegistrationInformation?: Resolver<ResolversTypes['RegistrationPayload'], ParentType, ContextType, RequireFields<MutationRequestRegistrationInformationArgs, 'id' | 'message'>>;
  resendStaffInvitation?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationResendStaffInvitationArgs, 'id'>>;
  restoreProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationRestoreProductArgs, 'id'>>;
  revokeCustomerApiKey?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationRevokeCustomerApiKeyArgs, 'customerId' | 'keyId'>>;
  setBrandImage?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationSetBrandImageArgs, 'id' | 'image'>>;
  setCategoryImage?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationSetCategoryImageArgs, 'id' | 'image'>>;
  setCustomerCertificateDates?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationSetCustomerCertificateDatesArgs, 'customerId'>>;
  setOrderLineFulfilled?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationSetOrderLineFulfilledArgs, 'fulfilled' | 'lineId' | 'orderId'>>;
  setOrderLineQuantity?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationSetOrderLineQuantityArgs, 'lineId' | 'orderId' | 'quantity'>>;
  setOrderStatus?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusArgs, 'id' | 'status'>>;
  setOrdersStatus?: Resolver<ResolversTypes['BulkOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationSetOrdersStatusArgs, 'ids' | 'status'>>;
  setStaffPassword?: Resolver<ResolversTypes['SetStaffPasswordPayload'], ParentType, ContextType, RequireFields<MutationSetStaffPasswordArgs, 'password' | 'token'>>;
  setStaffRole?: Resolver<ResolversTypes['StaffMemberPayload'], ParentType, ContextType, RequireFields<MutationSetStaffRoleArgs, 'id' | 'role'>>;
  setStaffTotpRequired?: Resolver<ResolversTypes['StaffSettingsPayload'], ParentType, ContextType, RequireFields<MutationSetStaffTotpRequiredArgs, 'required'>>;
  staffSignIn?: Resolver<ResolversTypes['StaffSignInPayload'], ParentType, ContextType, RequireFields<MutationStaffSignInArgs, 'email' | 'password'>>;
  staffSignOut?: Resolver<ResolversTypes['StaffSignOutPayload'], ParentType, ContextType>;
  startTotpEnrolment?: Resolver<ResolversTypes['TotpEnrolmentPayload'], ParentType, ContextType>;
  suspendCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationSuspendCustomerArgs, 'id'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
};

export type OrderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amountToCollect?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  audit?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StaffNote']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fulfilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['CatalogBrand']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  itemCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  promoted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purchaseLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPerUnit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductImportChangeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductImportChange'] = ResolversParentTypes['ProductImportChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductImportErrorResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductImportError'] = ResolversParentTypes['ProductImportError']> = {
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductImportPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductImportPayload'] = ResolversParentTypes['ProductImportPayload']> = {
  report?: Resolver<Maybe<ResolversTypes['ProductImportReport']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProductImportReportResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductImportReport'] = ResolversParentTypes['ProductImportReport']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProductImportRow']>, ParentType, ContextType>;
};

export type ProductImportRowResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductImportRow'] = ResolversParentTypes['ProductImportRow']> = {
  changes?: Resolver<Array<ResolversTypes['ProductImportChange']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ProductImportError']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditEntryPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page'>>;
  catalogChoices?: Resolver<ResolversTypes['CatalogChoices'], ParentType, ContextType>;
  catalogTaxonomy?: Resolver<ResolversTypes['CatalogTaxonomy'], ParentType, ContextType>;
  certificateRenewals?: Resolver<Array<ResolversTypes['CertificateRenewal']>, ParentType, ContextType, RequireFields<QueryCertificateRenewalsArgs, 'status'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'perPage'>>;
  me?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  membershipCategories?: Resolver<Array<ResolversTypes['MembershipCategory']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage'>>;
  ordersById?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersByIdArgs, 'ids'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage' | 'status'>>;
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType, RequireFields<QueryRegistrationArgs, 'id'>>;
  registrations?: Resolver<ResolversTypes['RegistrationPage'], ParentType, ContextType, RequireFields<QueryRegistrationsArgs, 'page' | 'perPage' | 'status'>>;
  staffHome?: Resolver<ResolversTypes['StaffHome'], ParentType, ContextType>;
  staffMembers?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffNotes?: Resolver<Maybe<Array<ResolversTypes['StaffNote']>>, ParentType, ContextType, RequireFields<QueryStaffNotesArgs, 'subject'>>;
  staffSettings?: Resolver<ResolversTypes['StaffSettings'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType>;
};

export type RecoveryCodesPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['RecoveryCodesPayload'] = ResolversParentTypes['RecoveryCodesPayload']> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staffMember?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dba?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['RegistrationDocument']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  informationRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  informationRequests?: Resolver<Array<ResolversTypes['InformationRequest']>, ParentType, ContextType>;
  membershipCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StaffNote']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxIdExpiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  tobaccoLicenseExpiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  tobaccoLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrationDocumentResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['RegistrationDocument'] = ResolversParentTypes['RegistrationDocument']> = {
  attachedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attachedBy?: Resolver<Maybe<ResolversTypes['AuditStaff']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['RegistrationPage'] = ResolversParentTypes['RegistrationPage']> = {
  items?: Resolver<Array<ResolversTypes['Registration']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['RegistrationPayload'] = ResolversParentTypes['RegistrationPayload']> = {
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStaffPasswordPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SetStaffPasswordPayload'] = ResolversParentTypes['SetStaffPasswordPayload']> = {
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedDeliveryOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffBrandResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffBrand'] = ResolversParentTypes['StaffBrand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCategoryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffCategory'] = ResolversParentTypes['StaffCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subcategoryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffHomeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffHome'] = ResolversParentTypes['StaffHome']> = {
  licencesExpiring?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  oldestRegistrationAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ordersToProcess?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ordersToShip?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productsOutOfStock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registrationsWaiting?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StaffInvitationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffInvitation'] = ResolversParentTypes['StaffInvitation']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitation?: Resolver<Maybe<ResolversTypes['StaffInvitation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totpEnrolmentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffMemberPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMemberPayload'] = ResolversParentTypes['StaffMemberPayload']> = {
  staffMember?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaffNoteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffNote'] = ResolversParentTypes['StaffNote']> = {
  author?: Resolver<ResolversTypes['AuditStaff'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['StaffNoteSubjectType'], ParentType, ContextType>;
};

export type StaffNotePayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffNotePayload'] = ResolversParentTypes['StaffNotePayload']> = {
  note?: Resolver<Maybe<ResolversTypes['StaffNote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaffSettingsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffSettings'] = ResolversParentTypes['StaffSettings']> = {
  totpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffSettingsPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffSettingsPayload'] = ResolversParentTypes['StaffSettingsPayload']> = {
  settings?: Resolver<Maybe<ResolversTypes['StaffSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaffSignInPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffSignInPayload'] = ResolversParentTypes['StaffSignInPayload']> = {
  staff?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StaffSignOutPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffSignOutPayload'] = ResolversParentTypes['StaffSignOutPayload']> = {
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StateResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpEnabledPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['TotpEnabledPayload'] = ResolversParentTypes['TotpEnabledPayload']> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staffMember?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TotpEnrolmentResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['TotpEnrolment'] = ResolversParentTypes['TotpEnrolment']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpEnrolmentPayloadResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['TotpEnrolmentPayload'] = ResolversParentTypes['TotpEnrolmentPayload']> = {
  enrolment?: Resolver<Maybe<ResolversTypes['TotpEnrolment']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserErrorResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = StaffContext> = {
  Address?: AddressResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPage?: AuditEntryPageResolvers<ContextType>;
  AuditStaff?: AuditStaffResolvers<ContextType>;
  BrandPayload?: BrandPayloadResolvers<ContextType>;
  BulkOrderStatusPayload?: BulkOrderStatusPayloadResolvers<ContextType>;
  BulkOrderStatusResult?: BulkOrderStatusResultResolvers<ContextType>;
  CatalogBrand?: CatalogBrandResolvers<ContextType>;
  CatalogCategory?: CatalogCategoryResolvers<ContextType>;
  CatalogChoices?: CatalogChoicesResolvers<ContextType>;
  CatalogTaxonomy?: CatalogTaxonomyResolvers<ContextType>;
  CategoryPayload?: CategoryPayloadResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  CertificateRenewal?: CertificateRenewalResolvers<ContextType>;
  CertificateRenewalCustomer?: CertificateRenewalCustomerResolvers<ContextType>;
  CertificateRenewalPayload?: CertificateRenewalPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerApiKey?: CustomerApiKeyResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerPayload?: CustomerPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteTaxonPayload?: DeleteTaxonPayloadResolvers<ContextType>;
  InformationRequest?: InformationRequestResolvers<ContextType>;
  MembershipCategory?: MembershipCategoryResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductImportChange?: ProductImportChangeResolvers<ContextType>;
  ProductImportError?: ProductImportErrorResolvers<ContextType>;
  ProductImportPayload?: ProductImportPayloadResolvers<ContextType>;
  ProductImportReport?: ProductImportReportResolvers<ContextType>;
  ProductImportRow?: ProductImportRowResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecoveryCodesPayload?: RecoveryCodesPayloadResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  RegistrationDocument?: RegistrationDocumentResolvers<ContextType>;
  RegistrationPage?: RegistrationPageResolvers<ContextType>;
  RegistrationPayload?: RegistrationPayloadResolvers<ContextType>;
  SetStaffPasswordPayload?: SetStaffPasswordPayloadResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  StaffBrand?: StaffBrandResolvers<ContextType>;
  StaffCategory?: StaffCategoryResolvers<ContextType>;
  StaffHome?: StaffHomeResolvers<ContextType>;
  StaffInvitation?: StaffInvitationResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMemberPayload?: StaffMemberPayloadResolvers<ContextType>;
  StaffNote?: StaffNoteResolvers<ContextType>;
  StaffNotePayload?: StaffNotePayloadResolvers<ContextType>;
  StaffSettings?: StaffSettingsResolvers<ContextType>;
  StaffSettingsPayload?: StaffSettingsPayloadResolvers<ContextType>;
  StaffSignInPayload?: StaffSignInPayloadResolvers<ContextType>;
  StaffSignOutPayload?: StaffSignOutPayloadResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  TotpEnabledPayload?: TotpEnabledPayloadResolvers<ContextType>;
  TotpEnrolment?: TotpEnrolmentResolvers<ContextType>;
  TotpEnrolmentPayload?: TotpEnrolmentPayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UserError?: UserErrorResolvers<ContextType>;
};

