import type { MailMessage } from './mailer.js';

/** What the messages need to know about the store. */
export interface StoreIdentity {
  storeName: string;
  storeEmail: string;
  webUrl: string;
}

interface RegistrationDetails {
  id: number;
  name: string;
  email: string;
  company_name: string;
  phone: string;
  tob_license_no: string;
  tax_id: string | null;
  certificates: number;
}

export function registrationReceived(
  store: StoreIdentity,
  customer: { name: string; email: string },
): MailMessage {
  return {
    to: customer.email,
    subject: `${store.storeName}: we received your registration`,
    text: [
      `Dear ${customer.name},`,
      '',
      `Thank you for registering with ${store.storeName}.`,
      'Our team checks every business and tobacco licence before opening an account. When your registration',
      'is approved we will e-mail you a link to choose your username and password; you can log in after that.',
      '',
      `Questions? Write to ${store.storeEmail}.`,
      '',
      store.storeName,
    ].join('\n'),
  };
}

/**
 * To the owner of an e-mail someone registered with again: the registration answered as if it were new (so no
 * one learns who is a customer), and this tells the owner what to do. Plain links, no token.
 */
export function registrationAttempted(
  store: StoreIdentity,
  customer: { name: string; email: string },
): MailMessage {
  return {
    to: customer.email,
    subject: `${store.storeName}: someone tried to register with your e-mail address`,
    text: [
      `Dear ${customer.name},`,
      '',
      `Someone tried to register a business with ${store.storeName} using this e-mail address, which already`,
      'belongs to your account. Nothing was changed and no new account was made.',
      '',
      'If it was you, log in here:',
      '',
      `${store.webUrl}/login`,
      '',
      'or, if you forgot your password, choose a new one here:',
      '',
      `${store.webUrl}/my-account/lost-password`,
      '',
      `If it was not you, you can ignore this e-mail. Questions? Write to ${store.storeEmail}.`,
      '',
      store.storeName,
    ].join('\n'),
  };
}

export function newRegistration(store: StoreIdentity, customer: RegistrationDetails): MailMessage {
  return {
    to: store.storeEmail,
    subject: `New registration to review: ${customer.company_name}`,
    text: [
      `A new customer registered and waits for approval (customer id ${customer.id}).`,
      '',
      `Name:           ${customer.name}`,
      `E-mail:         ${customer.email}`,
      `Company:        ${customer.company_name}`,
      `Phone:          ${customer.phone}`,
      `Tobacco ID:     ${customer.tob_license_no}`,
      `Tax ID:         ${customer.tax_id ?? '-'}`,
      `Certificates:   ${customer.certificates} uploaded`,
      '',
      'Review it with:',
      `  npm run admin -- customer ${customer.id}`,
      `  npm run admin -- approve ${customer.id}     (or: reject ${customer.id})`,
    ].join('\n'),
  };
}

export function accountApproved(
  store: StoreIdentity,
  customer: { name: string; email: string },
  link: string,
  validDays: number,
): MailMessage {
  return {
    to: customer.email,
    subject: `${store.storeName}: your registration is approved`,
    text: [
      `Dear ${customer.name},`,
      '',
      'Your registration has been approved. Create your account (username and password) here:',
      '',
      link,
      '',
      `The link works once and expires in ${validDays} days.`,
      '',
      store.storeName,
    ].join('\n'),
  };
}

export function passwordReset(
  store: StoreIdentity,
  customer: { name: string; email: string },
  link: string,
  validMinutes: number,
): MailMessage {
  return {
    to: customer.email,
    subject: `${store.storeName}: reset your password`,
    text: [
      `Dear ${customer.name},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open:',
      '',
      link,
      '',
      `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this e-mail:`,
      'your password stays as it is.',
      '',
      store.storeName,
    ].join('\n'),
  };
}

export function contactMessage(
  store: StoreIdentity,
  message: { id: number; name: string; email: string; subject: string; message: string },
): MailMessage {
  return {
    to: store.storeEmail,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}> (message ${message.id})`,
      `Subject: ${message.subject}`,
      '',
      message.message || '(no message)',
    ].join('\n'),
  };
}

export function registrationRejected(
  store: StoreIdentity,
  customer: { name: string; email: string },
  reason: string,
): MailMessage {
  return {
    to: customer.email,
    subject: `${store.storeName}: your registration was not approved`,
    text: [
      `Dear ${customer.name},`,
      '',
      'We are sorry: we could not approve your registration, for this reason:',
      '',
      reason,
      '',
      `Questions? Write to ${store.storeEmail}.`,
      '',
      store.storeName,
    ].join('\n'),
  };
}

export function informationRequested(
  store: StoreIdentity,
  customer: { name: string; email: string },
  message: string,
): MailMessage {
  return {
    to: customer.email,
    replyTo: store.storeEmail,
    subject: `${store.storeName}: we need more information about your registration`,
    text: [
      `Dear ${customer.name},`,
      '',
      'Before we can approve your registration, our team needs more information:',
      '',
      message,
      '',
      `Please reply to this e-mail or write to ${store.storeEmail}. Your registration stays open meanwhile.`,
      '',
      store.storeName,
    ].join('\n'),
  };
}

/** The words a customer reads for each order status. */
const ORDER_STATUS_WORDS: Record<string, string> = {
  pending: 'received',
  processing: 'being prepared',
  shipped: 'shipped',
  ready_for_pickup: 'ready for pickup',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export function orderStatusChanged(
  store: StoreIdentity,
  order: { id: number; name: string; email: string; status: string },
): MailMessage {
  const words = ORDER_STATUS_WORDS[order.status] ?? order.status;
  return {
    to: order.email,
    subject: `${store.storeName}: your order #${order.id} is ${words}`,
    text: [
      `Dear ${order.name},`,
      '',
      `Your order #${order.id} is ${words}.`,
      ...(order.status === 'cancelled'
        ? ['', `If you did not expect this, please write to ${store.storeEmail}.`]
        : []),
      '',
      `See it at ${store.webUrl}/my-account/orders/${order.id}`,
      '',
      store.storeName,
    ].join('\n'),
  };
}
