import type { GraphQLError } from 'graphql';
import { FormData, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { messages as M } from '@storefront/contract';
import {
  pathOf,
  type CERTIFICATE_KINDS,
  STAFF_ACCOUNTS,
  STAFF_AUDIT,
  STAFF_CUSTOMERS,
  STAFF_HOME,
  STAFF_NOTES,
  STAFF_ORDERS,
  STAFF_PRODUCTS,
  STAFF_REGISTRATIONS,
  STAFF_RENEWALS,
  STAFF_SESSION,
  STAFF_TAXONOMY,
  type RestBody,
  type RestBodyInput,
  type RestBodyOf,
  type RestCall,
  type RestQuery,
  type RestStaffMeta,
} from '@storefront/contract/rest';
import { UpstreamFailure, type QueryValue, type UpstreamClient } from './client.js';
import { gatewayError, toGraphQLError, type ErrorScope } from './errors.js';
import { RequestMemo } from './memo.js';
import { parseAnswer, requestOf } from './customer/caller.js';
import { appendFile } from './customer/account.js';
import type { UploadedFile } from './store-api.js';

/** The codes a staff mutation's userErrors carry (staff.graphql's UserErrorCode); any other 422 is INVALID. */
export const STAFF_USER_ERROR_CODES = [
  'INVALID',
  'INVALID_CREDENTIALS',
  'LINK_EXPIRED',
  'TAKEN',
  'NOT_FOUND',
  'INVALID_STATUS_TRANSITION',
  'ORDER_NOT_EDITABLE',
  'OUT_OF_STOCK',
  'TOTP_REQUIRED',
  'INVALID_TOTP',
  'IN_USE',
  'LIMIT_REACHED',
] as const;
export type StaffUserErrorCode = (typeof STAFF_USER_ERROR_CODES)[number];

export function isStaffUserErrorCode(value: unknown): value is StaffUserErrorCode {
  return typeof value === 'string' && (STAFF_USER_ERROR_CODES as readonly string[]).includes(value);
}

/** The staff REST names of a 422's `field` as the staff schema's arguments. */
const STAFF_FIELD_BY_REST_NAME: Readonly<Record<string, string>> = {
  email: 'email',
  password: 'password',
  token: 'token',
  id: 'id',
  name: 'name',
  role: 'role',
  code: 'code',
  // A picture's file part (addProductImage, setCategoryImage, setBrandImage take it as `image`).
  image: 'image',
  staff_totp_required: 'required',
  reason: 'reason',
  message: 'message',
  status: 'status',
  fulfilled: 'fulfilled',
  quantity: 'quantity',
  ids: 'ids',
  carrier: 'shipment.carrier',
  tracking_number: 'shipment.trackingNumber',
  expected_delivery_on: 'shipment.expectedDeliveryOn',
  search: 'filter.search',
  membership_category: 'filter.membershipCategoryId',
  state_id: 'filter.stateId',
  certificate: 'filter.certificate',
  from: 'filter.from',
  to: 'filter.to',
  customer_id: 'filter.customerId',
  subject_type: 'subject.type',
  subject_id: 'subject.id',
  staff_id: 'filter.staffId',
  action: 'filter.action',
  body: 'body',
  page: 'page',
  per_page: 'perPage',
  stock: 'stock',
  purchase_limit: 'purchaseLimit',
  promoted: 'promoted',
  recommended: 'recommended',
  tobacco_license_expires_on: 'tobaccoLicenseExpiresOn',
  tax_id_expires_on: 'taxIdExpiresOn',
  recovery_code: 'recoveryCode',
  document: 'document',
};

/** Where a call's argument differs from the table above: the products' search is an argument of its own. */
const PRODUCT_FIELDS: Readonly<Record<string, string>> = { search: 'search' };
/** certificateRenewals names its customer as an argument of its own, not the orders filter's. */
const RENEWAL_FIELDS: Readonly<Record<string, string>> = { customer_id: 'customerId' };

/** A product's own fields in the staff REST contract's names, as the form's errors name them back. */
const PRODUCT_INPUT_FIELDS: Readonly<Record<string, string>> = {
  name: 'input.name',
  item_code: 'input.itemCode',
  sku: 'input.sku',
  barcode: 'input.barcode',
  price: 'input.price',
  tax_per_unit: 'input.taxPerUnit',
  description: 'input.description',
  category_id: 'input.categoryId',
  brand_id: 'input.brandId',
  stock: 'input.stock',
  purchase_limit: 'input.purchaseLimit',
};

/** A category's or brand's fields in the staff REST contract's names, as the forms' errors name them back. */
const TAXON_INPUT_FIELDS: Readonly<Record<string, string>> = {
  name: 'input.name',
  slug: 'input.slug',
  parent_id: 'input.parentId',
};

/** A product's own fields to send (POST catalog/products, PATCH catalog/products/:id): those given only. */
export type ProductFields = RestBodyOf<typeof STAFF_PRODUCTS.editProduct>;

export type NoteSubject = 'customer' | 'order' | 'registration';

/** Each record's notes calls: the same roles may note a record as may see it. */
const NOTE_CALLS = {
  customer: { list: STAFF_NOTES.customerNotes, add: STAFF_NOTES.addCustomerNote },
  order: { list: STAFF_NOTES.orderNotes, add: STAFF_NOTES.addOrderNote },
  registration: { list: STAFF_NOTES.registrationNotes, add: STAFF_NOTES.addRegistrationNote },
} as const;

/** What staff may change of a product, in the staff REST contract's names (PATCH products/:id). */
export type ProductChanges = RestBodyOf<typeof STAFF_PRODUCTS.updateProduct>;

/** What "Mark shipped" sends with the status, in the staff REST contract's names. */
export interface OrderShipment {
  carrier: string;
  tracking_number: string;
  expected_delivery_on?: string | undefined;
}

export interface StaffApiScope extends ErrorScope {
  /** The staff member's store-api token, from the staff session cookie. */
  token: string | undefined;
  /** The address the caller connected from: store-api throttles failed sign-ins per address. */
  clientIp?: string | undefined;
}

export interface StaffPage<T> {
  items: T[];
  meta: RestStaffMeta;
}

export interface Paging {
  page: number;
  perPage: number;
}

export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * One method per call of store-api's staff REST API (`/api/staff`, docs/rest-api.md). Like StoreApi it lives for
 * one GraphQL request, sends only the staff token, parses every answer with zod and turns every failure into a
 * client-safe GraphQLError: 401 UNAUTHENTICATED, 403 FORBIDDEN (both thrown), 422 a refusal whose
 * `extensions.reason` is store-api's code, for the mutation's userErrors.
 */
export class StaffApi {
  private token: string | undefined;
  // Details several fields of one request may need (a list item's addresses, its certificates): read once.
  private readonly memo = new RequestMemo();

  constructor(
    private readonly client: UpstreamClient,
    private readonly scope: StaffApiScope,
  ) {
    this.token = scope.token;
  }

  get isSignedIn(): boolean {
    return this.token !== undefined;
  }

  /** The second factor, when given: the authenticator's `code`, or one of the member's recovery codes. */
  async login(email: string, password: string, factor: { code?: string; recoveryCode?: string } = {}) {
    const data = await this.send(STAFF_SESSION.login, {
      json: {
        email,
        password,
        ...(factor.code === undefined ? {} : { code: factor.code }),
        ...(factor.recoveryCode === undefined ? {} : { recovery_code: factor.recoveryCode }),
      },
    });
    this.token = data.token;
    this.memo.clear();
    return data;
  }

  async logout() {
    const data = await this.send(STAFF_SESSION.logout);
    this.token = undefined;
    this.memo.clear();
    return data;
  }

  /** Sets a password from a one-time link; it opens no session. */
  setPassword(token: string, password: string) {
    return this.send(STAFF_SESSION.setPassword, { json: { token, password } });
  }

  me() {
    return this.memo.remember('me', () => this.send(STAFF_SESSION.me));
  }

  startTotpEnrolment() {
    return this.send(STAFF_SESSION.startTotpEnrolment);
  }

  confirmTotpEnrolment(code: string) {
    return this.send(STAFF_SESSION.confirmTotpEnrolment, { json: { code } });
  }

  disableTotp(code: string) {
    return this.send(STAFF_SESSION.disableTotp, { json: { code } });
  }

  settings() {
    return this.send(STAFF_SESSION.settings);
  }

  setTotpRequired(required: boolean) {
    return this.send(STAFF_SESSION.setSettings, { json: { staff_totp_required: required } });
  }

  staffMembers() {
    return this.send(STAFF_SESSION.staffMembers);
  }

  createStaffMember(input: RestBodyOf<typeof STAFF_SESSION.createStaffMember>) {
    return this.send(STAFF_SESSION.createStaffMember, { json: input });
  }

  setStaffRole(id: number, role: string) {
    return this.send(STAFF_SESSION.setStaffRole, { params: { id }, json: { role } });
  }

  deactivateStaffMember(id: number) {
    return this.send(STAFF_SESSION.deactivateStaffMember, { params: { id } });
  }

  reactivateStaffMember(id: number) {
    return this.send(STAFF_ACCOUNTS.reactivateStaffMember, { params: { id } });
  }

  resendStaffInvitation(id: number) {
    return this.send(STAFF_ACCOUNTS.resendStaffInvitation, { params: { id } });
  }

  /** Confirmed with a current code, or else the password; only what was given is sent. */
  regenerateRecoveryCodes(proof: { password?: string; code?: string }) {
    return this.send(STAFF_ACCOUNTS.regenerateRecoveryCodes, { json: proof });
  }

  registrations(status: string, paging: Paging) {
    return this.page(STAFF_REGISTRATIONS.registrations, { status, ...pagingQuery(paging) });
  }

  registration(id: number) {
    return this.memo.remember(`registration/${id}`, () =>
      this.send(STAFF_REGISTRATIONS.registration, { params: { id } }),
    );
  }

  approveRegistration(id: number) {
    return this.send(STAFF_REGISTRATIONS.approveRegistration, { params: { id } });
  }

  rejectRegistration(id: number, reason: string) {
    return this.send(STAFF_REGISTRATIONS.rejectRegistration, { params: { id }, json: { reason } });
  }

  attachRegistrationDocument(id: number, document: UploadedFile) {
    const form = new FormData();
    appendFile(form, 'document', document);
    return this.send(STAFF_REGISTRATIONS.attachRegistrationDocument, { params: { id }, form });
  }

  /** A document attached to a registration, streamed like a certificate. */
  registrationDocument(registrationId: number, documentId: number): Promise<Dispatcher.ResponseData> {
    return this.stream(STAFF_REGISTRATIONS.registrationDocument, { id: registrationId, documentId });
  }

  requestRegistrationInformation(id: number, message: string) {
    return this.send(STAFF_REGISTRATIONS.requestRegistrationInformation, {
      params: { id },
      json: { message },
    });
  }

  customers(filter: Record<string, QueryValue>, paging: Paging) {
    return this.page(STAFF_CUSTOMERS.customers, { ...filter, ...pagingQuery(paging) });
  }

  customer(id: number) {
    return this.memo.remember(`customer/${id}`, () =>
      this.send(STAFF_CUSTOMERS.customer, { params: { id } }),
    );
  }

  suspendCustomer(id: number, reason: string | undefined) {
    return this.send(STAFF_CUSTOMERS.suspendCustomer, {
      params: { id },
      json: reason === undefined ? {} : { reason },
    });
  }

  reactivateCustomer(id: number) {
    return this.send(STAFF_CUSTOMERS.reactivateCustomer, { params: { id } });
  }

  revokeCustomerApiKey(customerId: number, keyId: number) {
    return this.send(STAFF_CUSTOMERS.revokeCustomerApiKey, { params: { id: customerId, keyId } });
  }

  orders(filter: Record<string, QueryValue>, paging: Paging) {
    return this.page(STAFF_ORDERS.orders, { ...filter, ...pagingQuery(paging) });
  }

  order(id: number) {
    return this.memo.remember(`order/${id}`, () => this.send(STAFF_ORDERS.order, { params: { id } }));
  }

  setOrderStatus(id: number, status: string, shipment?: OrderShipment) {
    return this.send(STAFF_ORDERS.setOrderStatus, { params: { id }, json: { status, ...shipment } });
  }

  /** The orders to print, in the order asked (those that exist). */
  orderSelection(ids: readonly number[]) {
    return this.send(STAFF_ORDERS.orderSelection, { query: { ids: ids.join(',') } });
  }

  setOrdersStatus(ids: readonly number[], status: string) {
    return this.send(STAFF_ORDERS.setOrdersStatus, { json: { ids, status } });
  }

  fulfilAllLines(orderId: number) {
    return this.send(STAFF_ORDERS.fulfilAllLines, { params: { id: orderId } });
  }

  setOrderLineQuantity(orderId: number, lineId: number, quantity: number) {
    return this.send(STAFF_ORDERS.setOrderLineQuantity, {
      params: { id: orderId, lineId },
      json: { quantity },
    });
  }

  setOrderLineFulfilled(orderId: number, lineId: number, fulfilled: boolean) {
    return this.send(STAFF_ORDERS.setOrderLineFulfilled, {
      params: { id: orderId, lineId },
      json: { fulfilled },
    });
  }

  products(filter: { search?: string; stock?: string; status?: string }, paging: Paging) {
    return this.page(STAFF_PRODUCTS.products, { ...filter, ...pagingQuery(paging) }, PRODUCT_FIELDS);
  }

  catalogChoices() {
    return this.send(STAFF_PRODUCTS.catalogChoices);
  }

  createProduct(fields: ProductFields) {
    return this.send(STAFF_PRODUCTS.createProduct, { json: fields, fields: PRODUCT_INPUT_FIELDS });
  }

  editProduct(id: number, fields: ProductFields) {
    return this.send(STAFF_PRODUCTS.editProduct, {
      params: { id },
      json: fields,
      fields: PRODUCT_INPUT_FIELDS,
    });
  }

  setProductArchived(id: number, archived: boolean) {
    return this.send(archived ? STAFF_PRODUCTS.archiveProduct : STAFF_PRODUCTS.restoreProduct, {
      params: { id },
    });
  }

  addProductImage(id: number, image: UploadedFile) {
    const form = new FormData();
    appendFile(form, 'image', image);
    return this.send(STAFF_PRODUCTS.addProductImage, { params: { id }, form });
  }

  orderProductImages(id: number, files: string[]) {
    return this.send(STAFF_PRODUCTS.orderProductImages, {
      params: { id },
      json: { images: files },
      fields: { images: 'files' },
    });
  }

  updateProduct(id: number, changes: ProductChanges) {
    return this.send(STAFF_PRODUCTS.updateProduct, { params: { id }, json: changes });
  }

  /** Every category and brand with how many products use each. */
  taxonomy() {
    return this.send(STAFF_TAXONOMY.taxonomy);
  }

  /** A category (with `id`: changes it); the fields given only. */
  saveCategory(id: number | undefined, fields: RestBodyOf<typeof STAFF_TAXONOMY.editCategory>) {
    return id === undefined
      ? this.send(STAFF_TAXONOMY.createCategory, { json: fields, fields: TAXON_INPUT_FIELDS })
      : this.send(STAFF_TAXONOMY.editCategory, { params: { id }, json: fields, fields: TAXON_INPUT_FIELDS });
  }

  deleteCategory(id: number) {
    return this.send(STAFF_TAXONOMY.deleteCategory, { params: { id } });
  }

  /** A brand (with `id`: changes it); the fields given only. */
  saveBrand(id: number | undefined, fields: RestBodyOf<typeof STAFF_TAXONOMY.editBrand>) {
    return id === undefined
      ? this.send(STAFF_TAXONOMY.createBrand, { json: fields, fields: TAXON_INPUT_FIELDS })
      : this.send(STAFF_TAXONOMY.editBrand, { params: { id }, json: fields, fields: TAXON_INPUT_FIELDS });
  }

  deleteBrand(id: number) {
    return this.send(STAFF_TAXONOMY.deleteBrand, { params: { id } });
  }

  /** Uploads a category's picture, replacing the one it had. */
  setCategoryImage(id: number, image: UploadedFile) {
    const form = new FormData();
    appendFile(form, 'image', image);
    return this.send(STAFF_TAXONOMY.setCategoryImage, { params: { id }, form });
  }

  /** Uploads a brand's logo, replacing the one it had. */
  setBrandImage(id: number, image: UploadedFile) {
    const form = new FormData();
    appendFile(form, 'image', image);
    return this.send(STAFF_TAXONOMY.setBrandImage, { params: { id }, form });
  }

  removeCategoryImage(id: number) {
    return this.send(STAFF_TAXONOMY.removeCategoryImage, { params: { id } });
  }

  removeBrandImage(id: number) {
    return this.send(STAFF_TAXONOMY.removeBrandImage, { params: { id } });
  }

  /** Checks (dryRun) or applies a products CSV's rows: all of them, or none when any is wrong. */
  importProducts(rows: RestBodyOf<typeof STAFF_TAXONOMY.importProducts>['rows'], dryRun: boolean) {
    return this.send(STAFF_TAXONOMY.importProducts, {
      json: { rows, dry_run: dryRun },
      fields: { rows: 'file' },
    });
  }

  /** Sets a customer's certificate dates; a date left undefined stays as it is. */
  setCertificateDates(id: number, dates: RestBodyOf<typeof STAFF_RENEWALS.setCertificateDates>) {
    return this.send(STAFF_RENEWALS.setCertificateDates, { params: { id }, json: dates });
  }

  /** Renewals of one status (undefined: every status) and of one customer (undefined: every customer's). */
  renewals(filter: { status: string | undefined; customerId: number | undefined }) {
    return this.memo.remember(`renewals/${filter.status ?? ''}/${filter.customerId ?? ''}`, () =>
      this.send(STAFF_RENEWALS.renewals, {
        query: { status: filter.status, customer_id: filter.customerId },
        fields: RENEWAL_FIELDS,
      }),
    );
  }

  approveRenewal(id: number) {
    return this.send(STAFF_RENEWALS.approveRenewal, { params: { id } });
  }

  rejectRenewal(id: number, reason: string) {
    return this.send(STAFF_RENEWALS.rejectRenewal, { params: { id }, json: { reason } });
  }

  audit(
    subject: { type: string; id: number | undefined } | undefined,
    filter: { staffId?: number; action?: string; from?: string; to?: string },
    page: number,
  ) {
    return this.page(STAFF_AUDIT.audit, {
      subject_type: subject?.type,
      subject_id: subject?.id,
      staff_id: filter.staffId,
      action: filter.action,
      from: filter.from,
      to: filter.to,
      page,
    });
  }

  auditActions() {
    return this.send(STAFF_AUDIT.auditActions);
  }

  home() {
    return this.send(STAFF_HOME.home);
  }

  notes(subject: NoteSubject, id: number) {
    return this.memo.remember(`notes/${subject}/${id}`, () =>
      this.send(NOTE_CALLS[subject].list, { params: { id } }),
    );
  }

  addNote(subject: NoteSubject, id: number, body: string) {
    return this.send(NOTE_CALLS[subject].add, { params: { id }, json: { body } });
  }

  /**
   * A registration certificate's bytes, streamed as store-api sends them; the caller must consume or destroy the
   * body. Any answer but 200 is the caller's to read (401, 403, 404).
   */
  certificate(registrationId: number, kind: CertificateKind): Promise<Dispatcher.ResponseData> {
    return this.stream(STAFF_REGISTRATIONS.certificate, { id: registrationId, kind });
  }

  /** A renewal's uploaded file, streamed like a registration's certificate. */
  renewalFile(renewalId: number): Promise<Dispatcher.ResponseData> {
    return this.stream(STAFF_RENEWALS.renewalFile, { id: renewalId });
  }

  private async stream(call: RestCall, params: CallOptions['params']): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    try {
      return await this.client.stream(
        call.name,
        this.client.apiPath(pathOf(call, params)),
        headers,
        this.scope.requestId,
      );
    } catch (error) {
      throw toGraphQLError(error, this.scope);
    }
  }

  /** A staff list (`{data, meta}`) as its rows and where they sit in the whole list. */
  private async page<A extends z.ZodType<{ data: unknown[]; meta: RestStaffMeta }>>(
    call: RestCall<A, RestQuery | undefined, undefined>,
    query: Record<string, QueryValue>,
    fields?: Readonly<Record<string, string>>,
  ): Promise<StaffPage<z.output<A>['data'][number]>> {
    const body = await this.send(call, { query, fields });
    return { items: body.data, meta: body.meta };
  }

  /** Sends a call and answers its payload; a write (whatever its method) empties the memo and is never repeated. */
  private async send<A extends z.ZodType, B extends RestBody | undefined>(
    call: RestCall<A, RestQuery | undefined, B>,
    options: CallOptions<B> = {},
  ): Promise<z.output<A>> {
    if (call.write) this.memo.clear();
    let response;
    try {
      response = await this.client.send(
        requestOf(call, options.params, this.scope, {
          query: options.query,
          json: call.method === 'GET' || options.form ? undefined : (options.json ?? {}),
          form: options.form,
          // Sign-in and the password link are public: a stale session's token goes nowhere.
          token: call.access === 'public' ? undefined : this.token,
        }),
      );
    } catch (error) {
      if (error instanceof UpstreamFailure && error.kind === 'http' && error.status === 422) {
        throw this.refusal(error, options.fields);
      }
      throw toGraphQLError(error, this.scope);
    }
    return parseAnswer(call, response, this.scope).data;
  }

  /** store-api's 422 `{ error, field, code }`: its words, its code (INVALID when it is not a staff one), the argument. */
  private refusal(failure: UpstreamFailure, fields: Readonly<Record<string, string>> = {}): GraphQLError {
    const body = (typeof failure.body === 'object' && failure.body !== null ? failure.body : {}) as Record<
      string,
      unknown
    >;
    const message =
      typeof body.error === 'string' && body.error.length > 0 && body.error.length <= 500
        ? body.error
        : M.invalidInput;
    const reason = isStaffUserErrorCode(body.code) ? body.code : 'INVALID';
    const field = typeof body.field === 'string' ? argumentOf(body.field, fields) : undefined;
    this.scope.log.info(
      {
        requestId: this.scope.requestId,
        route: failure.route,
        message,
        reason,
        field,
        restField: body.field,
      },
      'store-api refused the request',
    );
    return gatewayError(
      'BAD_USER_INPUT',
      message,
      this.scope.requestId,
      field ? { reason, field } : { reason },
    );
  }
}

interface CallOptions<Body extends RestBody | undefined = undefined> {
  /** Values of the path's `:name` placeholders. */
  params?: Readonly<Record<string, string | number>>;
  /** The body, as the call's descriptor declares it. */
  json?: RestBodyInput<Body>;
  /** A multipart body instead of JSON (a file). */
  form?: FormData;
  query?: Record<string, QueryValue>;
  /** The call's own names of store-api's 422 fields, over STAFF_FIELD_BY_REST_NAME. */
  fields?: Readonly<Record<string, string>>;
}

/** A REST field's argument: the call's own name for it, else the table's; never a property every object has. */
function argumentOf(restField: string, fields: Readonly<Record<string, string>>): string | undefined {
  if (Object.hasOwn(fields, restField)) return fields[restField];
  return Object.hasOwn(STAFF_FIELD_BY_REST_NAME, restField) ? STAFF_FIELD_BY_REST_NAME[restField] : undefined;
}

function pagingQuery(paging: Paging): Record<string, QueryValue> {
  return { page: paging.page, per_page: paging.perPage };
}
