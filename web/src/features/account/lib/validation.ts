import { UPLOAD } from '@storefront/contract/limits';

/** Today in the visitor's calendar, as `YYYY-MM-DD` (what date inputs and the `Date` scalar use). */
export function today(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Certificates: PDF, JPEG or PNG (DESIGN.md), at most UPLOAD.maxBytes; store-api reads their first bytes. */
export const CERTIFICATE_ACCEPT = UPLOAD.accept;
export const CERTIFICATE_MAX_BYTES = UPLOAD.maxBytes;

export function isCertificateType(file: File): boolean {
  return UPLOAD.extensions.test(file.name);
}
