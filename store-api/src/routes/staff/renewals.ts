import { z } from 'zod';
import { isIsoDate, messages as M } from '@storefront/contract';
import { RENEWAL_STATUSES, STAFF_RENEWALS } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { envelope, sendCertificate } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput } from '../../http/validate.js';
import { readCertificate } from '../../services/certificate-store.js';
import { listRenewals, renewalFile, reviewRenewal, setCertificateDates } from '../../services/licences.js';
import { recordRenewalFileDownload } from '../../services/staff-downloads.js';
import { queryChoice, queryId, routeId } from './params.js';

/** An optional date of the body: absent or empty leaves the date as it is. */
const optionalDate = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? '' : v),
    z
      .string({ error: message })
      .max(10, message)
      .refine((v) => v === '' || isIsoDate(v), message)
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
  );

const DatesInput = z.object({
  tobacco_license_expires_on: optionalDate(M.properTobaccoDate),
  tax_id_expires_on: optionalDate(M.properTaxDate),
});

const RejectInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().min(1, M.enterRejectReason).max(1000, M.tooLong('reason', 1000)),
  ),
});

/** Certificate dates of a customer and the renewals buyers upload (admin, sales). */
export function staffRenewalRoutes(app: StaffApi, ctx: AppContext): void {
  const { db } = ctx;

  staffRoute(app, STAFF_RENEWALS.setCertificateDates, async (request) => {
    const id = routeId(request.params.id, 'customer');
    const input = parseInput(DatesInput, await readBody(request, STAFF_RENEWALS.setCertificateDates));
    if (input.tobacco_license_expires_on === undefined && input.tax_id_expires_on === undefined)
      throw new UnprocessableError(M.properTobaccoDate, 'INVALID', 'tobacco_license_expires_on');
    const dates = await setCertificateDates(
      db,
      id,
      { tobacco: input.tobacco_license_expires_on, tax: input.tax_id_expires_on },
      staffOf(request).id,
    );
    if (!dates) throw StaffRefusal.notFound('customer');
    return envelope(dates, M.certificateDatesUpdatedOk);
  });

  staffRoute(app, STAFF_RENEWALS.renewals, async (request) => {
    const { query } = request;
    const status = queryChoice(query.status, RENEWAL_STATUSES, 'status', 'status');
    const customerId = queryId(query.customer_id, 'customer_id', 'customer');
    return envelope(await listRenewals(db, { status, customerId }));
  });

  staffRoute(app, STAFF_RENEWALS.renewalFile, async (request, reply) => {
    const id = routeId(request.params.id, 'renewal');
    const key = await renewalFile(db, id);
    const file = key ? await readCertificate(ctx.certificates, key) : null;
    if (!file) throw StaffRefusal.notFound('renewal');
    await recordRenewalFileDownload(db, staffOf(request).id, id);
    return sendCertificate(reply, file);
  });

  async function review(id: number, approve: boolean, reason: string | null, staffId: number) {
    const result = await reviewRenewal(ctx, id, { approve, reason }, staffId);
    if (result.outcome === 'not-found') throw StaffRefusal.notFound('renewal');
    if (result.outcome === 'already-reviewed')
      throw new UnprocessableError(M.renewalAlreadyReviewed, 'INVALID', null);
    return envelope(result.renewal);
  }

  staffRoute(app, STAFF_RENEWALS.approveRenewal, async (request) =>
    review(routeId(request.params.id, 'renewal'), true, null, staffOf(request).id),
  );

  staffRoute(app, STAFF_RENEWALS.rejectRenewal, async (request) => {
    const id = routeId(request.params.id, 'renewal');
    const { reason } = parseInput(RejectInput, await readBody(request, STAFF_RENEWALS.rejectRenewal));
    return review(id, false, reason, staffOf(request).id);
  });
}
