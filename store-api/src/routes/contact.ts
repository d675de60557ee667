import { z } from 'zod';
import type { AppContext } from '../context.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import { contactMessage } from '../mail/messages.js';
import { contactFields, messages as M } from '@storefront/contract';
import { saveContactMessage } from '../services/contact.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { REFERENCE } from '@storefront/contract/rest';

const ContactInput = z.object({
  ...contactFields,
  // A subject is a mail header: line breaks would forge headers, so they become spaces.
  subject: contactFields.subject.transform((v) => v.replace(/[\r\n]+/g, ' ')),
});

export function contactRoutes(app: CustomerApi, { db, mailer, store }: AppContext): void {
  customerRoute(app, REFERENCE.sendContactMessage, async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(ContactInput, fields);
    const message = { ...input, message: input.message ?? '' };
    // Stored first: a mail server being down does not lose the message.
    const id = await saveContactMessage(db, {
      ...message,
      customerId: request.customer?.id ?? null,
      ip: request.ip,
    });
    await mailer.sendOrLog(contactMessage(store, { id, ...message }));
    return envelope({}, M.messageSentOk);
  });
}
