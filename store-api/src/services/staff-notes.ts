import type { z } from 'zod';
import { messages as M, STAFF_NOTE } from '@storefront/contract';
import type { RestStaffNoteSchema, STAFF_NOTE_SUBJECTS } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { UnprocessableError } from '../errors.js';
import { recordAudit } from './audit.js';

export type NoteSubject = (typeof STAFF_NOTE_SUBJECTS)[number];

/**
 * A staff-only note: what a staff member wrote about a record, and when (its author is always known: staff are
 * deactivated, never removed). Buyers never read notes.
 */
export type StaffNote = z.input<typeof RestStaffNoteSchema>;

/*
 * A registration and the customer it becomes are one business (one row, one id): what staff noted while
 * reviewing it is still worth reading on the customer's page, and the other way round.
 */
const SAME_BUSINESS: Readonly<Record<NoteSubject, readonly NoteSubject[]>> = {
  customer: ['customer', 'registration'],
  registration: ['registration', 'customer'],
  order: ['order'],
};

/** The record's notes (and its business's, for a customer or registration), newest first, at most 200. */
export async function listNotes(db: Queryable, subject: NoteSubject, id: number): Promise<StaffNote[]> {
  const rows = await db.query<{
    id: number;
    subject_type: NoteSubject;
    subject_id: number;
    body: string;
    staff_id: number;
    name: string;
    email: string;
    created_at: Date;
  }>(
    `SELECT n.id, n.subject_type, n.subject_id, n.body, n.staff_id, s.name, s.email, n.created_at
       FROM staff_notes n JOIN staff s ON s.id = n.staff_id
      WHERE n.subject_type = ANY($1::text[]) AND n.subject_id = $2
      ORDER BY n.created_at DESC, n.id DESC LIMIT 200`,
    [SAME_BUSINESS[subject], id],
  );
  return rows.map((row) => ({
    id: row.id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    body: row.body,
    author: { id: row.staff_id, name: row.name, email: row.email },
    created_at: row.created_at.toISOString(),
  }));
}

/** The note's text, trimmed: 1 to 2000 characters, or 422 on `body`. */
export function noteBody(value: unknown): string {
  const body = typeof value === 'string' ? value.trim() : '';
  if (body === '') throw new UnprocessableError(M.enterNote, 'INVALID', 'body');
  if (body.length > STAFF_NOTE.max) throw new UnprocessableError(M.noteTooLong, 'INVALID', 'body');
  return body;
}

const SUBJECT_TABLE: Readonly<Record<NoteSubject, string>> = {
  customer: 'customers',
  registration: 'customers',
  order: 'orders',
};

/** Whether the record a note would be about exists. */
export async function noteSubjectExists(db: Queryable, subject: NoteSubject, id: number): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 FROM ${SUBJECT_TABLE[subject]} WHERE id = $1`, [id]);
  return row !== undefined;
}

/**
 * Adds a note with its audit entry, in one transaction; undefined when the record does not exist (nothing is
 * written).
 */
export async function addNote(
  db: Database,
  subject: NoteSubject,
  id: number,
  staffId: number,
  body: string,
): Promise<StaffNote | undefined> {
  const noteId = await db.transaction(async (tx) => {
    if (!(await noteSubjectExists(tx, subject, id))) return undefined;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO staff_notes (subject_type, subject_id, staff_id, body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [subject, id, staffId, body],
    );
    await recordAudit(tx, {
      staffId,
      action: `${subject}.note`,
      subject,
      subjectId: id,
      before: null,
      after: { note: body },
    });
    return row!.id;
  });
  if (noteId === undefined) return undefined;
  return (await listNotes(db, subject, id)).find((note) => note.id === noteId);
}
