import { z } from 'zod';
import { restCall } from '../call.js';
import { Id } from '../fields.js';
import { STAFF_NOTE_SUBJECTS } from './values.js';

/** A staff-only note; buyers' calls never carry one. */
export const RestStaffNoteSchema = z.object({
  id: Id,
  subject_type: z.enum(STAFF_NOTE_SUBJECTS),
  subject_id: Id,
  body: z.string(),
  author: z.object({ id: Id, name: z.string(), email: z.string() }),
  created_at: z.string(),
});
export type RestStaffNote = z.infer<typeof RestStaffNoteSchema>;

function notesOf<const Area extends 'customers' | 'orders' | 'registrations'>(area: Area) {
  return {
    list: restCall({
      name: `staff/${area}/:id/notes`,
      method: 'GET',
      path: `/staff/${area}/:id/notes`,
      write: false,
      origin: 'ours',
      access: 'staff',
      wrapping: 'envelope',
      answer: z.array(RestStaffNoteSchema),
    }),
    add: restCall({
      name: `staff/${area}/:id/notes`,
      method: 'POST',
      path: `/staff/${area}/:id/notes`,
      write: true,
      origin: 'ours',
      access: 'staff',
      // 1 to 2000 characters; the host refuses others in its own words.
      body: z.object({ body: z.string() }),
      wrapping: 'envelope',
      answer: RestStaffNoteSchema,
    }),
  };
}

const customer = notesOf('customers');
const order = notesOf('orders');
const registration = notesOf('registrations');

/**
 * Staff-only notes on a customer, an order or a registration: read them (newest first; a customer's and its
 * registration's together), add one (`{body}`, 1 to 2000 characters; audited). Each by the roles of its record.
 */
export const STAFF_NOTES = {
  customerNotes: customer.list,
  addCustomerNote: customer.add,
  orderNotes: order.list,
  addOrderNote: order.add,
  registrationNotes: registration.list,
  addRegistrationNote: registration.add,
} as const;
