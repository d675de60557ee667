import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/admin/commands.js';
import { buildApp } from '../src/app.js';
import { dataPaths } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import {
  minimalRegistration,
  startSmtpServer,
  startTestStore,
  type SentMail,
  type TestSmtpServer,
  type TestStore,
} from './helpers.js';

/** Every line store-api logs, at every level, from the app's logger and the admin command's mailer. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe.each(['file', 'smtp'] as const)('with the %s transport', (transport) => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    const smtpUrl = transport === 'smtp' ? smtp.url : undefined;
    store = await startTestStore({ smtpUrl });
    // The same database and settings, served by an app that logs everything to `lines`.
    app = await buildApp({ db: store.db, config: store.config, logger: { level: 'trace', stream: sink } });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  async function mailTo(to: string, subjectPart: string): Promise<SentMail> {
    for (let i = 0; i < 200; i++) {
      const all = transport === 'smtp' ? smtp.received : await store.mails();
      const mail = all.find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to} about ${subjectPart}`);
  }

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/customer/${url}`, payload });

  it('logs no create-account or reset link, nor their tokens, in any line at any level', async () => {
    lines.length = 0;
    const email = `logs-${transport}@example.com`;
    const registered = await post(
      'register',
      minimalRegistration({ name: 'Lena Logs', email, company_name: 'Logs LLC' }),
    );
    expect(registered.statusCode, registered.body).toBe(200);

    // Staff approve with the admin command, whose mailer logs like the server's.
    const mailer = createMailer({
      smtpUrl: store.config.smtpUrl,
      mailDir: dataPaths(store.config).mail,
      from: store.config.storeEmail,
      log: pino({ level: 'trace' }, sink),
    });
    const ctx = {
      db: store.db,
      config: store.config,
      certificates: store.certificates,
      mailer,
      store: { storeName: 'S', storeEmail: store.config.storeEmail, webUrl: store.config.webUrl },
    };
    expect((await runCommand(ctx, ['approve', email])).exitCode).toBe(0);
    await mailer.close();
    const createLink = (await mailTo(email, 'approved')).links[0]!;
    const createToken = createLink.split('/').pop()!;
    const created = await post('register-customer', {
      username: `logs${transport}`,
      password: 'Fresh#Pass1',
      confirmPassword: 'Fresh#Pass1',
      email_token: createToken,
    });
    expect(created.statusCode, created.body).toBe(200);

    expect((await post('lost-password', { email })).statusCode).toBe(200);
    const resetLink = (await mailTo(email, 'reset your password')).links[0]!;
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    const reset = await post('reset-password', {
      email,
      token: resetToken,
      password: 'Brand#New22',
      password_confirmation: 'Brand#New22',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const mailLines = lines.filter((line) => /"msg":"mail (sent|written)"/.test(line));
    expect(mailLines.length).toBeGreaterThanOrEqual(4);
    expect(mailLines.join('\n')).toContain(email);
    for (const line of lines) {
      for (const secret of [createToken, resetToken, '/create-account/', 'reset-password?']) {
        expect(line).not.toContain(secret);
      }
    }
  });
});
