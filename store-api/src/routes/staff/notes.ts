import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { StaffRefusal } from '../../errors.js';
import { readForm } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import {
  addNote,
  listNotes,
  noteBody,
  noteSubjectExists,
  type NoteSubject,
} from '../../services/staff-notes.js';
import { routeId } from './params.js';

const PATHS: Readonly<Record<NoteSubject, string>> = {
  customer: 'customers',
  registration: 'registrations',
  order: 'orders',
};

/**
 * A record's staff-only notes: read them, add one (audited). Registered in the scope of the record's own routes,
 * so the same roles may note what they may see.
 */
export function staffNoteRoutes(app: FastifyInstance, db: Database, subject: NoteSubject): void {
  const base = `/${PATHS[subject]}/:id/notes`;

  app.get(base, async (request) => {
    const id = routeId(request.params, 'id', subject);
    if (!(await noteSubjectExists(db, subject, id))) throw StaffRefusal.notFound(subject);
    return envelope(await listNotes(db, subject, id));
  });

  app.post(base, async (request) => {
    const id = routeId(request.params, 'id', subject);
    const { fields } = await readForm(request);
    const note = await addNote(db, subject, id, staffOf(request).id, noteBody(fields.body));
    if (!note) throw StaffRefusal.notFound(subject);
    return envelope(note);
  });
}
