import { z } from 'zod';
import { REGISTRATION_DOCUMENTS } from '@storefront/contract';
import { REGISTRATION_STATUSES, STAFF_REGISTRATIONS } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody, readForm } from '../../http/body.js';
import { envelope, sendCertificate, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput } from '../../http/validate.js';
import { pageRequest } from '../../http/pagination.js';
import { informationRequested, registrationRejected } from '../../mail/staff-mail.js';
import { readCertificate } from '../../services/certificate-store.js';
import { checkCertificate, storeCertificates } from '../../services/certificates.js';
import { recordRegistrationCertificateDownload } from '../../services/staff-downloads.js';
import { approveCustomer, rejectCustomer } from '../../services/staff.js';
import {
  attachDocument,
  listRegistrations,
  loadRegistration,
  registrationCertificateKey,
  registrationDocumentKey,
  requestInformation,
} from '../../services/staff-registrations.js';
import { queryChoice, routeId } from './params.js';

const requiredText = (what: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .min(1, `Please enter the ${what}.`)
      .max(max, `The ${what} may not be greater than ${max} characters.`),
  );

const RejectInput = z.object({ reason: requiredText('reason', 1000) });
const InformationInput = z.object({ message: requiredText('message', 2000) });

/** Pending registrations to review, their certificates, and the three decisions (admin, sales). */
export function staffRegistrationRoutes(app: StaffApi, ctx: AppContext): void {
  const { db, mailer, store } = ctx;

  async function registrationOr404(id: number) {
    const registration = await loadRegistration(db, id);
    if (!registration) throw StaffRefusal.notFound('registration');
    return registration;
  }

  staffRoute(app, STAFF_REGISTRATIONS.registrations, async (request) => {
    const { query } = request;
    const status = queryChoice(query.status, REGISTRATION_STATUSES, 'status', 'status') ?? 'pending';
    const page = pageRequest(query, 25);
    const { total, rows } = await listRegistrations(db, status, page);
    return listEnvelope(rows, total, page);
  });

  staffRoute(app, STAFF_REGISTRATIONS.registration, async (request) =>
    envelope(await registrationOr404(routeId(request.params.id, 'registration'))),
  );

  staffRoute(app, STAFF_REGISTRATIONS.certificate, async (request, reply) => {
    const id = routeId(request.params.id, 'registration');
    const { kind } = request.params;
    if (kind !== 'tax' && kind !== 'tobacco') throw StaffRefusal.notFound('certificate');
    await registrationOr404(id);
    const key = await registrationCertificateKey(db, id, kind);
    const file = key ? await readCertificate(ctx.certificates, key) : null;
    if (!file) throw StaffRefusal.notFound('certificate');
    await recordRegistrationCertificateDownload(db, staffOf(request).id, id, kind);
    return sendCertificate(reply, file);
  });

  staffRoute(app, STAFF_REGISTRATIONS.approveRegistration, async (request) => {
    const id = routeId(request.params.id, 'registration');
    await registrationOr404(id);
    await approveCustomer(ctx, String(id), staffOf(request).id);
    return envelope(await registrationOr404(id));
  });

  staffRoute(app, STAFF_REGISTRATIONS.rejectRegistration, async (request) => {
    const id = routeId(request.params.id, 'registration');
    const { reason } = parseInput(
      RejectInput,
      await readBody(request, STAFF_REGISTRATIONS.rejectRegistration),
    );
    await registrationOr404(id);
    const customer = await rejectCustomer(db, String(id), { staffId: staffOf(request).id, reason });
    await mailer.sendOrLog(registrationRejected(store, customer, reason));
    return envelope(await registrationOr404(id));
  });

  staffRoute(app, STAFF_REGISTRATIONS.requestRegistrationInformation, async (request) => {
    const id = routeId(request.params.id, 'registration');
    const { message } = parseInput(
      InformationInput,
      await readBody(request, STAFF_REGISTRATIONS.requestRegistrationInformation),
    );
    const registration = await registrationOr404(id);
    if (!(await requestInformation(db, id, staffOf(request).id, message)))
      throw new UnprocessableError(
        'Only a pending registration can be asked for more information.',
        'INVALID',
        null,
      );
    await mailer.sendOrLog(
      informationRequested(store, { name: registration.contact_name, email: registration.email }, message),
    );
    return envelope(await registrationOr404(id));
  });

  // Multipart: the document is read as a form's file, checked by its first bytes like a certificate.
  staffRoute(app, STAFF_REGISTRATIONS.attachRegistrationDocument, async (request) => {
    const id = routeId(request.params.id, 'registration');
    const { messages: DM, maxBytes } = REGISTRATION_DOCUMENTS;
    const { files } = await readForm(request, { acceptFiles: ['document'], maxFileBytes: maxBytes });
    const document = checkCertificate(files.document, { label: 'document', field: 'document' }, maxBytes);
    if (!document) throw new UnprocessableError(DM.required, 'INVALID', 'document');
    await registrationOr404(id);
    // Stored first, so a document row never names a file that is not there; removed again when it is refused.
    const stored = await storeCertificates(ctx.certificates, [document], request.log);
    let outcome: Awaited<ReturnType<typeof attachDocument>>;
    try {
      outcome = await attachDocument(db, id, staffOf(request).id, stored.keys[0]!);
    } catch (error) {
      await stored.discard();
      throw error;
    }
    if (outcome !== 'attached') {
      await stored.discard();
      if (outcome === 'not-found') throw StaffRefusal.notFound('registration');
      throw new UnprocessableError(DM.tooMany, 'LIMIT_REACHED', 'document');
    }
    return envelope(await registrationOr404(id));
  });

  staffRoute(app, STAFF_REGISTRATIONS.registrationDocument, async (request, reply) => {
    const id = routeId(request.params.id, 'registration');
    const documentId = routeId(request.params.documentId, 'document');
    const key = await registrationDocumentKey(db, id, documentId);
    const file = key ? await readCertificate(ctx.certificates, key) : null;
    if (!file) throw StaffRefusal.notFound('document');
    return sendCertificate(reply, file);
  });
}
