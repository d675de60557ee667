import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text as multipart/alternative. */
  html?: string;
  replyTo?: string;
}

/** A message, or one still being rendered from its template. */
type PendingMail = MailMessage | PromiseLike<MailMessage>;

interface MailLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** Sends or writes the message; rejects when it could not. */
  send(message: PendingMail): Promise<void>;
  /**
   * Sends, and only logs a failure (of rendering too): for mail that must not undo what the request already
   * saved.
   */
  sendOrLog(message: PendingMail): Promise<boolean>;
  /** Waits for the mails still being sent (a request answered without waiting for its mail), then closes. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** Where .eml files go when there is no SMTP server. */
  mailDir: string;
  from: string;
  log: MailLogger;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in data/mail. */
export function createMailer({ smtpUrl, mailDir, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(pending: PendingMail): Promise<void> {
    const message = await pending;
    const info = await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    // Never the text: links in it log people in or reset passwords. A developer opens the .eml file instead.
    const details = { to: message.to, subject: message.subject };
    if (smtpUrl) {
      log.info(details, 'mail sent');
      return;
    }
    // The file holds working links: its owner's alone, whatever the umask.
    await mkdir(mailDir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    log.info({ ...details, file }, 'mail written');
  }

  // Mails a request did not wait for (an order's, a registration's): shutting down finishes them first.
  const sending = new Set<Promise<boolean>>();

  async function sendOrLog(pending: PendingMail): Promise<boolean> {
    let message: MailMessage | undefined;
    try {
      message = await pending;
      await send(message);
      return true;
    } catch (error) {
      log.error({ err: error, to: message?.to, subject: message?.subject }, 'mail could not be sent');
      return false;
    }
  }

  return {
    send,
    sendOrLog(pending) {
      const sent = sendOrLog(pending);
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
      return sent;
    },
    async close() {
      await Promise.allSettled([...sending]);
      transport.close();
    },
  };
}
