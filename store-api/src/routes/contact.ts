import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import { contactMessage } from '../mail/messages.js';
import { contactFields, messages as M } from '@storefront/contract';

const ContactInput = z.object({
  ...contactFields,
  // A subject is a mail header: line breaks would forge headers, so they become spaces.
  subject: contactFields.subject.transform((v) => v.replace(/[\r\n]+/g, ' ')),
});

export function contactRoutes(app: FastifyInstance, { db, mailer, store }: AppContext): void {
  app.post('/send-contact-message', async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(ContactInput, fields);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO contact_messages (customer_id, name, email, subject, message, ip)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [request.customer?.id ?? null, input.name, input.email, input.subject, input.message ?? '', request.ip],
    );
    // Stored first: a mail server being down does not lose the message.
    await mailer.sendOrLog(contactMessage(store, { id: row!.id, ...input, message: input.message ?? '' }));
    return envelope({}, M.messageSentOk);
  });
}
