import { formatCents, type AuditAction } from '@storefront/contract';

import { orderStatusLabels } from '../../shared/commerce/messages';
import type { AuditSource, AuditSubjectType } from '../gql/graphql';
import { formatDate } from '../lib/format';

/*
 * An audit entry in words: "Dana Reyes marked line 3 of order 12 fulfilled". The audit log screen and every
 * record's History say the same, from this one place; the store's action codes never reach the page.
 */

/** The fields of an audit entry the words are made of (AuditTrail_entry and the audit log's rows). */
export interface DescribableEntry {
  action: string;
  source: AuditSource;
  subjectType: AuditSubjectType;
  subjectId: string | null;
  before: string | null;
  after: string | null;
  staff: { email: string; name?: string | null } | null;
}

type Fields = Record<string, unknown>;

const ROLE_WORDS: Record<string, string> = { admin: 'Administrator', sales: 'Sales', warehouse: 'Warehouse' };
const CERTIFICATE_WORDS: Record<string, string> = { tax: 'tax certificate', tobacco: 'tobacco licence' };
const PRODUCT_FIELD_WORDS: Record<string, string> = {
  stock: 'stock',
  purchase_limit: 'purchase limit',
  promoted: 'promoted',
  recommended: 'recommended',
  price: 'price',
  name: 'name',
  tax_per_unit: 'tax per unit',
};
const TAXON_FIELD_WORDS: Record<string, string> = {
  name: 'name',
  slug: 'slug',
  parent_id: 'parent category',
};
/** A product's own fields as the catalogue's editing records them (money in cents). */
const PRODUCT_EDIT_WORDS: Record<string, string> = {
  item_name: 'name',
  item_code: 'item code',
  sku: 'SKU',
  custom_barcode: 'barcode',
  sales_price_cents: 'price',
  tax_per_unit_cents: 'tax',
  description: 'description',
  category_id: 'category',
  brand_id: 'brand',
  stock: 'stock',
  purchase_limit: 'purchase limit',
};
const DATE_FIELD_WORDS: Record<string, string> = {
  tobacco_license_expires_on: 'tobacco licence expiry',
  tax_id_expires_on: 'tax certificate expiry',
};

/** Every kind of action the store records, in words (for the filter's choices); the type makes it complete. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'customer.suspend': 'Customer suspended',
  'customer.reactivate': 'Customer reactivated',
  'customer.certificate_dates': 'Certificate dates set',
  'customer.certificate_download': 'Certificate opened',
  'customer.renewal_approve': 'Renewal approved',
  'customer.renewal_reject': 'Renewal rejected',
  'customer.api_key.revoke': 'API key revoked',
  'customer.note': 'Note on a customer',
  'order.status': 'Order status changed',
  'order.line_fulfilment': 'Order line fulfilled or reopened',
  'order.lines_fulfilled': 'All lines of an order fulfilled',
  'order.line_quantity': 'Order line quantity changed',
  'order.line_removed': 'Order line removed',
  'order.export': 'Orders exported',
  'order.note': 'Note on an order',
  'order.placed_on': 'Order date recorded',
  'product.update': 'Product changed',
  'product.create': 'Product added',
  'product.edit': 'Product edited',
  'product.archive': 'Product archived',
  'product.restore': 'Product restored',
  'product.image.add': 'Product picture added',
  'product.image.order': 'Product pictures reordered or removed',
  'registration.approve': 'Registration approved',
  'registration.reject': 'Registration rejected',
  'registration.request_information': 'Information requested',
  'registration.document_attach': 'Document attached to a registration',
  'registration.note': 'Note on a registration',
  'settings.staff_totp_required': 'Two-step sign-in requirement',
  'staff.create': 'Staff member invited',
  'staff.role': 'Staff role changed',
  'staff.deactivate': 'Staff member deactivated',
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Failed sign-in',
  'staff.sign_out': 'Signed out',
  'staff.totp_enable': 'Two-step sign-in turned on',
  'staff.totp_disable': 'Two-step sign-in turned off',
  'staff.totp_reset': 'Two-step sign-in reset',
  'staff.invitation_resend': 'Invitation sent again',
  'staff.reactivate': 'Staff member reactivated',
  'staff.recovery_code_use': 'Signed in with a recovery code',
  'staff.recovery_codes_regenerate': 'New recovery codes',
  'category.create': 'Category created',
  'category.edit': 'Category changed',
  'category.delete': 'Category deleted',
  'brand.create': 'Brand created',
  'brand.edit': 'Brand changed',
  'brand.delete': 'Brand deleted',
  'category.image.set': 'Category picture uploaded',
  'category.image.remove': 'Category picture removed',
  'brand.image.set': 'Brand logo uploaded',
  'brand.image.remove': 'Brand logo removed',
  'product.import': 'Product changed by CSV import',
};

/** A kind of action in words, for the filter's choices. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Readonly<Record<string, string>>)[action] ?? humanize(action);
}

function humanize(action: string): string {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function parse(json: string | null): Fields {
  if (json === null) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function quoted(value: unknown): string {
  const words = typeof value === 'string' ? value : '';
  return words.length > 120 ? `“${words.slice(0, 117)}…”` : `“${words}”`;
}

/** Money as store-api records it: a decimal string (`"12.50"`) or integer cents. */
function dollars(value: unknown, cents = false): string {
  if (typeof value === 'number') return `$${cents ? formatCents(value) : value.toFixed(2)}`;
  return typeof value === 'string' && value !== '' ? `$${value}` : 'none';
}

function productField(key: string, value: unknown): string {
  if (key.endsWith('_cents')) return value === null || value === undefined ? 'none' : dollars(value, true);
  if (key === 'description') return typeof value === 'string' && value !== '' ? quoted(value) : 'none';
  return text(value);
}

/** "(total $210.00 → $190.00)" when the order's total changed. */
function totals(before: Fields, after: Fields): string {
  return before.total === undefined || after.total === undefined || before.total === after.total
    ? ''
    : ` (total ${dollars(before.total)} → ${dollars(after.total)})`;
}

function shipped(after: Fields): string {
  const shipment = after.shipment;
  if (shipment === null || typeof shipment !== 'object') return '';
  const { carrier, tracking_number: tracking } = shipment as Fields;
  const parts = [carrier ? `with ${text(carrier)}` : '', tracking ? `tracking ${text(tracking)}` : ''];
  const words = parts.filter(Boolean).join(', ');
  return words === '' ? '' : ` (${words})`;
}

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

function statusWord(value: unknown): string {
  const key = (typeof value === 'string' ? value.toUpperCase() : '') as keyof typeof orderStatusLabels;
  return orderStatusLabels[key] ?? text(value);
}

/** Each field that changed: "stock 40 → 0, purchase limit none → 12". */
function changes(
  before: Fields,
  after: Fields,
  words: Record<string, string>,
  format: (value: unknown, key: string) => string = text,
): string {
  return Object.keys(after)
    .filter((key) => before[key] !== after[key])
    .map(
      (key) =>
        `${words[key] ?? key.replace(/_/g, ' ')} ${format(before[key], key)} → ${format(after[key], key)}`,
    )
    .join(', ');
}

/** What was done, after the person's name: "suspended customer 7". */
function say(entry: DescribableEntry): string {
  const before = parse(entry.before);
  const after = parse(entry.after);
  const id = entry.subjectId ?? '';
  const suffix = (words: string) => (words === '' ? '' : `: ${words}`);
  switch (entry.action) {
    case 'customer.suspend':
      return `suspended customer ${id}${after.reason ? ` (${text(after.reason)})` : ''}`;
    case 'customer.reactivate':
      return `reactivated customer ${id}`;
    case 'customer.certificate_dates':
      return `set the certificate dates of customer ${id}${suffix(
        changes(before, after, DATE_FIELD_WORDS, (value) =>
          typeof value === 'string' && value !== '' ? formatDate(value) : 'none',
        ),
      )}`;
    case 'customer.certificate_download':
      return `opened the ${CERTIFICATE_WORDS[String(after.kind)] ?? 'certificate'} of customer ${id}`;
    case 'customer.renewal_approve':
    case 'customer.renewal_reject': {
      const verb = entry.action.endsWith('approve') ? 'approved' : 'rejected';
      const kind = CERTIFICATE_WORDS[String(before.kind ?? after.kind)] ?? 'certificate';
      return `${verb} the ${kind} renewal of customer ${id}`;
    }
    case 'customer.api_key.revoke': {
      const key = (before.api_key ?? {}) as Fields;
      return `revoked the API key ${key.name ? `${quoted(key.name)} ` : ''}of customer ${id}`;
    }
    case 'customer.note':
    case 'order.note':
    case 'registration.note':
      return `added a note to ${entry.subjectType.toLowerCase()} ${id}: ${quoted(after.note)}`;
    case 'order.status':
      return `moved order ${id} from ${statusWord(before.status)} to ${statusWord(after.status)}${
        after.restocked ? ' (stock put back)' : ''
      }${shipped(after)}`;
    case 'order.line_fulfilment': {
      const line = after.line ?? after.line_id;
      return `marked line ${text(line)} of order ${id} ${after.fulfilled ? 'fulfilled' : 'not fulfilled'}`;
    }
    case 'order.lines_fulfilled': {
      const lines = count(after.line_ids);
      return `marked all lines of order ${id} fulfilled (${lines} ${lines === 1 ? 'line' : 'lines'})`;
    }
    case 'order.line_quantity':
      return `changed the quantity of ${quoted(after.item_name ?? before.item_name)} in order ${id} from ${text(
        before.quantity,
      )} to ${text(after.quantity)}${totals(before, after)}`;
    case 'order.line_removed':
      return `removed ${quoted(before.item_name ?? after.item_name)} (${text(before.quantity)}) from order ${id}${totals(
        before,
        after,
      )}`;
    case 'order.export':
      return 'exported the orders as CSV';
    case 'order.placed_on':
      return `recorded order ${id} as placed on ${
        typeof after.placed_at === 'string' ? formatDate(after.placed_at) : 'another day'
      }`;
    case 'product.update':
      return `changed product ${id}${suffix(changes(before, after, PRODUCT_FIELD_WORDS))}`;
    case 'product.create':
      return `added product ${id}${after.item_name ? ` ${quoted(after.item_name)}` : ''}`;
    case 'product.edit':
      return `edited product ${id}${suffix(changes(before, after, PRODUCT_EDIT_WORDS, (value, key) => productField(key, value)))}`;
    case 'product.archive':
      return `archived product ${id}`;
    case 'product.restore':
      return `put product ${id} back on sale`;
    case 'product.image.add':
      return `added a picture to product ${id}`;
    case 'product.image.order': {
      const removed = count(before.images) - count(after.images);
      return removed > 0
        ? `removed ${removed === 1 ? 'a picture' : `${removed} pictures`} of product ${id}`
        : `reordered the pictures of product ${id}`;
    }
    case 'product.import':
      return `changed product ${id} by CSV import${suffix(changes(before, after, PRODUCT_FIELD_WORDS))}`;
    case 'category.create':
    case 'brand.create': {
      const kind = entry.action.startsWith('category') ? 'category' : 'brand';
      const under = after.parent_id ? ` under category ${text(after.parent_id)}` : '';
      return `created ${kind} ${id} ${quoted(after.name)}${under}`;
    }
    case 'category.edit':
    case 'brand.edit': {
      const kind = entry.action.startsWith('category') ? 'category' : 'brand';
      return `changed ${kind} ${id}${suffix(changes(before, after, TAXON_FIELD_WORDS))}`;
    }
    case 'category.delete':
    case 'brand.delete':
      return `deleted ${entry.action.startsWith('category') ? 'category' : 'brand'} ${id} ${quoted(before.name)}`;
    case 'category.image.set':
      return `${before.image ? 'replaced' : 'uploaded'} the picture of category ${id}`;
    case 'category.image.remove':
      return `removed the picture of category ${id}`;
    case 'brand.image.set':
      return `${before.image ? 'replaced' : 'uploaded'} the logo of brand ${id}`;
    case 'brand.image.remove':
      return `removed the logo of brand ${id}`;
    case 'registration.approve':
      return `approved registration ${id}`;
    case 'registration.reject':
      return `rejected registration ${id}${after.reason ? ` (${text(after.reason)})` : ''}`;
    case 'registration.request_information':
      return `asked registration ${id} for more information: ${quoted(after.message)}`;
    case 'registration.document_attach':
      return `attached ${after.file_name ? quoted(after.file_name) : 'a document'} to registration ${id}`;
    case 'settings.staff_totp_required':
      return after.staff_totp_required
        ? 'required two-step sign-in of every staff member'
        : 'stopped requiring two-step sign-in';
    case 'staff.create':
      return `invited ${text(after.name)} (${text(after.email)}) as ${ROLE_WORDS[String(after.role)] ?? text(after.role)}`;
    case 'staff.role':
      return `changed the role of staff member ${id} from ${ROLE_WORDS[String(before.role)] ?? text(before.role)} to ${
        ROLE_WORDS[String(after.role)] ?? text(after.role)
      }`;
    case 'staff.deactivate':
      return `deactivated staff member ${id}`;
    case 'staff.sign_in':
      return 'signed in';
    case 'staff.sign_out':
      return 'signed out';
    case 'staff.sign_in_failed':
      return `failed to sign in as ${text(after.email)}`;
    case 'staff.totp_enable':
      return 'turned on two-step sign-in';
    case 'staff.totp_disable':
      return 'turned off two-step sign-in';
    case 'staff.totp_reset':
      return `reset the two-step sign-in of staff member ${id}`;
    case 'staff.invitation_resend':
      return `sent staff member ${id} a new invitation`;
    case 'staff.reactivate':
      return `reactivated staff member ${id}`;
    case 'staff.recovery_code_use': {
      const left = Number(after.recovery_codes_left);
      return `signed in with a recovery code (${Number.isFinite(left) ? left : 'some'} left)`;
    }
    case 'staff.recovery_codes_regenerate':
      return 'made new recovery codes (the earlier ones stop working)';
    default: {
      const subject = entry.subjectId === null ? '' : ` to ${entry.subjectType.toLowerCase()} ${id}`;
      return `made a change (${auditActionLabel(entry.action).toLowerCase()})${subject}`;
    }
  }
}

/** Who acted, in words: their name (else e-mail), the admin command, or nobody signed in. */
export function auditActor(entry: Pick<DescribableEntry, 'staff' | 'source'>): string {
  if (entry.staff) return entry.staff.name || entry.staff.email;
  return entry.source === 'COMMAND_LINE' ? 'The admin command' : 'Someone not signed in';
}

/** The whole entry as one sentence: "Dana Reyes marked line 3 of order 12 fulfilled". */
export function describeAuditEntry(entry: DescribableEntry): string {
  return `${auditActor(entry)} ${say(entry)}`;
}
