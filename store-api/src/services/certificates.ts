import { randomBytes } from 'node:crypto';
import { UnprocessableError } from '../errors.js';
import { messages as M, UPLOAD } from '@storefront/contract';
import { type CertificateExtension, type CertificateStore } from './certificate-store.js';

/** A file part of a form, as the body reader kept it. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
  /** More bytes were sent than the limit: data holds only the first part. */
  tooLarge: boolean;
}

const signatures: { ext: CertificateExtension; bytes: number[] }[] = [
  { ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The file's real type from its first bytes; the name and declared type are not trusted. */
function sniffCertificateType(data: Buffer): CertificateExtension | null {
  const match = signatures.find(
    ({ bytes }) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b),
  );
  return match?.ext ?? null;
}

export interface CheckedCertificate {
  ext: CertificateExtension;
  data: Buffer;
}

/** Validates one optional upload; an empty file part (no file chosen) counts as absent. */
export function checkCertificate(
  file: UploadedFile | undefined,
  { label, field }: { label: string; field: string },
  maxBytes: number,
): CheckedCertificate | null {
  if (!file || (file.data.length === 0 && !file.tooLarge)) return null;
  if (file.tooLarge || file.data.length > maxBytes) {
    throw new UnprocessableError(M.certificateSize(label, maxBytes), 'INVALID', field);
  }
  const ext = sniffCertificateType(file.data);
  if (!ext) throw new UnprocessableError(M.certificateType(label), 'INVALID', field);
  return { ext, data: file.data };
}

/**
 * Stores certificates under random keys (never served) and returns the keys, in order, for the customer's row;
 * `discard` removes them again when the registration does not go through. When one write fails, the others are
 * removed before the error goes on: a registration keeps all of its certificates or none.
 */
export async function storeCertificates(
  store: CertificateStore,
  certificates: (CheckedCertificate | null)[],
  log: { error(details: object, message: string): void },
): Promise<{ keys: (string | null)[]; discard: () => Promise<void> }> {
  const keys = certificates.map((certificate) =>
    certificate ? `uploads/${randomBytes(16).toString('hex')}.${certificate.ext}` : null,
  );
  const written = keys.filter((key) => key !== null);
  const discard = async () => {
    const results = await Promise.allSettled(written.map((key) => store.delete(key)));
    const failed = results.flatMap((result, i) =>
      result.status === 'rejected'
        ? [{ key: store.locate(written[i]!), reason: result.reason as unknown }]
        : [],
    );
    if (failed.length > 0) {
      log.error(
        { objects: failed.map((f) => f.key), err: failed[0]!.reason },
        'certificates of a registration that did not go through could not be deleted: delete them by hand',
      );
    }
  };
  const puts = await Promise.allSettled(
    certificates.map((certificate, i) =>
      certificate
        ? store.put(keys[i]!, certificate.data, UPLOAD.contentTypes[certificate.ext])
        : Promise.resolve(),
    ),
  );
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    // A write that timed out may still have landed: every key is deleted, written or not.
    await discard();
    throw failed.reason;
  }
  return { keys, discard };
}
