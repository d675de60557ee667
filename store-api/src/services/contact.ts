import type { Queryable } from '../db/database.js';

/** Keeps a contact-form message (before it is mailed: a mail server being down loses nothing); its id. */
export async function saveContactMessage(
  db: Queryable,
  message: {
    customerId: number | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    ip: string;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (customer_id, name, email, subject, message, ip)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [message.customerId, message.name, message.email, message.subject, message.message, message.ip],
  );
  return row!.id;
}
