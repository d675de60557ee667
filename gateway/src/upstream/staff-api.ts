import type { GraphQLError } from 'graphql';
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { messages as M } from '@storefront/contract';
import { UpstreamFailure, type QueryValue, type UpstreamClient } from './client.js';
import { gatewayError, toGraphQLError, type ErrorScope } from './errors.js';
import { RequestMemo } from './memo.js';
import {
  RestAuditEntrySchema,
  RestCertificateDatesSchema,
  RestRegistrationDetailSchema,
  RestRegistrationSchema,
  RestRenewalSchema,
  RestStaffCustomerDetailSchema,
  RestStaffCustomerSchema,
  RestStaffLoginSchema,
  RestStaffLogoutSchema,
  RestStaffPasswordSetSchema,
  RestStaffMetaSchema,
  RestStaffOrderDetailSchema,
  RestStaffOrderSchema,
  RestStaffProductSchema,
  RestStaffSchema,
  RestStaffSettingsSchema,
  RestTotpEnrolmentSchema,
  type RestStaffMeta,
} from './staff-types.js';

/** The codes a staff mutation's userErrors carry (staff.graphql's UserErrorCode); any other 422 is INVALID. */
export const STAFF_USER_ERROR_CODES = [
  'INVALID',
  'INVALID_CREDENTIALS',
  'LINK_EXPIRED',
  'TAKEN',
  'NOT_FOUND',
  'INVALID_STATUS_TRANSITION',
  'TOTP_REQUIRED',
  'INVALID_TOTP',
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
  staff_totp_required: 'required',
  reason: 'reason',
  message: 'message',
  status: 'status',
  fulfilled: 'fulfilled',
  search: 'filter.search',
  membership_category: 'filter.membershipCategoryId',
  state_id: 'filter.stateId',
  certificate: 'filter.certificate',
  from: 'filter.from',
  to: 'filter.to',
  customer_id: 'filter.customerId',
  subject_type: 'subject.type',
  subject_id: 'subject.id',
  page: 'page',
  per_page: 'perPage',
  stock: 'stock',
  purchase_limit: 'purchaseLimit',
  promoted: 'promoted',
  recommended: 'recommended',
  tobacco_license_expires_on: 'tobaccoLicenseExpiresOn',
  tax_id_expires_on: 'taxIdExpiresOn',
};

/** Where a call's argument differs from the table above: the products' search is an argument of its own. */
const PRODUCT_FIELDS: Readonly<Record<string, string>> = { search: 'search' };
/** certificateRenewals names its customer as an argument of its own, not the orders filter's. */
const RENEWAL_FIELDS: Readonly<Record<string, string>> = { customer_id: 'customerId' };

/** What staff may change of a product, in the staff REST contract's names (PATCH products/:id). */
export interface ProductChanges {
  stock?: number | null;
  purchase_limit?: number | null;
  promoted?: boolean | null;
  recommended?: boolean | null;
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

export type CertificateKind = 'tax' | 'tobacco';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: RestStaffMetaSchema });

// Built once: zod compiles a schema on first use (store-api.ts says why that matters).
const LOGIN = envelope(RestStaffLoginSchema);
const LOGOUT = envelope(RestStaffLogoutSchema);
const PASSWORD_SET = envelope(RestStaffPasswordSetSchema);
const STAFF = envelope(RestStaffSchema);
const TOTP_ENROLMENT = envelope(RestTotpEnrolmentSchema);
const SETTINGS = envelope(RestStaffSettingsSchema);
const STAFF_MEMBERS = envelope(z.array(RestStaffSchema));
const REGISTRATIONS = pageOf(RestRegistrationSchema);
const REGISTRATION = envelope(RestRegistrationDetailSchema);
const REGISTRATION_WRITE = envelope(RestRegistrationSchema);
const CUSTOMERS = pageOf(RestStaffCustomerSchema);
const CUSTOMER = envelope(RestStaffCustomerDetailSchema);
const CUSTOMER_WRITE = envelope(RestStaffCustomerSchema);
const ORDERS = pageOf(RestStaffOrderSchema);
const ORDER = envelope(RestStaffOrderDetailSchema);
const AUDIT = pageOf(RestAuditEntrySchema);
const PRODUCTS = pageOf(RestStaffProductSchema);
const PRODUCT = envelope(RestStaffProductSchema);
const RENEWALS = envelope(z.array(RestRenewalSchema));
const RENEWAL = envelope(RestRenewalSchema);
const CERTIFICATE_DATES = envelope(RestCertificateDatesSchema);

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

  async login(email: string, password: string, code: string | undefined) {
    const data = await this.call('staff/login', 'POST', '/staff/login', LOGIN, {
      json: code === undefined ? { email, password } : { email, password, code },
      anonymous: true,
    });
    this.token = data.token;
    this.memo.clear();
    return data;
  }

  async logout() {
    const data = await this.call('staff/logout', 'POST', '/staff/logout', LOGOUT);
    this.token = undefined;
    this.memo.clear();
    return data;
  }

  /** Sets a password from a one-time link; it opens no session. */
  setPassword(token: string, password: string) {
    return this.call('staff/password', 'POST', '/staff/password', PASSWORD_SET, {
      json: { token, password },
      anonymous: true,
    });
  }

  me() {
    return this.memo.remember('me', () => this.call('staff/me', 'GET', '/staff/me', STAFF));
  }

  startTotpEnrolment() {
    return this.write('staff/totp/start', '/staff/totp/start', TOTP_ENROLMENT);
  }

  confirmTotpEnrolment(code: string) {
    return this.write('staff/totp/confirm', '/staff/totp/confirm', STAFF, { code });
  }

  disableTotp(code: string) {
    return this.write('staff/totp/disable', '/staff/totp/disable', STAFF, { code });
  }

  settings() {
    return this.call('staff/settings', 'GET', '/staff/settings', SETTINGS);
  }

  setTotpRequired(required: boolean) {
    return this.write('staff/settings', '/staff/settings', SETTINGS, { staff_totp_required: required });
  }

  staffMembers() {
    return this.call('staff/members', 'GET', '/staff/members', STAFF_MEMBERS);
  }

  createStaffMember(input: { email: string; name: string; role: string }) {
    return this.write('staff/members', '/staff/members', STAFF, input);
  }

  setStaffRole(id: number, role: string) {
    return this.write('staff/members/:id/role', `/staff/members/${id}/role`, STAFF, { role });
  }

  deactivateStaffMember(id: number) {
    return this.write('staff/members/:id/deactivate', `/staff/members/${id}/deactivate`, STAFF);
  }

  registrations(status: string, paging: Paging) {
    return this.page('staff/registrations', '/staff/registrations', REGISTRATIONS, {
      status,
      ...pagingQuery(paging),
    });
  }

  registration(id: number) {
    return this.memo.remember(`registration/${id}`, () =>
      this.call('staff/registrations/:id', 'GET', `/staff/registrations/${id}`, REGISTRATION),
    );
  }

  approveRegistration(id: number) {
    return this.write(
      'staff/registrations/:id/approve',
      `/staff/registrations/${id}/approve`,
      REGISTRATION_WRITE,
    );
  }

  rejectRegistration(id: number, reason: string) {
    return this.write(
      'staff/registrations/:id/reject',
      `/staff/registrations/${id}/reject`,
      REGISTRATION_WRITE,
      {
        reason,
      },
    );
  }

  requestRegistrationInformation(id: number, message: string) {
    return this.write(
      'staff/registrations/:id/request-information',
      `/staff/registrations/${id}/request-information`,
      REGISTRATION_WRITE,
      { message },
    );
  }

  customers(filter: Record<string, QueryValue>, paging: Paging) {
    return this.page('staff/customers', '/staff/customers', CUSTOMERS, { ...filter, ...pagingQuery(paging) });
  }

  customer(id: number) {
    return this.memo.remember(`customer/${id}`, () =>
      this.call('staff/customers/:id', 'GET', `/staff/customers/${id}`, CUSTOMER),
    );
  }

  suspendCustomer(id: number, reason: string | undefined) {
    return this.write(
      'staff/customers/:id/suspend',
      `/staff/customers/${id}/suspend`,
      CUSTOMER_WRITE,
      reason === undefined ? {} : { reason },
    );
  }

  reactivateCustomer(id: number) {
    return this.write('staff/customers/:id/reactivate', `/staff/customers/${id}/reactivate`, CUSTOMER_WRITE);
  }

  orders(filter: Record<string, QueryValue>, paging: Paging) {
    return this.page('staff/orders', '/staff/orders', ORDERS, { ...filter, ...pagingQuery(paging) });
  }

  order(id: number) {
    return this.memo.remember(`order/${id}`, () =>
      this.call('staff/orders/:id', 'GET', `/staff/orders/${id}`, ORDER),
    );
  }

  setOrderStatus(id: number, status: string) {
    return this.write('staff/orders/:id/status', `/staff/orders/${id}/status`, ORDER, { status });
  }

  setOrderLineFulfilled(orderId: number, lineId: number, fulfilled: boolean) {
    return this.write(
      'staff/orders/:id/lines/:lineId/fulfil',
      `/staff/orders/${orderId}/lines/${lineId}/fulfil`,
      ORDER,
      { fulfilled },
    );
  }

  products(search: string | undefined, paging: Paging) {
    return this.page(
      'staff/products',
      '/staff/products',
      PRODUCTS,
      { search, ...pagingQuery(paging) },
      PRODUCT_FIELDS,
    );
  }

  updateProduct(id: number, changes: ProductChanges) {
    return this.write('staff/products/:id', `/staff/products/${id}`, PRODUCT, { ...changes }, 'PATCH');
  }

  /** Sets a customer's certificate dates; a date left undefined stays as it is. */
  setCertificateDates(
    id: number,
    dates: { tobacco_license_expires_on?: string; tax_id_expires_on?: string },
  ) {
    return this.write(
      'staff/customers/:id/certificate-dates',
      `/staff/customers/${id}/certificate-dates`,
      CERTIFICATE_DATES,
      { ...dates },
    );
  }

  /** Renewals of one status (undefined: every status) and of one customer (undefined: every customer's). */
  renewals(filter: { status: string | undefined; customerId: number | undefined }) {
    return this.memo.remember(`renewals/${filter.status ?? ''}/${filter.customerId ?? ''}`, () =>
      this.call('staff/certificate-renewals', 'GET', '/staff/certificate-renewals', RENEWALS, {
        query: { status: filter.status, customer_id: filter.customerId },
        fields: RENEWAL_FIELDS,
      }),
    );
  }

  approveRenewal(id: number) {
    return this.write(
      'staff/certificate-renewals/:id/approve',
      `/staff/certificate-renewals/${id}/approve`,
      RENEWAL,
    );
  }

  rejectRenewal(id: number, reason: string) {
    return this.write(
      'staff/certificate-renewals/:id/reject',
      `/staff/certificate-renewals/${id}/reject`,
      RENEWAL,
      { reason },
    );
  }

  audit(subject: { type: string; id: number | undefined } | undefined, page: number) {
    return this.page('staff/audit', '/staff/audit', AUDIT, {
      subject_type: subject?.type,
      subject_id: subject?.id,
      page,
    });
  }

  /**
   * A registration certificate's bytes, streamed as store-api sends them; the caller must consume or destroy the
   * body. Any answer but 200 is the caller's to read (401, 403, 404).
   */
  certificate(registrationId: number, kind: CertificateKind): Promise<Dispatcher.ResponseData> {
    return this.stream(
      'staff/registrations/:id/certificates/:kind',
      `/staff/registrations/${registrationId}/certificates/${kind}`,
    );
  }

  /** A renewal's uploaded file, streamed like a registration's certificate. */
  renewalFile(renewalId: number): Promise<Dispatcher.ResponseData> {
    return this.stream(
      'staff/certificate-renewals/:id/file',
      `/staff/certificate-renewals/${renewalId}/file`,
    );
  }

  private async stream(route: string, path: string): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    try {
      return await this.client.stream(route, this.client.apiPath(path), headers, this.scope.requestId);
    } catch (error) {
      throw toGraphQLError(error, this.scope);
    }
  }

  private async page<S extends z.ZodType>(
    route: string,
    path: string,
    schema: z.ZodObject<{ data: z.ZodArray<S>; meta: typeof RestStaffMetaSchema }>,
    query: Record<string, QueryValue>,
    fields?: Readonly<Record<string, string>>,
  ): Promise<StaffPage<z.output<S>>> {
    const body = await this.parsed(route, 'GET', path, schema, { query, fields });
    return { items: body.data, meta: body.meta };
  }

  private write<T>(
    route: string,
    path: string,
    schema: z.ZodType<{ data: T }>,
    json: Record<string, unknown> = {},
    method: 'POST' | 'PATCH' = 'POST',
  ): Promise<T> {
    this.memo.clear();
    return this.call(route, method, path, schema, { json });
  }

  private async call<T>(
    route: string,
    method: Method,
    path: string,
    schema: z.ZodType<{ data: T }>,
    options: CallOptions = {},
  ): Promise<T> {
    return (await this.parsed(route, method, path, schema, options)).data;
  }

  private async parsed<S extends z.ZodType>(
    route: string,
    method: Method,
    path: string,
    schema: S,
    options: CallOptions,
  ): Promise<z.output<S>> {
    let response;
    try {
      response = await this.client.send({
        route,
        method,
        path,
        query: options.query,
        json: method === 'GET' ? undefined : (options.json ?? {}),
        token: options.anonymous ? undefined : this.token,
        requestId: this.scope.requestId,
        clientIp: this.scope.clientIp,
      });
    } catch (error) {
      if (error instanceof UpstreamFailure && error.kind === 'http' && error.status === 422) {
        throw this.refusal(error, options.fields);
      }
      throw toGraphQLError(error, this.scope);
    }
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      const failure = new UpstreamFailure('invalid', route, response.status, undefined, undefined, {
        cause: new Error(z.prettifyError(parsed.error)),
      });
      throw toGraphQLError(failure, this.scope);
    }
    return parsed.data;
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

type Method = 'GET' | 'POST' | 'PATCH';

interface CallOptions {
  json?: unknown;
  query?: Record<string, QueryValue>;
  anonymous?: boolean;
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
