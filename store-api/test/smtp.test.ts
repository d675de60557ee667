import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/admin/commands.js';
import { createMailer } from '../src/mail/mailer.js';
import {
  minimalRegistration,
  startSmtpServer,
  startTestStore,
  type TestSmtpServer,
  type TestStore,
} from './helpers.js';

/** A real SMTP server in this process: store-api talks SMTP to it exactly as it would to Mailpit. */
let smtp: TestSmtpServer;
let store: TestStore;

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await startTestStore({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await store.close();
  await smtp.close();
});

async function receivedMail(to: string, subjectPart: string) {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.received.find((m) => m.envelopeTo.includes(to) && m.subject.includes(subjectPart));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} about ${subjectPart}`);
}

describe('with SMTP_URL, mail goes to the SMTP server', () => {
  it('delivers the registration mails to the customer and to the store, and writes no files', async () => {
    const response = await store.call('POST', 'register', {
      body: minimalRegistration({ name: 'Ana Smtp', email: 'ana@smtp-test.example', company_name: 'Ana Co' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await receivedMail('ana@smtp-test.example', 'we received your registration')).text).toContain(
      'Dear Ana Smtp',
    );
    expect((await receivedMail(store.config.storeEmail, 'New registration')).text).toContain(
      'ana@smtp-test.example',
    );
    expect(await store.mails()).toEqual([]);
  });

  it('delivers the approval link, the reset link and contact messages', async () => {
    const mailer = createMailer({
      smtpUrl: store.config.smtpUrl,
      mailDir: '/nonexistent',
      from: store.config.storeEmail,
      log: { info() {}, error() {} },
    });
    const ctx = {
      db: store.db,
      config: store.config,
      certificates: store.certificates,
      mailer,
      store: { storeName: 'S', storeEmail: store.config.storeEmail, webUrl: store.config.webUrl },
    };
    expect((await runCommand(ctx, ['approve', 'ana@smtp-test.example'])).exitCode).toBe(0);
    await mailer.close();
    const approval = await receivedMail('ana@smtp-test.example', 'approved');
    expect(approval.links[0]).toMatch(/^http:\/\/web\.test\/create-account\/[\w-]{43}$/);

    const customer = await store.customer();
    await store.call('POST', 'lost-password', { body: { email: customer.email } });
    const reset = await receivedMail(customer.email, 'reset your password');
    expect(reset.links[0]).toContain('http://web.test/my-account/reset-password?token=');

    await store.call('POST', 'send-contact-message', {
      body: { name: 'Lee', email: 'lee@example.com', subject: 'Via SMTP' },
    });
    const contact = await receivedMail(store.config.storeEmail, 'Via SMTP');
    expect(contact.replyTo).toBe('lee@example.com');
  });
});
