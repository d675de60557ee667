import { createElement } from 'react';
import type { Config } from '../config.js';
import type { MailMessage } from './mailer.js';
import {
  AccountApproved,
  NewRegistration,
  PasswordReset,
  RegistrationAttempted,
  RegistrationReceived,
  type RegistrationDetails,
} from './templates/account.js';
import { ContactMessage } from './templates/contact.js';
import {
  CERTIFICATE_LABEL,
  CertificateExpiring,
  RenewalReviewed,
  type CertificateKind,
} from './templates/licence.js';
import { ReorderReminder, type ReminderProduct } from './templates/reminders.js';
import { renderMail } from './templates/render.js';
import { WebhookDisabled } from './templates/webhooks.js';

/** What the messages need to know about the store. */
export interface StoreIdentity {
  storeName: string;
  storeEmail: string;
  webUrl: string;
  /** Address (one line) and phone at the foot of every message; each is left out when not given. */
  storeAddress?: string | undefined;
  storePhone?: string | undefined;
}

/** The store as its configuration describes it (STORE_NAME, STORE_EMAIL, STORE_ADDRESS, STORE_PHONE, WEB_URL). */
export function storeIdentity(config: Config): StoreIdentity {
  return {
    storeName: config.storeName,
    storeEmail: config.storeEmail,
    webUrl: config.webUrl,
    storeAddress: config.storeAddress,
    storePhone: config.storePhone,
  };
}

export async function registrationReceived(
  store: StoreIdentity,
  customer: { name: string; email: string },
): Promise<MailMessage> {
  return {
    to: customer.email,
    subject: `${store.storeName}: we received your registration`,
    ...(await renderMail(createElement(RegistrationReceived, { store, customer }))),
  };
}

/**
 * To the owner of an e-mail someone registered with again: the registration answered as if it were new (so no
 * one learns who is a customer), and this tells the owner what to do. Plain links, no token.
 */
export async function registrationAttempted(
  store: StoreIdentity,
  customer: { name: string; email: string },
): Promise<MailMessage> {
  return {
    to: customer.email,
    subject: `${store.storeName}: someone tried to register with your e-mail address`,
    ...(await renderMail(createElement(RegistrationAttempted, { store, customer }))),
  };
}

export async function newRegistration(
  store: StoreIdentity,
  customer: RegistrationDetails,
): Promise<MailMessage> {
  return {
    to: store.storeEmail,
    subject: `New registration to review: ${customer.company_name}`,
    ...(await renderMail(createElement(NewRegistration, { store, customer }))),
  };
}

export async function accountApproved(
  store: StoreIdentity,
  customer: { name: string; email: string },
  link: string,
  validDays: number,
): Promise<MailMessage> {
  return {
    to: customer.email,
    subject: `${store.storeName}: your registration is approved`,
    ...(await renderMail(createElement(AccountApproved, { store, customer, link, validDays }))),
  };
}

export async function passwordReset(
  store: StoreIdentity,
  customer: { name: string; email: string },
  link: string,
  validMinutes: number,
): Promise<MailMessage> {
  return {
    to: customer.email,
    subject: `${store.storeName}: reset your password`,
    ...(await renderMail(createElement(PasswordReset, { store, customer, link, validMinutes }))),
  };
}

export async function contactMessage(
  store: StoreIdentity,
  message: { id: number; name: string; email: string; subject: string; message: string },
): Promise<MailMessage> {
  return {
    to: store.storeEmail,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    ...(await renderMail(createElement(ContactMessage, { store, message }))),
  };
}

export async function certificateExpiring(
  store: StoreIdentity,
  customer: { name: string; email: string },
  certificate: { kind: CertificateKind; expiresOn: string; daysLeft: number },
): Promise<MailMessage> {
  const label = CERTIFICATE_LABEL[certificate.kind];
  return {
    to: customer.email,
    subject: `${store.storeName}: your ${label} expires in ${certificate.daysLeft} day${certificate.daysLeft === 1 ? '' : 's'}`,
    ...(await renderMail(createElement(CertificateExpiring, { store, customer, ...certificate }))),
  };
}

export async function renewalReviewed(
  store: StoreIdentity,
  customer: { name: string; email: string },
  renewal: { kind: CertificateKind; approved: boolean; expiresOn: string; reason: string | null },
): Promise<MailMessage> {
  const label = CERTIFICATE_LABEL[renewal.kind];
  return {
    to: customer.email,
    subject: renewal.approved
      ? `${store.storeName}: your renewed ${label} is accepted`
      : `${store.storeName}: please upload your ${label} again`,
    ...(await renderMail(createElement(RenewalReviewed, { store, customer, ...renewal }))),
  };
}

export async function webhookDisabled(
  store: StoreIdentity,
  customer: { name: string; email: string },
  endpoint: { url: string; hours: number; lastError: string },
): Promise<MailMessage> {
  return {
    to: customer.email,
    subject: `${store.storeName}: we switched off your webhook endpoint`,
    ...(await renderMail(createElement(WebhookDisabled, { store, customer, ...endpoint }))),
  };
}

/** The quick order link of a reorder reminder: `?lines=CODE:QTY,…` (web/src quick order reads it). */
export function quickOrderLink(store: StoreIdentity, products: readonly ReminderProduct[]): string {
  const lines = products.map((product) => `${product.item_code}:${product.quantity}`).join(',');
  return `${store.webUrl}/quick-order?${new URLSearchParams({ lines }).toString()}`;
}

export async function reorderReminder(
  store: StoreIdentity,
  customer: { name: string; email: string },
  products: ReminderProduct[],
  unsubscribeToken: string,
): Promise<MailMessage> {
  const quickOrderUrl = quickOrderLink(store, products);
  const unsubscribeUrl = `${store.webUrl}/reorder-reminders/unsubscribe?${new URLSearchParams({ token: unsubscribeToken }).toString()}`;
  return {
    to: customer.email,
    subject: `${store.storeName}: time to reorder ${products.length === 1 ? products[0]!.item_name : `${products.length} products you order regularly`}`,
    ...(await renderMail(
      createElement(ReorderReminder, { store, customer, products, quickOrderUrl, unsubscribeUrl }),
    )),
  };
}
