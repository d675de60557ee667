import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '../http/body.js';
import { UnprocessableError } from '../http/errors.js';
import { messages as M } from '@storefront/contract';

const signatures: { ext: string; bytes: number[] }[] = [
  { ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The file's real type from its first bytes; the name and declared type are not trusted. */
export function sniffCertificateType(data: Buffer): 'pdf' | 'png' | 'jpg' | null {
  const match = signatures.find(
    ({ bytes }) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b),
  );
  return (match?.ext as 'pdf' | 'png' | 'jpg' | undefined) ?? null;
}

export interface CheckedCertificate {
  ext: string;
  data: Buffer;
}

/** Validates one optional upload; an empty file part (no file chosen) counts as absent. */
export function checkCertificate(
  file: UploadedFile | undefined,
  label: string,
  maxBytes: number,
): CheckedCertificate | null {
  if (!file || (file.data.length === 0 && !file.tooLarge)) return null;
  if (file.tooLarge || file.data.length > maxBytes) {
    throw new UnprocessableError(M.certificateSize(label, maxBytes));
  }
  const ext = sniffCertificateType(file.data);
  if (!ext) throw new UnprocessableError(M.certificateType(label));
  return { ext, data: file.data };
}

/**
 * Stores certificates under random names in the uploads folder (never served) and returns their paths
 * relative to DATA_DIR; `discard` removes them again when the registration does not go through.
 */
export async function storeCertificates(
  dataDir: string,
  uploadsDir: string,
  certificates: (CheckedCertificate | null)[],
): Promise<{ paths: (string | null)[]; discard: () => Promise<void> }> {
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  const paths: (string | null)[] = [];
  for (const certificate of certificates) {
    if (!certificate) {
      paths.push(null);
      continue;
    }
    const file = path.join(uploadsDir, `${randomBytes(16).toString('hex')}.${certificate.ext}`);
    await writeFile(file, certificate.data, { mode: 0o600, flag: 'wx' });
    written.push(file);
    paths.push(path.relative(dataDir, file));
  }
  return {
    paths,
    discard: async () => {
      await Promise.all(written.map((file) => rm(file, { force: true })));
    },
  };
}
