import { z } from 'zod';
import { isIsoDate, messages as M, storeToday } from '@storefront/contract';
import type { AppContext } from '../context.js';
import { UnprocessableError } from '../errors.js';
import { requireCustomer } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import { checkCertificate, storeCertificates } from '../services/certificates.js';
import {
  CERTIFICATE_KINDS,
  hasPendingRenewal,
  pendingRenewals,
  renewalPending,
  submitRenewal,
} from '../services/licences.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { ACCOUNT } from '@storefront/contract/rest';

const RenewalInput = z.object({
  kind: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(CERTIFICATE_KINDS, { error: M.selectCertificateKind }),
  ),
  expires_on: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .min(1, M.enterRenewalDate)
      .max(10, M.enterRenewalDate)
      .refine(isIsoDate, M.enterRenewalDate)
      .refine((v) => v > storeToday(), M.pastRenewalDate),
  ),
});

/** A buyer's renewed tobacco licence or tax certificate, uploaded for staff to review. */
export function renewalRoutes(app: CustomerApi, ctx: AppContext): void {
  const { db, config } = ctx;

  customerRoute(app, ACCOUNT.certificateRenewals, async (request) =>
    envelope(await pendingRenewals(db, requireCustomer(request).id)),
  );

  customerRoute(app, ACCOUNT.uploadCertificateRenewal, async (request) => {
    const customer = requireCustomer(request);
    const { fields, files } = await readForm(request, {
      acceptFiles: ['certificate'],
      maxFileBytes: config.uploadMaxBytes,
    });
    const input = parseInput(RenewalInput, fields);
    const certificate = checkCertificate(
      files.certificate,
      { label: 'certificate', field: 'certificate' },
      config.uploadMaxBytes,
    );
    if (!certificate) throw new UnprocessableError(M.selectCertificateFile, 'INVALID', 'certificate');
    if (await hasPendingRenewal(db, customer.id, input.kind)) throw renewalPending();
    const stored = await storeCertificates(ctx.certificates, [certificate], request.log);
    try {
      await submitRenewal(db, customer.id, {
        kind: input.kind,
        expiresOn: input.expires_on,
        file: stored.keys[0]!,
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
    return envelope(await pendingRenewals(db, customer.id), M.renewalUploadedOk);
  });
}
