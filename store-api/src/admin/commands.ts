import type { AppContext } from '../context.js';
import { loadOrder, type OrderStatus } from '../services/orders.js';
import { ClientError } from '../errors.js';
import { isIsoDate, STORE_TIME_ZONE } from '@storefront/contract';
import { ORDER_STATUSES, RENEWAL_STATUSES } from '@storefront/contract/rest';
import {
  listRenewals,
  reviewRenewal,
  sendExpiryReminders,
  setCertificateDates,
  type RenewalStatus,
} from '../services/licences.js';
import { recordAudit } from '../services/audit.js';
import { sendReorderReminders } from '../services/reorder-reminders.js';
import { createStaffMember } from '../services/staff-members.js';
import { moveOrder, setLineFulfilled, STATUS_TRANSITIONS } from '../services/staff-orders.js';
import { resetTotp } from '../services/staff-totp.js';
import {
  approveCustomer,
  certificateKey,
  resolveCustomer,
  createCustomerAccount,
  listCustomers,
  listOrders,
  rejectCustomer,
  showCustomer,
  StaffError,
} from '../services/staff.js';

export interface CommandResult {
  output: string;
  exitCode: number;
  /** The key of a stored certificate the admin command copies to stdout, as bytes, from the certificate store. */
  certificate?: string;
}

/** The commands that only read: they never create, migrate or seed a database (see admin.ts). */
export const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  'customers',
  'customer',
  'orders',
  'order',
  'certificate',
  'renewals',
]);

export const USAGE = `Staff commands of store-api:  npm run admin -- <command> [options]

  customers [--status pending|approved|rejected]   list customers (all, or by status)
  customer <id|email>                              show one customer, with where each certificate is kept
  certificate <id|email> tax|tobacco > FILE        the customer's stored certificate file, as bytes
                                                   (with npm, add -s: npm run -s admin -- certificate ...)
  approve <id|email>                               approve and e-mail the create-account link
  reject <id|email>                                reject (or close) an account; ends its sessions
  customer-licence <id|email> [--tobacco-expiry YYYY-MM-DD] [--tax-expiry YYYY-MM-DD]
                                                   set the tobacco licence's and tax certificate's expiry
                                                   dates (a licence is valid through its date; orders are
                                                   refused after it, New York time)
  licence-reminders                                e-mail the expiry reminders due today now (store-api
                                                   also sends them at start and hourly; each goes once)
  reorder-reminders [--as-of YYYY-MM-DD]           e-mail the reorder reminders due now (or on that date);
                                                   store-api also sends them every
                                                   REORDER_REMINDERS_INTERVAL_MINUTES; each goes once a cycle
  order-placed-on <order-id> YYYY-MM-DD            record the day an order was placed (one taken by phone or
                                                   on paper and keyed in later); its time of day is kept
  renewals [--status pending|approved|rejected]    renewed certificates uploaded by buyers
  renewal-approve <renewal-id>                     accept a renewal: its date becomes the customer's
  renewal-reject <renewal-id> [--reason R]         refuse a renewal; the buyer is e-mailed the reason
  create-customer --email E --password P [--name N] [--company C] [--username U] [--approved]
                                                   a customer whose account is ready to log in
  orders [--status S] [--customer id|email]        list orders, newest first
  order <id>                                       show one order with its lines
  order-status <order-id> <status> [<status>...]   move an order through the status flow, one step per
                                                   status given, as the staff screens do: pending ->
                                                   processing -> shipped or ready_for_pickup -> delivered;
                                                   pending or processing -> cancelled (stock goes back)
  fulfill <order-id> <line-id|all> [--undo]        mark order lines fulfilled (or not fulfilled again)
  create-staff EMAIL --role admin|sales|warehouse [--name N] [--password P]
                                                   a staff member of the back office; e-mails and prints a
                                                   one-time link to set the password (or sets P directly)
  staff-totp-reset EMAIL                           turn off a staff member's two-step sign-in (a lost
                                                   authenticator) and end their sessions

Add --json to any command for machine-readable output.`;

interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) options.set(name, inline);
    else if (next !== undefined && !next.startsWith('--') && !['approved', 'undo', 'json'].includes(name)) {
      options.set(name, next);
      i++;
    } else options.set(name, true);
  }
  return { positional, options };
}

/** A value as one line of text: dates as ISO strings, objects as JSON, nothing as '-'. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '-';
}

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const cell = show;
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => cell(row[key]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(keys.map((k) => cell(row[k])))),
  ].join('\n');
}

function details(record: Record<string, unknown>): string {
  const width = Math.max(...Object.keys(record).map((key) => key.length));
  return Object.entries(record)
    .map(([key, value]) => {
      const text = show(value);
      return `${key.padEnd(width)}  ${text}`;
    })
    .join('\n');
}

function positiveInt(value: string | undefined, what: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new StaffError(`Please give the ${what} as a number.`);
  return Number(value);
}

function orderStatus(value: string): OrderStatus {
  if (!(ORDER_STATUSES as readonly string[]).includes(value))
    throw new StaffError(`Unknown order status "${value}": use one of ${ORDER_STATUSES.join(', ')}.`);
  return value as OrderStatus;
}

/** The shortest walk through the status flow from one status to another, without the first; none: undefined. */
function walk(from: OrderStatus, to: OrderStatus): OrderStatus[] | undefined {
  const paths = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  for (const [status, path] of paths) {
    if (status === to) return path;
    for (const next of STATUS_TRANSITIONS[status]) if (!paths.has(next)) paths.set(next, [...path, next]);
  }
  return undefined;
}

/** "a", "a or b", "a, b or c". */
function either(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

/**
 * Checks the whole walk before taking a step, so a mistyped walk changes nothing: each status must follow the
 * one before it in the flow.
 */
function checkWalk(id: number, from: OrderStatus, statuses: OrderStatus[]): void {
  let current = from;
  for (const status of statuses) {
    const next = STATUS_TRANSITIONS[current];
    if (!next.includes(status)) {
      if (next.length === 0)
        throw new StaffError(`Order ${id} is ${current}: its status cannot change any more.`);
      const route = walk(current, status);
      throw new StaffError(
        `Order ${id} is ${current}: it can become ${either(next)} next, not ${status}.` +
          (route ? ` To walk there: order-status ${id} ${route.join(' ')}` : ''),
      );
    }
    current = status;
  }
}

/** An --option's date, checked; undefined when the option is not given. */
function dateOption(value: string | true | undefined, option: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isIsoDate(value))
    throw new StaffError(`Please give --${option} as a date, YYYY-MM-DD.`);
  return value;
}

function text(value: string | true | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The command named in argv (its first word that is not an option), if any. */
export function commandName(argv: string[]): string | undefined {
  return parseArgs(argv).positional[0];
}

/** Runs one staff command against the store; never throws for a mistake in the command itself. */
export async function runCommand(ctx: AppContext, argv: string[]): Promise<CommandResult> {
  const { positional, options } = parseArgs(argv);
  const [command, ...args] = positional;
  const json = options.has('json');
  const out = (human: string, machine: unknown): CommandResult => ({
    output: json ? JSON.stringify(machine, null, 2) : human,
    exitCode: 0,
  });
  try {
    switch (command) {
      case undefined:
      case 'help':
        return { output: USAGE, exitCode: 0 };
      case 'customers': {
        const rows = await listCustomers(ctx.db, text(options.get('status')));
        return out(table(rows as unknown as Record<string, unknown>[]), rows);
      }
      case 'customer': {
        if (!args[0]) throw new StaffError('Which customer? Give an id or an e-mail address.');
        const record = await showCustomer(ctx.db, ctx.certificates, args[0]);
        return out(details(record), record);
      }
      case 'certificate': {
        if (!args[0]) throw new StaffError('Which customer? Give an id or an e-mail address.');
        const kind = args[1];
        if (kind !== 'tax' && kind !== 'tobacco')
          throw new StaffError('Which certificate? Say tax or tobacco after the customer.');
        return { output: '', exitCode: 0, certificate: await certificateKey(ctx.db, args[0], kind) };
      }
      case 'approve': {
        if (!args[0]) throw new StaffError('Which customer? Give an id or an e-mail address.');
        const result = await approveCustomer(ctx, args[0]);
        return out(
          result.link === null
            ? `Approved ${result.email} (the account exists already: no link sent).`
            : result.mailed
              ? `Approved ${result.email}. Create-account link e-mailed:\n${result.link}`
              : `Approved ${result.email}, but the e-mail could not be sent (approve again to re-send it, or give them this create-account link):\n${result.link}`,
          result,
        );
      }
      case 'reject': {
        if (!args[0]) throw new StaffError('Which customer? Give an id or an e-mail address.');
        const result = await rejectCustomer(ctx.db, args[0]);
        return out(`Rejected ${result.email}; their sessions have ended.`, result);
      }
      case 'customer-licence': {
        if (!args[0]) throw new StaffError('Which customer? Give an id or an e-mail address.');
        const tobacco = dateOption(options.get('tobacco-expiry'), 'tobacco-expiry');
        const tax = dateOption(options.get('tax-expiry'), 'tax-expiry');
        if (tobacco === undefined && tax === undefined)
          throw new StaffError('customer-licence needs --tobacco-expiry or --tax-expiry (or both).');
        const customer = await resolveCustomer(ctx.db, args[0]);
        const dates = await setCertificateDates(ctx.db, customer.id, { tobacco, tax }, null);
        if (!dates) throw new StaffError(`No customer with id ${customer.id}.`);
        return out(
          `${customer.email}: tobacco licence valid till ${dates.tobacco_license_expires_on ?? '-'}, tax certificate valid till ${dates.tax_id_expires_on ?? '-'}.`,
          { id: customer.id, ...dates },
        );
      }
      case 'licence-reminders': {
        const sent = await sendExpiryReminders(ctx);
        return out(`${sent} expiry reminder${sent === 1 ? '' : 's'} e-mailed.`, { sent });
      }
      case 'reorder-reminders': {
        const asOf = dateOption(options.get('as-of'), 'as-of');
        const sent = await sendReorderReminders(ctx, asOf);
        return out(`${sent} reorder reminder${sent === 1 ? '' : 's'} e-mailed.`, { sent });
      }
      case 'order-placed-on': {
        const id = positiveInt(args[0], 'order id');
        const day = args[1];
        if (!day || !isIsoDate(day)) throw new StaffError('Please give the day as a date, YYYY-MM-DD.');
        const moved = await ctx.db.transaction(async (tx) => {
          const [before] = await tx.query<{ created_at: Date }>(
            'SELECT created_at FROM orders WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!before) return undefined;
          const [after] = await tx.query<{ created_at: Date }>(
            `UPDATE orders SET created_at = ($2::date + (created_at AT TIME ZONE $3)::time) AT TIME ZONE $3
              WHERE id = $1 RETURNING created_at`,
            [id, day, STORE_TIME_ZONE],
          );
          await recordAudit(tx, {
            staffId: null,
            action: 'order.placed_on',
            subject: 'order',
            subjectId: id,
            before: { placed_at: before.created_at },
            after: { placed_at: after!.created_at },
          });
          return after;
        });
        if (!moved) throw new StaffError(`No order with id ${id}.`);
        return out(`Order ${id} was placed on ${day}.`, { id, created_at: moved.created_at });
      }
      case 'renewals': {
        const status = text(options.get('status'));
        if (status !== undefined && !(RENEWAL_STATUSES as readonly string[]).includes(status))
          throw new StaffError('--status is pending, approved or rejected.');
        const rows = await listRenewals(ctx.db, { status: status as RenewalStatus | undefined });
        const shown = rows.map(({ url: _url, ...row }) => row);
        return out(table(shown), rows);
      }
      case 'renewal-approve':
      case 'renewal-reject': {
        const id = positiveInt(args[0], 'renewal id');
        const approve = command === 'renewal-approve';
        const reason = approve ? null : (text(options.get('reason'))?.trim().slice(0, 1000) ?? null);
        const result = await reviewRenewal(ctx, id, { approve, reason: reason || null }, null);
        if (result.outcome === 'not-found') throw new StaffError(`No renewal with id ${id}.`);
        if (result.outcome === 'already-reviewed')
          throw new StaffError(`Renewal ${id} has already been reviewed.`);
        return out(
          approve
            ? `Renewal ${id} approved: the ${result.renewal.kind} certificate of customer ${result.renewal.customer_id} is valid till ${result.renewal.expires_on}.`
            : `Renewal ${id} rejected; the buyer is e-mailed.`,
          result.renewal,
        );
      }
      case 'create-customer': {
        const email = text(options.get('email'));
        const password = text(options.get('password'));
        if (!email || !password) throw new StaffError('create-customer needs --email and --password.');
        const result = await createCustomerAccount(ctx.db, {
          email,
          password,
          name: text(options.get('name')),
          company: text(options.get('company')),
          username: text(options.get('username')),
          approved: options.has('approved'),
        });
        return out(
          `Created customer ${result.id} (${email}, username ${result.username}, ${options.has('approved') ? 'approved' : 'pending'}).`,
          { ...result, email },
        );
      }
      case 'orders': {
        const rows = await listOrders(ctx.db, {
          status: text(options.get('status')),
          customer: text(options.get('customer')),
        });
        return out(table(rows as unknown as Record<string, unknown>[]), rows);
      }
      case 'order': {
        const id = positiveInt(args[0], 'order id');
        const order = await loadOrder(ctx.db, id);
        if (!order) throw new StaffError(`No order with id ${id}.`);
        const { line_items, billing_address, shipping_address, ...head } = order;
        const lines = line_items.map((l) => ({
          line: l.id,
          item: l.item.item_name,
          quantity: l.quantity,
          price: l.item_price,
          subtotal: l.subtotal,
          fulfillment: l.fulfillment_status ?? 'not fulfilled',
        }));
        const ship = shipping_address
          ? `${shipping_address.name}, ${shipping_address.address}, ${shipping_address.city} ${shipping_address.pincode}`
          : 'same as billing';
        return out(
          `${details({ ...head, billing: `${billing_address.name}, ${billing_address.address}, ${billing_address.city} ${billing_address.pincode}`, shipping: ship })}\n\n${table(lines)}`,
          order,
        );
      }
      case 'order-status': {
        const id = positiveInt(args[0], 'order id');
        if (!args[1])
          throw new StaffError(
            'Which status? pending, processing, shipped, ready_for_pickup, delivered or cancelled.',
          );
        const statuses = args.slice(1).map(orderStatus);
        const order = await loadOrder(ctx.db, id);
        if (!order) throw new StaffError(`No order with id ${id}.`);
        checkWalk(id, order.order_status, statuses);
        // The staff screens' service: the flow, the audit entry (from the command line), the stock, the mail.
        const done: string[] = [];
        for (const status of statuses) {
          const change = await moveOrder(ctx, id, status, null);
          if (change.outcome === 'not-found') throw new StaffError(`No order with id ${id}.`);
          if (change.outcome === 'not-allowed')
            throw new StaffError(
              `${done.join(' ')} Order ${id} changed meanwhile: it is ${change.from}, and cannot become ${status}.`.trim(),
            );
          done.push(`Order ${id} is now ${status}.`);
        }
        return out(done.join('\n'), { id, order_status: statuses.at(-1) });
      }
      case 'fulfill': {
        const id = positiveInt(args[0], 'order id');
        const line = args[1] === 'all' ? 'all' : positiveInt(args[1], 'line id (or all)');
        const undo = options.has('undo');
        const order = await loadOrder(ctx.db, id);
        if (!order) throw new StaffError(`No order with id ${id}.`);
        const lineIds = line === 'all' ? order.line_items.map((item) => item.id) : [line];
        for (const lineId of lineIds) {
          const outcome = await setLineFulfilled(ctx.db, id, lineId, !undo, null);
          if (outcome === 'order-not-found') throw new StaffError(`No order with id ${id}.`);
          if (outcome === 'line-not-found')
            throw new StaffError(`Order ${id} has no line with id ${lineId}.`);
          if (outcome === 'order-cancelled')
            throw new StaffError(`Order ${id} is cancelled: its lines cannot be fulfilled.`);
        }
        return out(
          `${lineIds.length} line(s) of order ${id} marked ${undo ? 'not fulfilled' : 'fulfilled'}.`,
          {
            id,
            lines: lineIds.length,
            fulfillment_status: undo ? null : 'fulfilled',
          },
        );
      }
      case 'create-staff': {
        if (!args[0]) throw new StaffError('Which e-mail? create-staff EMAIL --role admin|sales|warehouse.');
        const role = text(options.get('role'));
        if (!role) throw new StaffError('create-staff needs --role admin, sales or warehouse.');
        const { staff, link } = await createStaffMember(
          ctx,
          {
            email: args[0],
            role,
            name: text(options.get('name')),
            password: text(options.get('password')),
          },
          null,
        );
        return out(
          link
            ? `Created staff member ${staff.id} (${staff.email}, ${staff.role}). One-time link to set the password (72 hours), e-mailed to them:\n${link}`
            : `Created staff member ${staff.id} (${staff.email}, ${staff.role}) with the given password.`,
          { ...staff, link },
        );
      }
      case 'staff-totp-reset': {
        if (!args[0]) throw new StaffError('Which staff member? staff-totp-reset EMAIL.');
        const result = await resetTotp(ctx.db, args[0]);
        return out(
          `${result.wasEnabled ? 'Two-step sign-in turned off' : 'Two-step sign-in was off already'} for ${result.email}; their sessions have ended. They sign in with their password (and set up a new authenticator if the store requires it).`,
          { email: result.email, totp_enabled: false, was_enabled: result.wasEnabled },
        );
      }
      default:
        throw new StaffError(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } catch (error) {
    // A refusal of the services the staff API shares (the input breaks a rule) reads the same here.
    if (error instanceof StaffError || error instanceof ClientError)
      return { output: `Error: ${error.message}`, exitCode: 1 };
    throw error;
  }
}
