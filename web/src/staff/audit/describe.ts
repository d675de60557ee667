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
const DATE_FIELD_WORDS: Record<string, string> = {
  tobacco_license_expires_on: 'tobacco licence expiry',
  tax_id_expires_on: 'tax certificate expiry',
};

/** The kinds of action the filter offers, in words (what the log holds that this list lacks is shown as is). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'customer.suspend': 'Customer suspended',
  'customer.reactivate': 'Customer reactivated',
  'customer.certificate_dates': 'Certificate dates set',
  'customer.certificate_download': 'Certificate opened',
  'customer.renewal_approve': 'Renewal approved',
  'customer.renewal_reject': 'Renewal rejected',
  'customer.note': 'Note on a customer',
  'order.status': 'Order status changed',
  'order.line_fulfilment': 'Order line fulfilled or reopened',
  'order.export': 'Orders exported',
  'order.note': 'Note on an order',
  'product.update': 'Product changed',
  'registration.approve': 'Registration approved',
  'registration.reject': 'Registration rejected',
  'registration.request_information': 'Information requested',
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
  'category.create': 'Category created',
  'category.edit': 'Category changed',
  'category.delete': 'Category deleted',
  'brand.create': 'Brand created',
  'brand.edit': 'Brand changed',
  'brand.delete': 'Brand deleted',
  'product.import': 'Product changed by CSV import',
};

/** A kind of action in words, for the filter's choices. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? humanize(action);
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

function statusWord(value: unknown): string {
  const key = (typeof value === 'string' ? value.toUpperCase() : '') as keyof typeof orderStatusLabels;
  return orderStatusLabels[key] ?? text(value);
}

/** Each field that changed: "stock 40 → 0, purchase limit none → 12". */
function changes(before: Fields, after: Fields, words: Record<string, string>, format = text): string {
  return Object.keys(after)
    .filter((key) => before[key] !== after[key])
    .map((key) => `${words[key] ?? key.replace(/_/g, ' ')} ${format(before[key])} → ${format(after[key])}`)
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
    case 'customer.note':
    case 'order.note':
    case 'registration.note':
      return `added a note to ${entry.subjectType.toLowerCase()} ${id}: ${quoted(after.note)}`;
    case 'order.status':
      return `moved order ${id} from ${statusWord(before.status)} to ${statusWord(after.status)}${
        after.restocked ? ' (stock put back)' : ''
      }`;
    case 'order.line_fulfilment': {
      const line = after.line ?? after.line_id;
      return `marked line ${text(line)} of order ${id} ${after.fulfilled ? 'fulfilled' : 'not fulfilled'}`;
    }
    case 'order.export':
      return 'exported the orders as CSV';
    case 'product.update':
      return `changed product ${id}${suffix(changes(before, after, PRODUCT_FIELD_WORDS))}`;
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
    case 'registration.approve':
      return `approved registration ${id}`;
    case 'registration.reject':
      return `rejected registration ${id}${after.reason ? ` (${text(after.reason)})` : ''}`;
    case 'registration.request_information':
      return `asked registration ${id} for more information: ${quoted(after.message)}`;
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
