import { formatDollars } from '@storefront/contract';
import { createElement } from 'react';
import type { Order } from '../services/orders.js';
import type { MailMessage } from './mailer.js';
import type { StoreIdentity } from './messages.js';
import { NewOrder, OrderPlaced, type StateNames } from './templates/order.js';
import { renderMail } from './templates/render.js';

/** To the buyer, at the address they gave with the order: what they ordered, what it costs, where it goes. */
export async function orderPlaced(
  store: StoreIdentity,
  order: Order,
  states: StateNames,
): Promise<MailMessage> {
  return {
    to: order.email,
    subject: `${store.storeName}: we received your order #${order.id}`,
    ...(await renderMail(createElement(OrderPlaced, { store, order, states }))),
  };
}

/** To the store: the same order, with a link to its staff page; replies go to the buyer. */
export async function newOrder(
  store: StoreIdentity,
  order: Order,
  states: StateNames,
  customerId: number,
): Promise<MailMessage> {
  const buyer = order.billing_address.company_name || order.billing_address.name;
  return {
    to: store.storeEmail,
    replyTo: order.email,
    subject: `New order #${order.id}: ${buyer}, ${formatDollars(order.total)}`,
    ...(await renderMail(createElement(NewOrder, { store, order, states, customerId }))),
  };
}
