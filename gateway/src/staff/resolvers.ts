import { GraphQLError } from 'graphql';
import {
  catalogMessages as CM,
  messages as M,
  orderWorkMessages as W,
  QUANTITY,
  REGISTRATION_DOCUMENTS,
  taxonomyMessages as TM,
} from '@storefront/contract';
import type {
  BrandInput,
  CategoryInput,
  CustomerFilter,
  OrderFilter,
  ProductInput,
  ProductUpdateInput,
  Resolvers,
  ShipmentInput,
  MutationResolvers,
  QueryResolvers,
} from '../generated/staff-resolvers.js';
import { intInRange, numericId, rateLimit } from '../resolvers/shared.js';
import { DateScalar, DateTime, Upload } from '../resolvers/scalars.js';
import { badInput, fail } from '../services/refusals.js';
import type { QueryValue } from '../upstream/client.js';
import { readUpload } from '../services/registration.js';
import type {
  NoteSubject,
  OrderShipment,
  Paging,
  ProductChanges,
  ProductFields,
  StaffPage,
} from '../upstream/staff-api.js';
import type { StaffContext } from './context.js';
import type { CustomerModel, OrderModel, RegistrationModel } from './models.js';
import {
  auditEntryModel,
  customerModel,
  orderModel,
  productModel,
  registrationModel,
  renewalModel,
  staffHomeModel,
  staffMemberModel,
  staffNoteModel,
} from './view-models.js';
import { readImportFile } from './products-csv.js';
import { staffPayload } from './user-errors.js';
import { brandModel, categoryModel, importReportModel } from './taxonomy-models.js';

/** The contract's page size: 1 to 100 records, 25 unless asked. */
const PER_PAGE = { fallback: 25, max: 100 } as const;
const MAX_PAGE = 100_000;

/** Refuses, before any upstream call, a caller without a staff session. */
function requireStaff(ctx: StaffContext): void {
  if (!ctx.staffApi.isSignedIn) throw fail(ctx, 'UNAUTHENTICATED', M.unauthenticated);
}

function pagingOf(ctx: StaffContext, page: number | null | undefined, perPage?: number | null): Paging {
  return {
    page: intInRange(ctx, page, 1, 1, MAX_PAGE, 'page'),
    perPage: intInRange(ctx, perPage, PER_PAGE.fallback, 1, PER_PAGE.max, 'perPage'),
  };
}

function pageModel<T, M>(page: StaffPage<T>, toModel: (item: T) => M) {
  return {
    items: page.items.map(toModel),
    page: page.meta.page,
    perPage: page.meta.per_page,
    total: page.meta.total,
  };
}

/** One record by id: null when store-api has none, like the public `order(id)`. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function optionalId(ctx: StaffContext, value: string | null | undefined, field: string): number | undefined {
  return value === null || value === undefined ? undefined : numericId(ctx, value, field);
}

function customerQuery(
  ctx: StaffContext,
  filter: CustomerFilter | null | undefined,
): Record<string, QueryValue> {
  return {
    search: filter?.search ?? undefined,
    status: filter?.status?.toLowerCase(),
    membership_category: optionalId(ctx, filter?.membershipCategoryId, 'filter.membershipCategoryId'),
    state_id: optionalId(ctx, filter?.stateId, 'filter.stateId'),
    certificate: filter?.certificate?.toLowerCase(),
  };
}

function orderQuery(ctx: StaffContext, filter: OrderFilter | null | undefined): Record<string, QueryValue> {
  return {
    status: filter?.status?.toLowerCase(),
    from: filter?.from ?? undefined,
    to: filter?.to ?? undefined,
    customer_id: optionalId(ctx, filter?.customerId, 'filter.customerId'),
    search: filter?.search?.trim() || undefined,
  };
}

/** 1 to ORDERS_PER_BULK ids, each a record id, without repeats. */
function bulkIds(ctx: StaffContext, ids: readonly string[]): number[] {
  if (ids.length === 0) throw badInput(ctx, W.bulkEmpty, 'ids');
  return [...new Set(ids.map((id, index) => numericId(ctx, id, `ids.${index}`)))];
}

/** The shipment of "Mark shipped", in the staff REST contract's names. */
function shipmentOf(shipment: ShipmentInput | null | undefined): OrderShipment | undefined {
  if (!shipment) return undefined;
  return {
    carrier: shipment.carrier,
    tracking_number: shipment.trackingNumber,
    expected_delivery_on: shipment.expectedDeliveryOn ?? undefined,
  };
}

/**
 * The fields of the input that were given, in the staff REST contract's names: an explicit null is sent (it
 * removes the purchase limit; store-api refuses it for the others), an absent field is not.
 */
function productChanges(input: ProductUpdateInput): ProductChanges {
  const changes: ProductChanges = {};
  if (input.stock !== undefined) changes.stock = input.stock;
  if (input.purchaseLimit !== undefined) changes.purchase_limit = input.purchaseLimit;
  if (input.promoted !== undefined) changes.promoted = input.promoted;
  if (input.recommended !== undefined) changes.recommended = input.recommended;
  return changes;
}

/** The product fields given, in the staff REST contract's names; ids checked before any upstream call. */
function productFields(ctx: StaffContext, input: ProductInput): ProductFields {
  const fields: ProductFields = {
    name: input.name ?? undefined,
    item_code: input.itemCode ?? undefined,
    sku: input.sku ?? undefined,
    barcode: input.barcode ?? undefined,
    price: input.price ?? undefined,
    tax_per_unit: input.taxPerUnit ?? undefined,
    description: input.description ?? undefined,
    category_id: optionalId(ctx, input.categoryId, 'input.categoryId'),
    brand_id: optionalId(ctx, input.brandId, 'input.brandId'),
    stock: input.stock ?? undefined,
  };
  // An explicit null removes the limit; absent leaves it.
  if (input.purchaseLimit !== undefined) fields.purchase_limit = input.purchaseLimit;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A category's fields given, in the staff REST contract's names (an explicit null parent makes it top-level). */
function categoryFields(ctx: StaffContext, input: CategoryInput) {
  const fields: { name?: string; slug?: string; parent_id?: number | null } = {};
  if (input.name != null) fields.name = input.name;
  if (input.slug != null) fields.slug = input.slug;
  if (input.parentId === null) fields.parent_id = null;
  else if (input.parentId !== undefined) fields.parent_id = numericId(ctx, input.parentId, 'input.parentId');
  return fields;
}

function brandFields(input: BrandInput) {
  const fields: { name?: string; slug?: string } = {};
  if (input.name != null) fields.name = input.name;
  if (input.slug != null) fields.slug = input.slug;
  return fields;
}

/** The rows of an uploaded products CSV; a file that cannot be read is refused on `file`. */
async function importRows(ctx: StaffContext, file: Parameters<typeof readUpload>[1]) {
  const upload = await readUpload(ctx, file, 'file', TM.csvSize);
  if (!upload) throw badInput(ctx, TM.csvRequired, 'file');
  const read = readImportFile(upload.content);
  if ('refusal' in read) throw badInput(ctx, read.refusal, 'file');
  return read.rows;
}

const Query: QueryResolvers = {
  async me(_parent, _args, ctx) {
    if (!ctx.staffApi.isSignedIn) return null;
    try {
      return staffMemberModel(await ctx.staffApi.me());
    } catch (error) {
      // An expired or revoked session is "not signed in" (its cookie is cleared), as the public `viewer` is.
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  },

  async staffSettings(_parent, _args, ctx) {
    requireStaff(ctx);
    return { totpRequired: (await ctx.staffApi.settings()).staff_totp_required };
  },

  async states(_parent, _args, ctx) {
    requireStaff(ctx);
    const data = await ctx.reference.states();
    return data
      .map((state) => ({ id: String(state.id), name: state.state, code: null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
  },

  async membershipCategories(_parent, _args, ctx) {
    requireStaff(ctx);
    const data = await ctx.reference.membershipCategories();
    return data.map((category) => ({ id: String(category.cc_id), name: category.cc_name }));
  },

  async staffMembers(_parent, _args, ctx) {
    requireStaff(ctx);
    return (await ctx.staffApi.staffMembers()).map(staffMemberModel);
  },

  async registrations(_parent, args, ctx) {
    requireStaff(ctx);
    const status = (args.status ?? 'PENDING').toLowerCase();
    const page = await ctx.staffApi.registrations(status, pagingOf(ctx, args.page, args.perPage));
    return pageModel(page, registrationModel);
  },

  registration(_parent, args, ctx) {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return orNull(async () => registrationModel(await ctx.staffApi.registration(id)));
  },

  async customers(_parent, args, ctx) {
    requireStaff(ctx);
    const query = customerQuery(ctx, args.filter);
    const page = await ctx.staffApi.customers(query, pagingOf(ctx, args.page, args.perPage));
    return pageModel(page, customerModel);
  },

  customer(_parent, args, ctx) {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return orNull(async () => customerModel(await ctx.staffApi.customer(id)));
  },

  async orders(_parent, args, ctx) {
    requireStaff(ctx);
    const query = orderQuery(ctx, args.filter);
    const page = await ctx.staffApi.orders(query, pagingOf(ctx, args.page, args.perPage));
    return pageModel(page, orderModel);
  },

  order(_parent, args, ctx) {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return orNull(async () => orderModel(await ctx.staffApi.order(id)));
  },

  async ordersById(_parent, args, ctx) {
    requireStaff(ctx);
    return (await ctx.staffApi.orderSelection(bulkIds(ctx, args.ids))).map(orderModel);
  },

  async products(_parent, args, ctx) {
    requireStaff(ctx);
    const paging = pagingOf(ctx, args.page, args.perPage);
    const filter = {
      search: args.search ?? undefined,
      stock: args.stock?.toLowerCase(),
      status: args.status?.toLowerCase(),
    };
    return pageModel(await ctx.staffApi.products(filter, paging), productModel);
  },

  async catalogChoices(_parent, _args, ctx) {
    requireStaff(ctx);
    const { categories, brands } = await ctx.staffApi.catalogChoices();
    return {
      categories: categories.map((category) => ({
        id: String(category.id),
        name: category.name,
        parentId: category.parent_id === null ? null : String(category.parent_id),
      })),
      brands: brands.map((brand) => ({ id: String(brand.id), name: brand.name })),
    };
  },

  async catalogTaxonomy(_parent, _args, ctx) {
    requireStaff(ctx);
    const { categories, brands } = await ctx.staffApi.taxonomy();
    return { categories: categories.map(categoryModel), brands: brands.map(brandModel) };
  },

  async certificateRenewals(_parent, args, ctx) {
    requireStaff(ctx);
    // An explicit null asks for every status; an absent one is the schema's default, PENDING.
    const status = args.status === null ? undefined : (args.status ?? 'PENDING').toLowerCase();
    const customerId = optionalId(ctx, args.customerId, 'customerId');
    return (await ctx.staffApi.renewals({ status, customerId })).map(renewalModel);
  },

  async auditLog(_parent, args, ctx) {
    requireStaff(ctx);
    const { page } = pagingOf(ctx, args.page);
    const subject = args.subject
      ? {
          type: args.subject.type.toLowerCase(),
          id: optionalId(ctx, args.subject.id, 'subject.id'),
        }
      : undefined;
    const filter = {
      staffId: optionalId(ctx, args.filter?.staffId, 'filter.staffId'),
      action: args.filter?.action ?? undefined,
      from: args.filter?.from ?? undefined,
      to: args.filter?.to ?? undefined,
    };
    return pageModel(await ctx.staffApi.audit(subject, filter, page), auditEntryModel);
  },

  async auditActions(_parent, _args, ctx) {
    requireStaff(ctx);
    return ctx.staffApi.auditActions();
  },

  staffNotes(_parent, args, ctx) {
    requireStaff(ctx);
    const id = numericId(ctx, args.subject.id, 'subject.id');
    const subject = args.subject.type.toLowerCase() as NoteSubject;
    return orNull(() => notesOf(subject, { id: String(id) }, ctx));
  },

  async staffHome(_parent, _args, ctx) {
    requireStaff(ctx);
    return staffHomeModel(await ctx.staffApi.home());
  },
};

const NO_STAFF_MEMBER = { staffMember: null };
const NO_RECOVERY_CODES = { staffMember: null, recoveryCodes: [] };
const NO_REGISTRATION = { registration: null };
const NO_CUSTOMER = { customer: null };
const NO_ORDER = { order: null };
const NO_PRODUCT = { product: null };
const NO_RENEWAL = { renewal: null };

const Mutation: MutationResolvers = {
  staffSignIn: staffPayload({ staff: null }, async (args, ctx: StaffContext) => {
    // Per address, on a count of its own: a buyer's failed logins from the same office do not lock staff out.
    await rateLimit(ctx, 'staffSignIn', ctx.clientAddress ?? 'unknown');
    const { token, staff } = await ctx.staffApi.login(args.email, args.password, {
      code: args.code ?? undefined,
      recoveryCode: args.recoveryCode ?? undefined,
    });
    ctx.session.start(token);
    return { staff: staffMemberModel(staff) };
  }),

  staffSignOut: staffPayload({ signedOut: false }, async (_args, ctx: StaffContext) => {
    try {
      if (ctx.staffApi.isSignedIn) await ctx.staffApi.logout();
    } catch (error) {
      // A session store-api no longer knows is as signed out as can be; anything else is reported.
      if (!(error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED')) throw error;
    }
    ctx.session.end();
    return { signedOut: true };
  }),

  setStaffPassword: staffPayload({ passwordSet: false }, async (args, ctx: StaffContext) => {
    // Link tokens cannot be guessed; this bounds the password hashing an anonymous caller can cause.
    await rateLimit(ctx, 'resetPassword', `staff:${ctx.clientAddress ?? 'unknown'}`);
    await ctx.staffApi.setPassword(args.token, args.password);
    return { passwordSet: true };
  }),

  startTotpEnrolment: staffPayload({ enrolment: null }, async (_args, ctx: StaffContext) => {
    requireStaff(ctx);
    return { enrolment: await ctx.staffApi.startTotpEnrolment() };
  }),

  confirmTotpEnrolment: staffPayload(NO_RECOVERY_CODES, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const { recovery_codes, ...staff } = await ctx.staffApi.confirmTotpEnrolment(args.code);
    return { staffMember: staffMemberModel(staff), recoveryCodes: recovery_codes };
  }),

  disableTotp: staffPayload(NO_STAFF_MEMBER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    return { staffMember: staffMemberModel(await ctx.staffApi.disableTotp(args.code)) };
  }),

  setStaffTotpRequired: staffPayload({ settings: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const settings = await ctx.staffApi.setTotpRequired(args.required);
    return { settings: { totpRequired: settings.staff_totp_required } };
  }),

  createStaffMember: staffPayload(NO_STAFF_MEMBER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const input = { email: args.email, name: args.name, role: args.role.toLowerCase() };
    return { staffMember: staffMemberModel(await ctx.staffApi.createStaffMember(input)) };
  }),

  setStaffRole: staffPayload(NO_STAFF_MEMBER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { staffMember: staffMemberModel(await ctx.staffApi.setStaffRole(id, args.role.toLowerCase())) };
  }),

  deactivateStaffMember: staffPayload(NO_STAFF_MEMBER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { staffMember: staffMemberModel(await ctx.staffApi.deactivateStaffMember(id)) };
  }),

  reactivateStaffMember: staffPayload(NO_STAFF_MEMBER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { staffMember: staffMemberModel(await ctx.staffApi.reactivateStaffMember(id)) };
  }),

  resendStaffInvitation: staffPayload(NO_STAFF_MEMBER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { staffMember: staffMemberModel(await ctx.staffApi.resendStaffInvitation(id)) };
  }),

  regenerateRecoveryCodes: staffPayload(NO_RECOVERY_CODES, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const proof = { password: args.password ?? undefined, code: args.code ?? undefined };
    const { recovery_codes, staff } = await ctx.staffApi.regenerateRecoveryCodes(proof);
    return { staffMember: staffMemberModel(staff), recoveryCodes: recovery_codes };
  }),

  addStaffNote: staffPayload({ note: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.subject.id, 'subject.id');
    const subject = args.subject.type.toLowerCase() as NoteSubject;
    return { note: staffNoteModel(await ctx.staffApi.addNote(subject, id, args.body)) };
  }),

  approveRegistration: staffPayload(NO_REGISTRATION, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { registration: registrationModel(await ctx.staffApi.approveRegistration(id)) };
  }),

  rejectRegistration: staffPayload(NO_REGISTRATION, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { registration: registrationModel(await ctx.staffApi.rejectRegistration(id, args.reason)) };
  }),

  requestRegistrationInformation: staffPayload(NO_REGISTRATION, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const registration = await ctx.staffApi.requestRegistrationInformation(id, args.message);
    return { registration: registrationModel(registration) };
  }),

  attachRegistrationDocument: staffPayload(NO_REGISTRATION, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const document = await readUpload(ctx, args.document, 'document', REGISTRATION_DOCUMENTS.messages.size);
    if (!document) throw badInput(ctx, REGISTRATION_DOCUMENTS.messages.required, 'document');
    return { registration: registrationModel(await ctx.staffApi.attachRegistrationDocument(id, document)) };
  }),

  suspendCustomer: staffPayload(NO_CUSTOMER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { customer: customerModel(await ctx.staffApi.suspendCustomer(id, args.reason ?? undefined)) };
  }),

  reactivateCustomer: staffPayload(NO_CUSTOMER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { customer: customerModel(await ctx.staffApi.reactivateCustomer(id)) };
  }),

  revokeCustomerApiKey: staffPayload(NO_CUSTOMER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const customerId = numericId(ctx, args.customerId, 'customerId');
    const keyId = numericId(ctx, args.keyId, 'keyId');
    return { customer: customerModel(await ctx.staffApi.revokeCustomerApiKey(customerId, keyId)) };
  }),

  setOrderStatus: staffPayload(NO_ORDER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const status = args.status.toLowerCase();
    return { order: orderModel(await ctx.staffApi.setOrderStatus(id, status, shipmentOf(args.shipment))) };
  }),

  setOrdersStatus: staffPayload({ results: [] }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const outcomes = await ctx.staffApi.setOrdersStatus(bulkIds(ctx, args.ids), args.status.toLowerCase());
    return {
      results: outcomes.map((outcome) => ({
        orderId: String(outcome.id),
        orderNumber: outcome.order_number,
        changed: outcome.changed,
        code: outcome.code,
        message: outcome.message,
      })),
    };
  }),

  fulfilAllOrderLines: staffPayload(NO_ORDER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const orderId = numericId(ctx, args.orderId, 'orderId');
    return { order: orderModel(await ctx.staffApi.fulfilAllLines(orderId)) };
  }),

  setOrderLineQuantity: staffPayload(NO_ORDER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const orderId = numericId(ctx, args.orderId, 'orderId');
    const lineId = numericId(ctx, args.lineId, 'lineId');
    const quantity = intInRange(ctx, args.quantity, 0, 0, QUANTITY.max, 'quantity');
    return { order: orderModel(await ctx.staffApi.setOrderLineQuantity(orderId, lineId, quantity)) };
  }),

  setOrderLineFulfilled: staffPayload(NO_ORDER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const orderId = numericId(ctx, args.orderId, 'orderId');
    const lineId = numericId(ctx, args.lineId, 'lineId');
    return { order: orderModel(await ctx.staffApi.setOrderLineFulfilled(orderId, lineId, args.fulfilled)) };
  }),

  approveCertificateRenewal: staffPayload(NO_RENEWAL, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { renewal: renewalModel(await ctx.staffApi.approveRenewal(id)) };
  }),

  rejectCertificateRenewal: staffPayload(NO_RENEWAL, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { renewal: renewalModel(await ctx.staffApi.rejectRenewal(id, args.reason)) };
  }),

  setCustomerCertificateDates: staffPayload(NO_CUSTOMER, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.customerId, 'customerId');
    await ctx.staffApi.setCertificateDates(id, {
      tobacco_license_expires_on: args.tobaccoLicenseExpiresOn ?? undefined,
      tax_id_expires_on: args.taxIdExpiresOn ?? undefined,
    });
    // store-api answers the dates alone: the customer as it is now, for the screens' cache.
    return { customer: customerModel(await ctx.staffApi.customer(id)) };
  }),

  createProduct: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    return { product: productModel(await ctx.staffApi.createProduct(productFields(ctx, args.input))) };
  }),

  editProduct: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const fields = productFields(ctx, args.input);
    if (Object.keys(fields).length === 0) throw badInput(ctx, 'Say what to change of the product.', 'input');
    return { product: productModel(await ctx.staffApi.editProduct(id, fields)) };
  }),

  archiveProduct: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { product: productModel(await ctx.staffApi.setProductArchived(id, true)) };
  }),

  restoreProduct: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { product: productModel(await ctx.staffApi.setProductArchived(id, false)) };
  }),

  addProductImage: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const image = await readUpload(ctx, args.image, 'image', CM.imageSize);
    if (!image) throw badInput(ctx, CM.imageRequired, 'image');
    return { product: productModel(await ctx.staffApi.addProductImage(id, image)) };
  }),

  orderProductImages: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    return { product: productModel(await ctx.staffApi.orderProductImages(id, args.files)) };
  }),

  createCategory: staffPayload({ category: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const category = await ctx.staffApi.saveCategory(undefined, categoryFields(ctx, args.input));
    ctx.catalogChanged();
    return { category: categoryModel(category) };
  }),

  editCategory: staffPayload({ category: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const fields = categoryFields(ctx, args.input);
    if (Object.keys(fields).length === 0) throw badInput(ctx, 'Say what to change of the category.', 'input');
    const category = await ctx.staffApi.saveCategory(id, fields);
    ctx.catalogChanged();
    return { category: categoryModel(category) };
  }),

  deleteCategory: staffPayload({ deletedId: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    await ctx.staffApi.deleteCategory(id);
    ctx.catalogChanged();
    return { deletedId: String(id) };
  }),

  createBrand: staffPayload({ brand: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const brand = await ctx.staffApi.saveBrand(undefined, brandFields(args.input));
    ctx.catalogChanged();
    return { brand: brandModel(brand) };
  }),

  editBrand: staffPayload({ brand: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const fields = brandFields(args.input);
    if (Object.keys(fields).length === 0) throw badInput(ctx, 'Say what to change of the brand.', 'input');
    const brand = await ctx.staffApi.saveBrand(id, fields);
    ctx.catalogChanged();
    return { brand: brandModel(brand) };
  }),

  deleteBrand: staffPayload({ deletedId: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    await ctx.staffApi.deleteBrand(id);
    ctx.catalogChanged();
    return { deletedId: String(id) };
  }),

  setCategoryImage: staffPayload({ category: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const image = await readUpload(ctx, args.image, 'image', CM.imageSize);
    if (!image) throw badInput(ctx, CM.imageRequired, 'image');
    const category = await ctx.staffApi.setCategoryImage(id, image);
    ctx.catalogChanged();
    return { category: categoryModel(category) };
  }),

  removeCategoryImage: staffPayload({ category: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const category = await ctx.staffApi.removeCategoryImage(id);
    ctx.catalogChanged();
    return { category: categoryModel(category) };
  }),

  setBrandImage: staffPayload({ brand: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const image = await readUpload(ctx, args.image, 'image', CM.imageSize);
    if (!image) throw badInput(ctx, CM.imageRequired, 'image');
    const brand = await ctx.staffApi.setBrandImage(id, image);
    ctx.catalogChanged();
    return { brand: brandModel(brand) };
  }),

  removeBrandImage: staffPayload({ brand: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const brand = await ctx.staffApi.removeBrandImage(id);
    ctx.catalogChanged();
    return { brand: brandModel(brand) };
  }),

  previewProductImport: staffPayload({ report: null }, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const rows = await importRows(ctx, args.file);
    return { report: importReportModel(await ctx.staffApi.importProducts(rows, true)) };
  }),

  // A file with a wrong row answers its report (what to correct) beside the refusal: nothing was written.
  async importProducts(parent, args, ctx, info) {
    const payload = await staffPayload(
      { report: null },
      async (input: typeof args, context: StaffContext) => {
        requireStaff(context);
        const rows = await importRows(context, input.file);
        return { report: importReportModel(await context.staffApi.importProducts(rows, false)) };
      },
    )(parent, args, ctx, info);
    if (payload.report?.applied === false)
      return {
        ...payload,
        userErrors: [{ code: 'INVALID' as const, field: ['file'], message: TM.csvRefused }],
      };
    return payload;
  },

  updateProduct: staffPayload(NO_PRODUCT, async (args, ctx: StaffContext) => {
    requireStaff(ctx);
    const id = numericId(ctx, args.id, 'id');
    const changes = productChanges(args.input);
    if (Object.keys(changes).length === 0)
      throw badInput(ctx, 'Say what to change: stock, purchaseLimit, promoted or recommended.', 'input');
    return { product: productModel(await ctx.staffApi.updateProduct(id, changes)) };
  }),
};

/** A list item's detail fields, read (once per request) from the record's detail call. */
async function registrationDetail(model: RegistrationModel, ctx: StaffContext) {
  return model.detail ?? detailOf(registrationModel(await ctx.staffApi.registration(Number(model.id))));
}

async function customerDetail(model: CustomerModel, ctx: StaffContext) {
  return model.detail ?? detailOf(customerModel(await ctx.staffApi.customer(Number(model.id))));
}

async function orderDetail(model: OrderModel, ctx: StaffContext): Promise<NonNullable<OrderModel['detail']>> {
  return model.detail ?? detailOf(orderModel(await ctx.staffApi.order(Number(model.id))));
}

/** A record's staff notes, from their own call (read once per request). */
async function notesOf(subject: NoteSubject, model: { id: string }, ctx: StaffContext) {
  return (await ctx.staffApi.notes(subject, Number(model.id))).map(staffNoteModel);
}

function detailOf<D>(model: { detail: D | null }): D {
  if (model.detail === null) throw new Error('A detail call answered without its detail fields.');
  return model.detail;
}

export const staffResolvers: Resolvers = {
  Query,
  Mutation,
  Registration: {
    addresses: async (model, _args, ctx) => (await registrationDetail(model, ctx)).addresses,
    certificates: async (model, _args, ctx) => (await registrationDetail(model, ctx)).certificates,
    informationRequests: async (model, _args, ctx) =>
      (await registrationDetail(model, ctx)).informationRequests,
    documents: async (model, _args, ctx) => (await registrationDetail(model, ctx)).documents,
    notes: (model, _args, ctx) => notesOf('registration', model, ctx),
  },
  Customer: {
    addresses: async (model, _args, ctx) => (await customerDetail(model, ctx)).addresses,
    orders: async (model, _args, ctx) => (await customerDetail(model, ctx)).orders,
    certificates: async (model, _args, ctx) => (await customerDetail(model, ctx)).certificates,
    audit: async (model, _args, ctx) => (await customerDetail(model, ctx)).audit,
    apiKeys: async (model, _args, ctx) => (await customerDetail(model, ctx)).apiKeys,
    certificateRenewals: async (model, _args, ctx) =>
      (await ctx.staffApi.renewals({ status: undefined, customerId: Number(model.id) })).map(renewalModel),
    notes: (model, _args, ctx) => notesOf('customer', model, ctx),
  },
  Order: {
    subtotal: async (model, _args, ctx) => (await orderDetail(model, ctx)).subtotal,
    tax: async (model, _args, ctx) => (await orderDetail(model, ctx)).tax,
    lines: async (model, _args, ctx) => (await orderDetail(model, ctx)).lines,
    billingAddress: async (model, _args, ctx) => (await orderDetail(model, ctx)).billingAddress,
    shippingAddress: async (model, _args, ctx) => (await orderDetail(model, ctx)).shippingAddress,
    note: async (model, _args, ctx) => (await orderDetail(model, ctx)).note,
    amountToCollect: async (model, _args, ctx) => (await orderDetail(model, ctx)).amountToCollect,
    shipment: async (model, _args, ctx) => (await orderDetail(model, ctx)).shipment,
    audit: async (model, _args, ctx) =>
      model.audit ?? orderModel(await ctx.staffApi.order(Number(model.id))).audit ?? [],
    notes: (model, _args, ctx) => notesOf('order', model, ctx),
  },
  Date: DateScalar,
  DateTime,
  Upload,
};
