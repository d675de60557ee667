import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseId } from '@storefront/contract';
import type { AppContext } from '../../context.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readForm } from '../../http/body.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { parseInput, queryText } from '../../http/validate.js';
import { pageRequest } from '../../http/pagination.js';
import { informationRequested, registrationRejected } from '../../mail/messages.js';
import { readCertificate } from '../../services/certificate-store.js';
import { approveCustomer, rejectCustomer } from '../../services/staff.js';
import {
  listRegistrations,
  loadRegistration,
  registrationCertificateKey,
  REGISTRATION_STATUSES,
  requestInformation,
  type RegistrationStatus,
} from '../../services/staff-registrations.js';

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

/** The :id of a staff route: an id that cannot be one names nothing (404). */
export function routeId(params: unknown, name = 'id', what = 'record'): number {
  const id = parseId((params as Record<string, unknown>)[name]);
  if (id === null) throw StaffRefusal.notFound(what);
  return id;
}

/** Pending registrations to review, their certificates, and the three decisions (admin, sales). */
export function staffRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, mailer, store } = ctx;

  async function registrationOr404(id: number) {
    const registration = await loadRegistration(db, id);
    if (!registration) throw StaffRefusal.notFound('registration');
    return registration;
  }

  app.get('/registrations', async (request) => {
    const query = request.query as Record<string, unknown>;
    const status = queryText(query.status) || 'pending';
    if (!(REGISTRATION_STATUSES as readonly string[]).includes(status))
      throw new UnprocessableError(
        `The status must be one of ${REGISTRATION_STATUSES.join(', ')}.`,
        'INVALID',
        'status',
      );
    const page = pageRequest(query, 25);
    const { total, rows } = await listRegistrations(db, status as RegistrationStatus, page);
    return listEnvelope(rows, total, page);
  });

  app.get('/registrations/:id', async (request) =>
    envelope(await registrationOr404(routeId(request.params, 'id', 'registration'))),
  );

  app.get('/registrations/:id/certificates/:kind', async (request, reply) => {
    const id = routeId(request.params, 'id', 'registration');
    const { kind } = request.params as { kind: string };
    if (kind !== 'tax' && kind !== 'tobacco') throw StaffRefusal.notFound('certificate');
    await registrationOr404(id);
    const key = await registrationCertificateKey(db, id, kind);
    const file = key ? await readCertificate(ctx.certificates, key) : null;
    if (!file) throw StaffRefusal.notFound('certificate');
    // A licence is personal data: no cache between staff and us keeps it, and the browser shows it, not runs it.
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });

  app.post('/registrations/:id/approve', async (request) => {
    const id = routeId(request.params, 'id', 'registration');
    await registrationOr404(id);
    await approveCustomer(ctx, String(id), staffOf(request).id);
    return envelope(await registrationOr404(id));
  });

  app.post('/registrations/:id/reject', async (request) => {
    const id = routeId(request.params, 'id', 'registration');
    const { fields } = await readForm(request);
    const { reason } = parseInput(RejectInput, fields);
    await registrationOr404(id);
    const customer = await rejectCustomer(db, String(id), { staffId: staffOf(request).id, reason });
    await mailer.sendOrLog(registrationRejected(store, customer, reason));
    return envelope(await registrationOr404(id));
  });

  app.post('/registrations/:id/request-information', async (request) => {
    const id = routeId(request.params, 'id', 'registration');
    const { fields } = await readForm(request);
    const { message } = parseInput(InformationInput, fields);
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
}
