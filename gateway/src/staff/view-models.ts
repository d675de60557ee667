import type {
  RestAuditEntry,
  RestCertificate,
  RestRegistration,
  RestRegistrationDetail,
  RestRegistrationDocument,
  RestRenewal,
  RestStaff,
  RestStaffAddress,
  RestStaffCustomer,
  RestStaffCustomerDetail,
  RestStaffHome,
  RestStaffNote,
  RestStaffOrder,
  RestStaffOrderAddress,
  RestStaffOrderDetail,
  RestStaffOrderListItem,
  RestStaffOrderPrint,
  RestStaffProduct,
} from '@storefront/contract/rest';
import type {
  Address,
  AuditEntry,
  AuditSource,
  AuditSubjectType,
  Certificate,
  CertificateRenewal,
  CertificateRenewalStatus,
  OrderAddress,
  OrderStatus,
  Product,
  RegistrationDocument,
  RegistrationStatus,
  StaffHome,
  StaffMember,
  StaffNote,
  StaffNoteSubjectType,
  StaffRole,
  State,
} from '../generated/staff-resolvers.js';
import { money, moneyOf } from '../money.js';
import type { CustomerModel, OrderModel, RegistrationModel } from './models.js';

/** Where a browser with a staff session opens a certificate (the route in staff/server.ts). */
function certificatePath(registrationId: number, kind: 'tax' | 'tobacco'): string {
  return `/staff/certificates/${registrationId}/${kind}`;
}

/** Where a browser with a staff session opens a renewal's file (the route in staff/endpoint.ts). */
export function renewalFilePath(renewalId: number | string): string {
  return `/staff/certificates/renewals/${renewalId}`;
}

/** store-api's snake_case values (`ready_for_pickup`) as the schema's SCREAMING_CASE enums. */
function upper<T extends string>(value: string): T {
  return value.toUpperCase() as T;
}

export function staffMemberModel(staff: RestStaff): StaffMember {
  return {
    id: String(staff.id),
    email: staff.email,
    name: staff.name,
    role: upper<StaffRole>(staff.role),
    totpEnabled: staff.totp_enabled,
    totpEnrolmentRequired: staff.totp_enrolment_required,
    active: staff.active,
    createdAt: staff.created_at,
    invitation: staff.invitation && {
      sentAt: staff.invitation.sent_at,
      expiresAt: staff.invitation.expires_at,
    },
    recoveryCodesLeft: staff.recovery_codes_left,
  };
}

function stateModel(state: { id: number; name: string; code: string | null } | null): State | null {
  return state ? { id: String(state.id), name: state.name, code: state.code } : null;
}

function addressModel(address: RestStaffAddress): Address {
  return {
    id: String(address.id),
    type: address.type ? upper<'BILLING' | 'SHIPPING'>(address.type) : null,
    name: address.name,
    companyName: address.company_name,
    address: address.address,
    city: address.city,
    state: stateModel(address.state),
    postcode: address.pincode,
    phone: address.phone,
  };
}

/**
 * store-api names the file by its own path (`/api/staff/registrations/7/certificates/tax`); the browser opens the
 * gateway's, which adds the staff session. The registration's id is read from that path, else the owner's.
 */
function certificateModel(certificate: RestCertificate, ownerId: number): Certificate {
  const match = /\/registrations\/(\d+)\/certificates\/(?:tax|tobacco)$/.exec(certificate.url);
  const registrationId = match ? Number(match[1]) : ownerId;
  return {
    kind: upper<'TAX' | 'TOBACCO'>(certificate.kind),
    contentType: certificate.content_type,
    fileName: certificate.file_name,
    url: certificatePath(registrationId, certificate.kind),
  };
}

/** Where a browser with a staff session opens a registration's document (the route in staff/endpoint.ts; framed like a certificate). */
export function registrationDocumentPath(
  registrationId: number | string,
  documentId: number | string,
): string {
  return `/staff/certificates/documents/${registrationId}/${documentId}`;
}

function documentModel(document: RestRegistrationDocument, registrationId: number): RegistrationDocument {
  return {
    id: String(document.id),
    contentType: document.content_type,
    fileName: document.file_name,
    url: registrationDocumentPath(registrationId, document.id),
    attachedAt: document.attached_at,
    attachedBy: document.staff
      ? { id: String(document.staff.id), email: document.staff.email, name: document.staff.name ?? null }
      : null,
  };
}

/** `before` and `after` are whatever store-api recorded: passed on as JSON text. */
function jsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function auditEntryModel(entry: RestAuditEntry): AuditEntry {
  return {
    id: String(entry.id),
    staff: entry.staff
      ? { id: String(entry.staff.id), email: entry.staff.email, name: entry.staff.name ?? null }
      : null,
    source: upper<AuditSource>(entry.source ?? (entry.staff ? 'staff' : 'command_line')),
    action: entry.action,
    subjectType: upper<AuditSubjectType>(entry.subject_type),
    subjectId: entry.subject_id === null ? null : String(entry.subject_id),
    before: jsonText(entry.before),
    after: jsonText(entry.after),
    createdAt: entry.created_at,
  };
}

export function staffNoteModel(note: RestStaffNote): StaffNote {
  return {
    id: String(note.id),
    subjectType: upper<StaffNoteSubjectType>(note.subject_type),
    body: note.body,
    author: { id: String(note.author.id), email: note.author.email, name: note.author.name },
    createdAt: note.created_at,
  };
}

export function staffHomeModel(home: RestStaffHome): StaffHome {
  return {
    registrationsWaiting: home.registrations?.waiting ?? null,
    oldestRegistrationAt: home.registrations?.oldest_at ?? null,
    ordersToProcess: home.orders?.to_process ?? null,
    ordersToShip: home.orders?.to_ship ?? null,
    licencesExpiring: home.licences_expiring,
    productsOutOfStock: home.products_out_of_stock,
  };
}

export function registrationModel(
  registration: RestRegistration | RestRegistrationDetail,
): RegistrationModel {
  return {
    id: String(registration.id),
    companyName: registration.company_name,
    dba: registration.dba,
    contactName: registration.contact_name,
    email: registration.email,
    phone: registration.phone,
    state: stateModel(registration.state),
    taxId: registration.tax_id,
    taxIdExpiresOn: registration.tax_id_expires_on,
    tobaccoLicenseNumber: registration.tobacco_license_number,
    tobaccoLicenseExpiresOn: registration.tobacco_license_expires_on,
    membershipCategory: registration.membership_category,
    status: upper<RegistrationStatus>(registration.status),
    createdAt: registration.created_at,
    informationRequestedAt: registration.information_requested_at ?? null,
    detail:
      'addresses' in registration
        ? {
            addresses: registration.addresses.map(addressModel),
            certificates: registration.certificates.map((file) => certificateModel(file, registration.id)),
            informationRequests: registration.information_requests.map((request) => ({
              message: request.message,
              requestedAt: request.requested_at,
              staffEmail: request.staff_email,
            })),
            documents: registration.documents.map((document) => documentModel(document, registration.id)),
          }
        : null,
  };
}

export function customerModel(customer: RestStaffCustomer | RestStaffCustomerDetail): CustomerModel {
  return {
    id: String(customer.id),
    companyName: customer.company_name,
    contactName: customer.contact_name,
    email: customer.email,
    state: stateModel(customer.state),
    membershipCategory: customer.membership_category,
    status: upper<RegistrationStatus>(customer.status),
    suspended: customer.suspended,
    taxIdExpiresOn: customer.tax_id_expires_on,
    tobaccoLicenseExpiresOn: customer.tobacco_license_expires_on,
    createdAt: customer.created_at,
    detail:
      'addresses' in customer
        ? {
            addresses: customer.addresses.map(addressModel),
            orders: customer.orders.map((order) => ({
              id: String(order.id),
              orderNumber: order.order_number,
              status: upper<OrderStatus>(order.status),
              total: moneyOf(order.total),
              createdAt: order.created_at,
            })),
            certificates: customer.certificates.map((file) => certificateModel(file, customer.id)),
            audit: customer.audit.map(auditEntryModel),
            apiKeys: customer.api_keys.map((key) => ({
              id: String(key.id),
              name: key.name,
              prefix: key.prefix,
              scopes: key.scopes,
              createdAt: key.created_at,
              lastUsedAt: key.last_used_at,
            })),
          }
        : null,
  };
}

function orderAddressModel(
  address: RestStaffOrderAddress | null,
  stateNames: Readonly<Record<string, string>>,
): OrderAddress | null {
  if (!address) return null;
  const stateId = address.state_id === null ? null : String(address.state_id);
  return {
    name: address.name,
    companyName: address.company_name,
    address: address.address,
    city: address.city,
    stateId,
    stateName: stateId === null ? null : (stateNames[stateId] ?? null),
    postcode: address.pincode,
    phone: address.phone,
    email: address.email,
  };
}

export function orderModel(
  order: RestStaffOrder | RestStaffOrderListItem | RestStaffOrderPrint | RestStaffOrderDetail,
): OrderModel {
  const total = moneyOf(order.total);
  return {
    id: String(order.id),
    orderNumber: order.order_number,
    customer: { id: String(order.customer.id), companyName: order.customer.company_name },
    status: upper<OrderStatus>(order.status),
    total,
    lineCount: order.line_count,
    createdAt: order.created_at,
    audit: 'audit' in order ? order.audit.map(auditEntryModel) : null,
    detail:
      'lines' in order && order.lines !== undefined
        ? {
            subtotal: money(order.subtotal),
            tax: money(order.tax),
            lines: order.lines.map((line) => ({
              id: String(line.id),
              productName: line.item_name,
              quantity: line.quantity,
              unitPrice: money(line.item_price),
              subtotal: money(line.subtotal),
              tax: money(line.tax),
              fulfilled: line.fulfilled,
              sku: line.sku ?? null,
              barcode: line.barcode ?? null,
              productId: line.item_id == null ? null : String(line.item_id),
            })),
            billingAddress: orderAddressModel(order.billing_address ?? null, order.state_names ?? {}),
            shippingAddress: orderAddressModel(order.shipping_address ?? null, order.state_names ?? {}),
            note: 'note' in order ? (order.note ?? null) : null,
            // Every order is paid in cash on delivery: the driver collects its total.
            amountToCollect: total,
            shipment: order.shipment
              ? {
                  carrier: order.shipment.carrier,
                  trackingNumber: order.shipment.tracking_number,
                  expectedDeliveryOn: order.shipment.expected_delivery_on,
                  shippedAt: order.shipment.shipped_at,
                }
              : null,
          }
        : null,
  };
}

export function productModel(product: RestStaffProduct): Product {
  return {
    id: String(product.id),
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    category: { id: String(product.category.id), name: product.category.name },
    stock: product.stock,
    purchaseLimit: product.purchase_limit,
    promoted: product.promoted,
    recommended: product.recommended,
    imageUrl: product.image_url,
    itemCode: product.item_code,
    barcode: product.barcode,
    brand: product.brand && { id: String(product.brand.id), name: product.brand.name },
    price: money(product.price),
    taxPerUnit: money(product.tax_per_unit),
    description: product.description,
    images: product.images,
    archivedAt: product.archived_at,
  };
}

export function renewalModel(renewal: RestRenewal): CertificateRenewal {
  return {
    id: String(renewal.id),
    customer: { id: String(renewal.customer_id), companyName: renewal.company_name },
    kind: upper<'TAX' | 'TOBACCO'>(renewal.kind),
    expiresOn: renewal.expires_on,
    status: upper<CertificateRenewalStatus>(renewal.status),
    submittedAt: renewal.created_at,
    reviewedAt: renewal.reviewed_at,
    reason: renewal.reason,
    // store-api names its own route; the browser opens the gateway's, which adds the staff session.
    fileUrl: renewalFilePath(renewal.id),
  };
}
