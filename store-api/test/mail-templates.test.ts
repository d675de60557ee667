import { describe, expect, it } from 'vitest';
import {
  accountApproved,
  contactMessage,
  newRegistration,
  passwordReset,
  registrationAttempted,
  registrationReceived,
  type StoreIdentity,
} from '../src/mail/messages.js';
import { newOrder, orderPlaced } from '../src/mail/order-mail.js';
import {
  informationRequested,
  orderStatusChanged,
  registrationRejected,
  staffInvitation,
  staffReactivated,
} from '../src/mail/staff-mail.js';
import type { Order } from '../src/services/orders.js';
import { expectBothParts } from './helpers.js';

const store: StoreIdentity = {
  storeName: 'Garden State Tobacco',
  storeEmail: 'orders@gst.example',
  webUrl: 'http://web.test',
  storeAddress: '88 Market Street, Newark, NJ 07102',
  storePhone: '(201) 555-0142',
};
const buyer = { name: 'Rosa Alvarez', email: 'rosa@corner-smoke.example' };
const HOSTILE = '<script>alert("owned")</script> Smoke & Co';
const STATES = { '31': 'New Jersey', '35': 'New York' };

const order: Order = {
  id: 4172,
  created_at: '2026-11-26T12:00:00.000Z',
  order_status: 'pending',
  payment_method: 'Cash On Dilevery',
  note: null,
  shipment: null,
  phone: '7325550142',
  email: 'rosa@corner-smoke.example',
  subtotal: '1296.90',
  tax: '5.00',
  total: '1301.90',
  billing_address: {
    name: 'Rosa Alvarez',
    company_name: HOSTILE,
    address: '12 Ocean Avenue',
    city: 'Asbury Park',
    state_id: 31,
    pincode: '07712',
    phone: '7325550142',
    email: 'rosa@corner-smoke.example',
  },
  shipping_address: null,
  line_items: [
    {
      id: 1,
      item_id: 7,
      item: { item_name: 'Robusto Maduro', slug: 'robusto-maduro', image: { url: '' } },
      quantity: 2,
      item_price: '123.45',
      tax: '5.00',
      subtotal: '246.90',
      fulfillment_status: null,
    },
    {
      id: 2,
      item_id: 8,
      item: { item_name: 'Cedar Humidor', slug: 'cedar-humidor', image: { url: '' } },
      quantity: 1,
      item_price: '1050.00',
      tax: '0.00',
      subtotal: '1050.00',
      fulfillment_status: null,
    },
  ],
};

describe("every mail's frame", () => {
  it("shows the store's name, address, phone and e-mail in both parts, in the brand colour", async () => {
    const mail = await registrationReceived(store, buyer);
    expectBothParts(mail, 'Garden State Tobacco', '88 Market Street, Newark, NJ 07102', '(201) 555-0142');
    expectBothParts(mail, 'orders@gst.example');
    expect(mail.html).toContain('#9c5d29');
  });

  it('leaves out an address and a phone that are not configured', async () => {
    const mail = await registrationReceived(
      { storeName: 'S', storeEmail: 's@x.example', webUrl: 'http://web.test' },
      buyer,
    );
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).not.toContain('undefined');
    expect(mail.html).not.toContain('undefined');
  });
});

describe('the registration and account mails', () => {
  it('tells the buyer their registration was received', async () => {
    const mail = await registrationReceived(store, buyer);
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('Garden State Tobacco: we received your registration');
    expectBothParts(mail, 'Dear Rosa Alvarez,', 'Thank you for registering with Garden State Tobacco.');
  });

  it('tells the owner of a taken e-mail how to log in or reset the password', async () => {
    const mail = await registrationAttempted(store, buyer);
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('Garden State Tobacco: someone tried to register with your e-mail address');
    expectBothParts(mail, 'http://web.test/login', 'http://web.test/my-account/lost-password');
  });

  it("gives the store a new registration's details, escaped in the HTML", async () => {
    const mail = await newRegistration(store, {
      id: 52,
      name: 'Rosa Alvarez',
      email: 'rosa@corner-smoke.example',
      company_name: HOSTILE,
      phone: '7325550142',
      tob_license_no: 'TOB-99',
      tax_id: null,
      certificates: 2,
    });
    expect(mail.to).toBe('orders@gst.example');
    expect(mail.subject).toBe(`New registration to review: ${HOSTILE}`);
    expectBothParts(mail, 'customer id 52', 'TOB-99', '2 uploaded', 'npm run admin -- approve 52');
    // The review page in the back office, in both parts.
    expectBothParts(mail, 'http://web.test/staff/registrations/52');
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).not.toContain('<script>');
    expectBothParts(mail, HOSTILE);
  });

  it('sends the create-account link once in the text part, with its lifetime', async () => {
    const link = 'http://web.test/create-account/abc_123';
    const mail = await accountApproved(store, buyer, link, 7);
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('Garden State Tobacco: your registration is approved');
    expectBothParts(mail, link, 'expires in 7 days');
    expect(mail.text.split(link)).toHaveLength(2);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('sends the reset link with its lifetime in minutes', async () => {
    const link = 'http://web.test/my-account/reset-password?token=t0k&email=rosa%40corner-smoke.example';
    const mail = await passwordReset(store, buyer, link, 60);
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('Garden State Tobacco: reset your password');
    expect(mail.text).toContain(link);
    expectBothParts(mail, link, 'expires in 60 minutes');
  });

  it('passes a contact message to the store, its lines kept and its markup escaped', async () => {
    const mail = await contactMessage(store, {
      id: 9,
      name: 'Lee',
      email: 'lee@example.com',
      subject: 'Opening hours',
      message: `First line\n${HOSTILE}`,
    });
    expect(mail.to).toBe('orders@gst.example');
    expect(mail.replyTo).toBe('lee@example.com');
    expect(mail.subject).toBe('Contact form: Opening hours');
    expectBothParts(mail, 'Lee <lee@example.com>', 'Opening hours', 'First line');
    expect(mail.text).toContain(`First line\n${HOSTILE}`);
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the staff decision mails', () => {
  it('tells a buyer their registration was rejected, with the reason when staff gave one', async () => {
    const mail = await registrationRejected(store, buyer, 'The tobacco licence has expired.');
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('Garden State Tobacco: your registration was not approved');
    expectBothParts(mail, 'Dear Rosa Alvarez,', 'The tobacco licence has expired.');
    const bare = await registrationRejected(store, buyer, null);
    expect(bare.text).not.toContain('Our reason');
  });

  it('asks a buyer for more information, replies going to the store', async () => {
    const mail = await informationRequested(
      store,
      buyer,
      `Please send a readable tax certificate. ${HOSTILE}`,
    );
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.replyTo).toBe('orders@gst.example');
    expect(mail.subject).toBe('Garden State Tobacco: we need more information about your registration');
    expectBothParts(mail, 'Please send a readable tax certificate.');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells the buyer a shipped order goes to its shipping address, and what to pay on delivery', async () => {
    const shipped = {
      ...order,
      shipping_address: {
        name: 'Dock Manager',
        company_name: null,
        address: '400 Harbor Road',
        city: 'Brooklyn',
        state_id: 35,
        pincode: '11201',
      },
    };
    const mail = await orderStatusChanged(store, shipped, STATES, 'shipped');
    expect(mail.to).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('Garden State Tobacco: your order #4172 has shipped');
    expectBothParts(
      mail,
      'order #4172 has shipped',
      '400 Harbor Road',
      'Brooklyn, New York 11201',
      '$1,301.90',
    );
    expectBothParts(mail, 'Robusto Maduro', 'http://web.test/my-account/orders/4172');
    expect(mail.text).toMatch(/Robusto Maduro\s+2/);
  });

  it("tells the buyer an order is ready for pickup at the store's address", async () => {
    const mail = await orderStatusChanged(store, order, STATES, 'ready_for_pickup');
    expect(mail.subject).toBe('Garden State Tobacco: your order #4172 is ready for pickup');
    expectBothParts(mail, 'ready for pickup at', '88 Market Street, Newark, NJ 07102', 'cash on pickup');
    expect(mail.text).not.toContain('12 Ocean Avenue');
  });
});

describe('the staff account mail', () => {
  it('gives a new staff member their set-password link once, its lifetime, their role and where to sign in', async () => {
    const link = 'http://web.test/staff/set-password/abc_123';
    const mail = await staffInvitation(
      store,
      { name: `Nia ${HOSTILE}`, email: 'nia@gst.example', role: 'sales' },
      link,
      72,
    );
    expect(mail.to).toBe('nia@gst.example');
    expect(mail.subject).toBe('Garden State Tobacco: set your staff password');
    expectBothParts(
      mail,
      `Dear Nia ${HOSTILE},`,
      'as sales (registrations, customers and the catalogue)',
      'expires in 72 hours',
      'http://web.test/staff/login',
    );
    expect(mail.text.split(link)).toHaveLength(2);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the staff reactivation mail', () => {
  it('tells a reactivated member they may sign in again with their password, and where', async () => {
    const mail = await staffReactivated(
      store,
      { name: `Nia ${HOSTILE}`, email: 'nia@gst.example', role: 'warehouse' },
      true,
    );
    expect(mail.to).toBe('nia@gst.example');
    expect(mail.subject).toBe('Garden State Tobacco: your staff account is active again');
    expectBothParts(
      mail,
      `Dear Nia ${HOSTILE},`,
      'as warehouse (orders and stock)',
      'http://web.test/staff/login',
      'your password, as before',
    );
    expect(mail.html).not.toContain('<script>');
  });

  it('tells a member who never set a password to ask for a new link', async () => {
    const mail = await staffReactivated(
      store,
      { name: 'Nia', email: 'nia@gst.example', role: 'sales' },
      false,
    );
    expectBothParts(mail, 'ask an admin to send you a new one');
    expect(mail.text).not.toContain('as before');
  });
});

describe('the order mails', () => {
  it('escapes a company name with markup, and keeps it as typed in the text part', async () => {
    for (const mail of [await orderPlaced(store, order, STATES), await newOrder(store, order, STATES, 52)]) {
      expect(mail.html).not.toContain('<script>');
      expectBothParts(mail, HOSTILE);
    }
  });

  it('says the shipping address is the billing address when the order has none', async () => {
    const mail = await orderPlaced(store, order, STATES);
    expect(mail.subject).toBe('Garden State Tobacco: we received your order #4172');
    expectBothParts(mail, 'Same as the billing address.', 'Asbury Park, New Jersey 07712', '$1,050.00');
  });

  it("names the buyer's company, the total and the customer in the store's mail", async () => {
    const mail = await newOrder(
      store,
      { ...order, billing_address: { ...order.billing_address, company_name: null } },
      STATES,
      52,
    );
    expect(mail.to).toBe('orders@gst.example');
    expect(mail.replyTo).toBe('rosa@corner-smoke.example');
    expect(mail.subject).toBe('New order #4172: Rosa Alvarez, $1,301.90');
    expectBothParts(mail, 'customer id 52', 'http://web.test/staff/orders/4172');
  });
});
