import { STAFF_NOTES } from '@storefront/contract/rest';
import type { Database } from '../../db/database.js';
import { StaffRefusal } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import {
  addNote,
  listNotes,
  noteBody,
  noteSubjectExists,
  type NoteSubject,
} from '../../services/staff-notes.js';
import { routeId } from './params.js';

/** Each subject's two calls: read its notes, add one. */
const CALLS = {
  customer: { list: STAFF_NOTES.customerNotes, add: STAFF_NOTES.addCustomerNote },
  registration: { list: STAFF_NOTES.registrationNotes, add: STAFF_NOTES.addRegistrationNote },
  order: { list: STAFF_NOTES.orderNotes, add: STAFF_NOTES.addOrderNote },
} as const;

/**
 * A record's staff-only notes: read them, add one (audited). Registered in the scope of the record's own routes,
 * so the same roles may note what they may see.
 */
export function staffNoteRoutes(app: StaffApi, db: Database, subject: NoteSubject): void {
  const calls = CALLS[subject];

  staffRoute(app, calls.list, async (request) => {
    const id = routeId(request.params.id, subject);
    if (!(await noteSubjectExists(db, subject, id))) throw StaffRefusal.notFound(subject);
    return envelope(await listNotes(db, subject, id));
  });

  staffRoute(app, calls.add, async (request) => {
    const id = routeId(request.params.id, subject);
    const fields = await readBody(request, calls.add);
    const note = await addNote(db, subject, id, staffOf(request).id, noteBody(fields.body));
    if (!note) throw StaffRefusal.notFound(subject);
    return envelope(note);
  });
}
