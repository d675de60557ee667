import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

describe('POST /api/customer/send-contact-message', () => {
  it('stores the message and mails it to the store, replying to the sender', async () => {
    const body = {
      name: 'Lee Park',
      email: 'lee@park-tobacco.example',
      subject: 'Bulk pricing',
      message: 'Do you ship to Delaware?',
    };
    const response = await store.call('POST', 'send-contact-message', { body });
    expect(response.json()).toEqual({ data: {}, message: 'Message Sent Successfully' });
    const [row] = await store.db.query<Record<string, unknown>>(
      'SELECT name, email, subject, message FROM contact_messages',
    );
    expect(row).toEqual(body);
    const mail = await store.waitForMail(store.config.storeEmail, 'Bulk pricing');
    expect(mail.replyTo).toBe('lee@park-tobacco.example');
    expect(mail.text).toContain('Do you ship to Delaware?');
  });

  it('takes a message without text', async () => {
    const response = await store.call('POST', 'send-contact-message', {
      body: { name: 'Lee', email: 'lee@example.com', subject: 'Call me' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('checks the fields in the spec’s order and words', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, M.enterName, 'name'],
      [{ name: 'Lee' }, M.enterEmail, 'email'],
      [{ name: 'Lee', email: 'lee' }, M.properEmail, 'email'],
      [{ name: 'Lee', email: 'lee@example.com' }, M.enterSubject, 'subject'],
      [
        { name: 'Lee', email: 'lee@example.com', subject: 'Hi', message: 'x'.repeat(5001) },
        'The message must be at most 5000 characters.',
        'message',
      ],
    ];
    for (const [body, error, field] of cases) {
      expect((await store.call('POST', 'send-contact-message', { body })).json()).toEqual({
        error,
        field,
        code: 'INVALID',
      });
    }
  });

  it('cannot add mail headers through the subject', async () => {
    const response = await store.call('POST', 'send-contact-message', {
      body: { name: 'Eve', email: 'eve@example.com', subject: 'Hello\r\nBcc: victim@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await store.waitForMail(store.config.storeEmail, 'Hello');
    expect(mail.subject).toBe('Contact form: Hello Bcc: victim@example.com');
    expect(mail.text).not.toMatch(/^Bcc:/m);
  });
});
