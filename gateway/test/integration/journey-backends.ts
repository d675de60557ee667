import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataPaths } from '../../../store-api/src/config.js';
import { createMailer } from '../../../store-api/src/mail/mailer.js';
import { storeIdentity } from '../../../store-api/src/mail/messages.js';
import { createCertificateStore } from '../../../store-api/src/services/certificate-store.js';
import { approveCustomer } from '../../../store-api/src/services/staff.js';
import { SpecRestDouble } from '../support/spec-rest-double.js';
import { startRealStore } from './real-store.js';

/** A REST host the gateway runs on, with what its staff and its mail do outside the API. */
export interface JourneyBackend {
  apiUrl: string;
  /** Staff approve the registration; answers the token of the create-account link they e-mail. */
  approve(email: string): Promise<string>;
  /** The token of the password-reset link the store e-mailed to `email`. */
  resetToken(email: string): Promise<string>;
  /** Staff remove the product from the catalog for good (not archived): orders keep its lines without it. */
  removeProduct(productId: number): Promise<void>;
  close(): Promise<void>;
}

/** Our store-api on a seeded in-memory database: staff approve with its staff service; links come from its mail. */
export async function storeApiBackend(): Promise<JourneyBackend> {
  const store = await startRealStore();
  const mailDir = dataPaths(store.config).mail;
  const certificates = await createCertificateStore(store.config);
  const staff = {
    db: store.db,
    config: store.config,
    certificates,
    mailer: createMailer({
      smtpUrl: undefined,
      mailDir,
      from: 'staff@example.com',
      log: { info() {}, error() {} },
    }),
    store: storeIdentity(store.config),
  };
  return {
    apiUrl: store.apiUrl,
    async approve(email) {
      await approveCustomer(staff, email);
      return new URL(await linkInMail(mailDir, email, '/create-account/')).pathname.split('/').at(-1)!;
    },
    async resetToken(email) {
      return new URL(await linkInMail(mailDir, email, '/my-account/reset-password')).searchParams.get(
        'token',
      )!;
    },
    async removeProduct(productId) {
      await store.db.query('DELETE FROM products WHERE id = $1', [productId]);
    },
    async close() {
      await staff.mailer.close();
      certificates.close();
      await store.close();
    },
  };
}

/**
 * The REST API as the spec describes it (SpecRestDouble). Its staff approve in its own system; its reset link
 * carries the token the client made up and sent with lost-password (section 4). A client that sent none (our
 * gateway) is given a made-up one of 32 characters, as the spec's client would: the host ignores it anyway.
 */
export async function specHostBackend(): Promise<JourneyBackend> {
  const double = await SpecRestDouble.start();
  return {
    apiUrl: double.apiUrl,
    approve: (email) => Promise.resolve(double.approve(email)),
    resetToken: (email) => Promise.resolve(double.resetTokenOf(email) ?? randomBytes(16).toString('hex')),
    removeProduct: (productId) => Promise.resolve(double.removeProduct(productId)),
    close: () => double.close(),
  };
}

/** The newest link containing `part` in the mail to `email`; waits for it, since the store mails after answering. */
async function linkInMail(mailDir: string, email: string, part: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    for (const file of files.reverse()) {
      const text = textOfMail(await readFile(path.join(mailDir, file), 'utf8'));
      if (!text.to.includes(email)) continue;
      const link = text.links.find((candidate) => candidate.includes(part));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} with a ${part} link in ${mailDir}`);
}

/** The recipient and the links of the text part of an .eml file (7bit, quoted-printable or base64). */
function textOfMail(raw: string): { to: string; links: string[] } {
  const to = /^to:\s*(.+)$/im.exec(raw)?.[1] ?? '';
  const parts = raw.split(/^--.+$/m);
  const plainPart = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? raw;
  const split = plainPart.search(/\r?\n\r?\n/);
  const headers = plainPart.slice(0, split);
  const body = plainPart.slice(split).trim();
  const text = /content-transfer-encoding:\s*base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /content-transfer-encoding:\s*quoted-printable/i.test(headers)
      ? Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : body;
  return { to, links: [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]) };
}
