import { randomBytes, randomUUID } from 'node:crypto';
import { messages as M, WEBHOOK_TEST_EVENT, WEBHOOKS, type WebhookEvent } from '@storefront/contract';
import type { RestWebhookDelivery, RestWebhookEndpoint } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { flatLine, loadOrder, type Order, type OrderStatus } from './orders.js';
import type { PageRequest } from './page.js';

/*
 * A buyer's webhook endpoints and the outbox of their deliveries. Events are queued by the transaction that changes
 * the order (recordOrderEvent), so an order change and its deliveries are committed together or not at all;
 * services/webhook-delivery.ts sends them.
 */

export type WebhookEndpoint = Omit<RestWebhookEndpoint, 'secret'>;
export type WebhookDelivery = RestWebhookDelivery;

interface EndpointRow {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  consecutive_failures: number;
  disabled_at: Date | null;
  disabled_reason: string | null;
  created_at: Date;
}

const ENDPOINT_COLUMNS = `id, url, events, enabled, consecutive_failures, disabled_at, disabled_reason, created_at`;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    consecutive_failures: row.consecutive_failures,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at.toISOString(),
  };
}

interface DeliveryRow {
  id: string | number;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  status: WebhookDelivery['status'];
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

const DELIVERY_COLUMNS = `id, endpoint_id, event_id, event_type, status, attempts, last_status, last_error,
  next_attempt_at, last_attempt_at, delivered_at, created_at`;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    last_status: row.last_status,
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** A Standard Webhooks signing secret: whsec_ and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The webhook-id of a new event, shared by all its deliveries, retries and redeliveries. */
function newEventId(): string {
  return `evt_${randomUUID().replaceAll('-', '')}`;
}

export async function listEndpoints(db: Queryable, customerId: number): Promise<WebhookEndpoint[]> {
  const rows = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );
  return rows.map(toEndpoint);
}

/** The customer's endpoint, or 404 (another customer's endpoint is as unknown as one that does not exist). */
async function ownEndpoint(
  db: Queryable,
  customerId: number,
  id: number,
  lock = false,
): Promise<EndpointRow> {
  const [row] = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, customerId],
  );
  if (!row) throw new NotFoundError(M.webhookEndpointNotFound);
  return row;
}

/**
 * Registers an endpoint; answers it with its secret, the only time the secret leaves the store. The customer's
 * row is locked first, so two requests at once cannot both pass the limit.
 */
export async function createEndpoint(
  db: Database,
  customerId: number,
  input: { url: string; events: WebhookEvent[] },
): Promise<RestWebhookEndpoint> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE customer_id = $1',
      [customerId],
    );
    if ((count?.n ?? 0) >= WEBHOOKS.endpointsPerCustomer) {
      throw new UnprocessableError(
        M.webhookEndpointsLimit(WEBHOOKS.endpointsPerCustomer),
        'LIMIT_REACHED',
        null,
      );
    }
    const secret = newSecret();
    const [row] = await tx.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (customer_id, url, secret, events) VALUES ($1, $2, $3, $4::text[])
       RETURNING ${ENDPOINT_COLUMNS}`,
      [customerId, input.url, secret, input.events],
    );
    return { ...toEndpoint(row!), secret };
  });
}

/**
 * Changes what is given. Switching an endpoint back on forgets its failures; switching it off records that its
 * owner did it.
 */
export async function updateEndpoint(
  db: Database,
  customerId: number,
  id: number,
  input: { url?: string | undefined; events?: WebhookEvent[] | undefined; enabled?: boolean | undefined },
): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    const before = await ownEndpoint(tx, customerId, id, true);
    const switchedOn = input.enabled === true && !before.enabled;
    const switchedOff = input.enabled === false && before.enabled;
    const [row] = await tx.query<EndpointRow>(
      `UPDATE webhook_endpoints
          SET url = coalesce($2, url), events = coalesce($3::text[], events),
              enabled = coalesce($4, enabled),
              consecutive_failures = CASE WHEN $5 THEN 0 ELSE consecutive_failures END,
              failing_since = CASE WHEN $5 THEN NULL ELSE failing_since END,
              disabled_at = CASE WHEN $5 THEN NULL WHEN $6 THEN now() ELSE disabled_at END,
              disabled_reason = CASE WHEN $5 THEN NULL WHEN $6 THEN $7 ELSE disabled_reason END,
              updated_at = now()
        WHERE id = $1
       RETURNING ${ENDPOINT_COLUMNS}`,
      [
        id,
        input.url ?? null,
        input.events ?? null,
        input.enabled ?? null,
        switchedOn,
        switchedOff,
        M.webhookSwitchedOffByOwner,
      ],
    );
    return toEndpoint(row!);
  });
}

/** Deletes the endpoint and its delivery log. */
export async function deleteEndpoint(db: Queryable, customerId: number, id: number): Promise<void> {
  const deleted = await db.query(
    'DELETE FROM webhook_endpoints WHERE id = $1 AND customer_id = $2 RETURNING id',
    [id, customerId],
  );
  if (deleted.length === 0) throw new NotFoundError(M.webhookEndpointNotFound);
}

/** The endpoint's deliveries, newest first. */
export async function listDeliveries(
  db: Queryable,
  customerId: number,
  endpointId: number,
  page: PageRequest,
): Promise<{ total: number; deliveries: WebhookDelivery[] }> {
  await ownEndpoint(db, customerId, endpointId);
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
    [endpointId],
  );
  const rows = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [endpointId, page.perPage, page.offset],
  );
  return { total: count?.n ?? 0, deliveries: rows.map(toDelivery) };
}

async function enabledEndpoint(db: Queryable, customerId: number, endpointId: number): Promise<EndpointRow> {
  const endpoint = await ownEndpoint(db, customerId, endpointId);
  if (!endpoint.enabled) throw new UnprocessableError(M.webhookEndpointSwitchedOff, 'INVALID', null);
  return endpoint;
}

/** Queues one delivery's event again, with its webhook-id and body, as a new delivery due now. */
export async function redeliver(
  db: Queryable,
  customerId: number,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  await enabledEndpoint(db, customerId, endpointId);
  const [row] = await db.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
     SELECT endpoint_id, event_id, event_type, payload FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2
     RETURNING ${DELIVERY_COLUMNS}`,
    [deliveryId, endpointId],
  );
  if (!row) throw new NotFoundError(M.webhookDeliveryNotFound);
  return toDelivery(row);
}

/** Queues a `webhook.test` event to the endpoint, whatever events it subscribes to. */
export async function queueTestEvent(
  db: Queryable,
  customerId: number,
  endpointId: number,
): Promise<WebhookDelivery> {
  const endpoint = await enabledEndpoint(db, customerId, endpointId);
  const body = eventBody(WEBHOOK_TEST_EVENT, { endpoint: { id: endpoint.id, url: endpoint.url } });
  const [row] = await db.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload) VALUES ($1, $2, $3, $4)
     RETURNING ${DELIVERY_COLUMNS}`,
    [endpointId, newEventId(), WEBHOOK_TEST_EVENT, body],
  );
  return toDelivery(row!);
}

/** The Standard Webhooks body: `{type, timestamp, data}`. */
function eventBody(type: string, data: object): string {
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}

/** An order as a delivery carries it; its lines are left out when the body would pass WEBHOOKS.payloadMaxBytes. */
function orderBody(type: WebhookEvent, order: Order, previousStatus: OrderStatus | null): string {
  const summary = {
    id: order.id,
    order_number: String(order.id),
    status: order.order_status,
    previous_status: previousStatus,
    payment_method: order.payment_method,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    created_at: order.created_at,
  };
  const lines = order.line_items.map(flatLine);
  const full = eventBody(type, { order: { ...summary, line_items: lines } });
  if (Buffer.byteLength(full) <= WEBHOOKS.payloadMaxBytes) return full;
  return eventBody(type, { order: { ...summary, line_items: null, line_items_omitted: true } });
}

/**
 * Queues the order event for each of the customer's switched-on endpoints that subscribe to it, inside the
 * transaction `tx` that makes the change (the outbox): nothing is queued for a change that is rolled back.
 */
export async function recordOrderEvent(
  tx: Queryable,
  event: { type: WebhookEvent; orderId: number; customerId: number; previousStatus?: OrderStatus },
): Promise<void> {
  const subscribed = await tx.query(
    'SELECT 1 FROM webhook_endpoints WHERE customer_id = $1 AND enabled AND $2 = ANY(events) LIMIT 1',
    [event.customerId, event.type],
  );
  if (subscribed.length === 0) return;
  const order = await loadOrder(tx, event.orderId);
  if (!order) return;
  await tx.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
     SELECT id, $3, $2, $4 FROM webhook_endpoints WHERE customer_id = $1 AND enabled AND $2 = ANY(events)`,
    [event.customerId, event.type, newEventId(), orderBody(event.type, order, event.previousStatus ?? null)],
  );
}
