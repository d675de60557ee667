import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { inject } from 'vitest';

/** An e-mail the store wrote to DATA_DIR/mail as an .eml file (no SMTP_URL in the journeys). */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export function mailDir(): string {
  return path.join(inject('dataDir'), 'mail');
}

function unfoldHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseEml(file: string, raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  let encoding = headers.get('content-transfer-encoding') ?? '7bit';
  if (boundary) {
    // multipart: take the text/plain part
    const parts = body.split(`--${boundary}`);
    const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? parts[1] ?? '';
    const partSplit = plain.search(/\r?\n\r?\n/);
    const partHeaders = unfoldHeaders(plain.slice(0, partSplit).trim());
    encoding = partHeaders.get('content-transfer-encoding') ?? '7bit';
    body = plain.slice(partSplit).trim();
  }
  const text = /base64/i.test(encoding)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(encoding)
      ? decodeQuotedPrintable(body)
      : body;
  return {
    file,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    links: [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]),
  };
}

/** Every message in the mail folder, oldest first (file names start with the time they were written). */
export async function allMail(): Promise<Mail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(mailDir(), name);
      return parseEml(file, await readFile(file, 'utf8'));
    }),
  );
}

/**
 * The newest message to `address` (whose subject matches, when given) that was not in `seenBefore`; waits up to
 * `timeoutMs` for it, since the store writes mail after answering.
 */
export async function newestMailTo(
  address: string,
  options: { subject?: RegExp; linkIncludes?: string; seenBefore?: Set<string>; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const wanted = address.toLowerCase();
  for (;;) {
    const candidates = (await allMail()).filter(
      (mail) =>
        mail.to.toLowerCase().includes(wanted) &&
        (!options.subject || options.subject.test(mail.subject)) &&
        (!options.linkIncludes || mail.links.some((link) => link.includes(options.linkIncludes!))) &&
        !options.seenBefore?.has(mail.file),
    );
    const newest = candidates.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      const seen = (await allMail()).map(
        (mail) => `  ${path.basename(mail.file)} to ${mail.to}: ${mail.subject}`,
      );
      throw new Error(
        `No e-mail to ${address}${options.linkIncludes ? ` with a ${options.linkIncludes} link` : ''} in ${mailDir()} ` +
          `after ${options.timeoutMs ?? 10_000} ms. Messages there:\n${seen.join('\n') || '  (none)'}`,
      );
    }
    await delay(200);
  }
}

/** File names of the messages there now, to find the next one with `seenBefore`. */
export async function mailSnapshot(): Promise<Set<string>> {
  return new Set((await allMail()).map((mail) => mail.file));
}

/** The first link in the newest message to `address` whose URL contains `linkIncludes` (e.g. '/create-account/'). */
export async function linkFromNewestMail(
  address: string,
  linkIncludes: string,
  options: { seenBefore?: Set<string>; timeoutMs?: number } = {},
): Promise<string> {
  const mail = await newestMailTo(address, { ...options, linkIncludes });
  return mail.links.find((link) => link.includes(linkIncludes))!;
}
