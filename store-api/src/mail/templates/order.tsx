import { formatDollars } from '@storefront/contract';
import type { StoreIdentity } from '../messages.js';
import type { BillingSnapshot, Order, ShippingSnapshot } from '../../services/orders.js';
import { ActionLink, DataTable, Heading, Layout, Lines, Paragraph } from './layout.js';

/** State names by id, as services/reference.ts stateNames gives them. */
export type StateNames = Record<string, string>;

/** What a buyer is told when staff move their order on. */
export type FulfilmentNotice = 'shipped' | 'ready_for_pickup';

function addressLines(address: ShippingSnapshot, states: StateNames): (string | null)[] {
  return [
    address.name,
    address.company_name || null,
    address.address,
    `${address.city}, ${states[String(address.state_id)] ?? ''} ${address.pincode}`.replace(/\s+/g, ' '),
  ];
}

function billingLines(address: BillingSnapshot, states: StateNames): (string | null)[] {
  return [...addressLines(address, states), `Phone: ${address.phone}`, `E-mail: ${address.email}`];
}

/** The order as both the buyer and the store see it: lines, totals, addresses and how it is paid. */
function OrderSummary({ order, states }: { order: Order; states: StateNames }) {
  return (
    <>
      <Heading>Order #{order.id}</Heading>
      <DataTable
        head={['Product', 'Quantity', 'Unit price', 'Line total']}
        numeric={[1, 2, 3]}
        rows={order.line_items.map((line) => [
          line.item.item_name,
          line.quantity,
          formatDollars(line.item_price),
          formatDollars(line.subtotal),
        ])}
      />
      <DataTable
        rows={[
          ['Subtotal:', formatDollars(order.subtotal)],
          ['Tax:', formatDollars(order.tax)],
          ['Total:', formatDollars(order.total)],
        ]}
        numeric={[1]}
      />
      <Paragraph>
        Payment: cash on delivery. Nothing has been charged; you pay when the order is delivered.
      </Paragraph>
      <Heading>Billing address</Heading>
      <Lines lines={billingLines(order.billing_address, states)} />
      <Heading>Shipping address</Heading>
      {order.shipping_address ? (
        <Lines lines={addressLines(order.shipping_address, states)} />
      ) : (
        <Paragraph>Same as the billing address.</Paragraph>
      )}
      {order.note ? (
        <>
          <Heading>Order note</Heading>
          <Lines lines={order.note.split(/\r?\n/)} />
        </>
      ) : null}
    </>
  );
}

export function OrderPlaced({
  store,
  order,
  states,
}: {
  store: StoreIdentity;
  order: Order;
  states: StateNames;
}) {
  return (
    <Layout store={store} preview={`Order #${order.id}: ${formatDollars(order.total)}, cash on delivery.`}>
      <Paragraph>Dear {order.billing_address.name},</Paragraph>
      <Paragraph>
        Thank you for your order. We will let you know when it ships. You can follow it in your account:
      </Paragraph>
      <ActionLink href={`${store.webUrl}/my-account/orders/${order.id}`} label="See your order" />
      <OrderSummary order={order} states={states} />
      <Paragraph>
        Questions? Write to {store.storeEmail}
        {store.storePhone ? ` or call us at ${store.storePhone}` : ''}, giving the order number.
      </Paragraph>
    </Layout>
  );
}

export function NewOrder({
  store,
  order,
  states,
  customerId,
}: {
  store: StoreIdentity;
  order: Order;
  states: StateNames;
  customerId: number;
}) {
  const buyer = order.billing_address.company_name || order.billing_address.name;
  return (
    <Layout store={store} preview={`${buyer} ordered ${formatDollars(order.total)}.`}>
      <Paragraph>
        {buyer} (customer id {customerId}) placed order #{order.id}. Open it on its staff page:
      </Paragraph>
      <ActionLink href={`${store.webUrl}/staff/orders/${order.id}`} label="Open the order" />
      <OrderSummary order={order} states={states} />
    </Layout>
  );
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The carrier, tracking number and expected delivery the warehouse entered. */
function ShipmentLines({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  return (
    <DataTable
      rows={[
        ['Carrier:', shipment.carrier],
        ['Tracking number:', shipment.tracking_number],
        ...(shipment.expected_delivery_on
          ? [['Expected delivery:', LONG_DAY.format(new Date(`${shipment.expected_delivery_on}T00:00:00Z`))]]
          : []),
      ]}
    />
  );
}

/** What changed in a buyer's order when the store edited it before it shipped. */
export interface LineChange {
  itemName: string;
  from: number;
  /** 0 when the line was removed. */
  to: number;
}

export function OrderChangedByStore({
  store,
  order,
  states,
  change,
}: {
  store: StoreIdentity;
  order: Order;
  states: StateNames;
  change: LineChange;
}) {
  const what =
    change.to === 0
      ? `We removed ${change.itemName} (${change.from}) from your order #${order.id}.`
      : `We changed the quantity of ${change.itemName} in your order #${order.id} from ${change.from} to ${change.to}.`;
  return (
    <Layout store={store} preview={what}>
      <Paragraph>Dear {order.billing_address.name},</Paragraph>
      <Paragraph>
        {what} The order now totals {formatDollars(order.total)}, paid in cash on delivery.
      </Paragraph>
      <ActionLink href={`${store.webUrl}/my-account/orders/${order.id}`} label="See your order" />
      <OrderSummary order={order} states={states} />
      <Paragraph>
        Questions? Write to {store.storeEmail}
        {store.storePhone ? ` or call us at ${store.storePhone}` : ''}, giving the order number.
      </Paragraph>
    </Layout>
  );
}

export function OrderStatusChanged({
  store,
  order,
  states,
  notice,
}: {
  store: StoreIdentity;
  order: Order;
  states: StateNames;
  notice: FulfilmentNotice;
}) {
  const shipped = notice === 'shipped';
  return (
    <Layout
      store={store}
      preview={shipped ? `Order #${order.id} is on its way.` : `Order #${order.id} is ready for pickup.`}
    >
      <Paragraph>Dear {order.billing_address.name},</Paragraph>
      {shipped ? (
        <>
          <Paragraph>Your order #{order.id} has shipped. It goes to:</Paragraph>
          <Lines lines={addressLines(order.shipping_address ?? order.billing_address, states)} />
          {order.shipment ? <ShipmentLines shipment={order.shipment} /> : null}
        </>
      ) : (
        <>
          <Paragraph>Your order #{order.id} is ready for pickup at:</Paragraph>
          <Lines
            lines={[
              store.storeName,
              store.storeAddress,
              store.storePhone ? `Phone: ${store.storePhone}` : null,
            ]}
          />
        </>
      )}
      <Paragraph>
        You pay {formatDollars(order.total)} in cash on {shipped ? 'delivery' : 'pickup'}.
      </Paragraph>
      <ActionLink href={`${store.webUrl}/my-account/orders/${order.id}`} label="See your order" />
      <DataTable
        head={['Product', 'Quantity']}
        numeric={[1]}
        rows={order.line_items.map((line) => [line.item.item_name, line.quantity])}
      />
    </Layout>
  );
}
