import { messages } from '@storefront/contract/messages';
import { PASSWORD_RULE, UPLOAD } from '@storefront/contract/limits';

import type { Rule } from '../../../shared/lib/validation';

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

/**
 * The checks of a password being chosen, in the spec's order: given (`requiredMessage`), then the rule of
 * @storefront/contract. `applies` limits them to when a password is being chosen at all (account details: only
 * when changing it).
 */
export function newPasswordRules<V extends Record<K, string>, K extends keyof V & string>(
  field: K,
  requiredMessage: string,
  applies: (values: V) => boolean = () => true,
): Rule<V>[] {
  return [
    { field, message: requiredMessage, fails: (v) => applies(v) && v[field] === '' },
    {
      field,
      message: messages.passwordStrength,
      fails: (v) => applies(v) && v[field] !== '' && !PASSWORD_RULE.test(v[field]),
    },
  ];
}
