import { createElement } from 'react';
import type { Order } from '../services/orders.js';
import type { MailMessage } from './mailer.js';
import type { StoreIdentity } from './messages.js';
import { InformationRequested, RegistrationRejected } from './templates/account.js';
import {
  OrderChangedByStore,
  OrderStatusChanged,
  type FulfilmentNotice,
  type LineChange,
  type StateNames,
} from './templates/order.js';
import { renderMail } from './templates/render.js';
import { StaffInvitation, StaffReactivated } from './templates/staff.js';

export type { FulfilmentNotice } from './templates/order.js';

/** The mails staff decisions send to buyers: a registration turned down or put on hold, an order moved on. */

export async function registrationRejected(
  store: StoreIdentity,
  customer: { name: string; email: string },
  reason: string | null,
): Promise<MailMessage> {
  return {
    to: customer.email,
    subject: `${store.storeName}: your registration was not approved`,
    ...(await renderMail(createElement(RegistrationRejected, { store, customer, reason }))),
  };
}

/** Staff ask for what they need (a licence, a clearer certificate); the buyer answers by replying. */
export async function informationRequested(
  store: StoreIdentity,
  customer: { name: string; email: string },
  request: string,
): Promise<MailMessage> {
  return {
    to: customer.email,
    replyTo: store.storeEmail,
    subject: `${store.storeName}: we need more information about your registration`,
    ...(await renderMail(createElement(InformationRequested, { store, customer, request }))),
  };
}

export async function orderStatusChanged(
  store: StoreIdentity,
  order: Order,
  states: StateNames,
  notice: FulfilmentNotice,
): Promise<MailMessage> {
  return {
    to: order.email,
    subject:
      notice === 'shipped'
        ? `${store.storeName}: your order #${order.id} has shipped`
        : `${store.storeName}: your order #${order.id} is ready for pickup`,
    ...(await renderMail(createElement(OrderStatusChanged, { store, order, states, notice }))),
  };
}

/** The store changed a line of the order before it shipped (a quantity, a removed line). */
export async function orderChangedByStore(
  store: StoreIdentity,
  order: Order,
  states: StateNames,
  change: LineChange,
): Promise<MailMessage> {
  return {
    to: order.email,
    subject: `${store.storeName}: we changed your order #${order.id}`,
    ...(await renderMail(createElement(OrderChangedByStore, { store, order, states, change }))),
  };
}

/** A new staff member's link to set their password. */
export async function staffInvitation(
  store: StoreIdentity,
  staff: { name: string; email: string; role: string },
  link: string,
  validHours: number,
): Promise<MailMessage> {
  return {
    to: staff.email,
    subject: `${store.storeName}: set your staff password`,
    ...(await renderMail(createElement(StaffInvitation, { store, staff, link, validHours }))),
  };
}

/** A deactivated staff member an admin let back in. */
export async function staffReactivated(
  store: StoreIdentity,
  staff: { name: string; email: string; role: string },
  hasPassword: boolean,
): Promise<MailMessage> {
  return {
    to: staff.email,
    subject: `${store.storeName}: your staff account is active again`,
    ...(await renderMail(createElement(StaffReactivated, { store, staff, hasPassword }))),
  };
}
