import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { envelope } from '../http/reply.js';
import { idList, requiredId } from '../http/validate.js';
import { messages as M } from '@storefront/contract';

/** Countries, states and membership categories: the lists the register, address and checkout forms use. */
export function referenceRoutes(app: FastifyInstance, db: Queryable): void {
  // The spec reads these two as plain arrays, not in the data envelope.
  app.get('/country', async () => db.query('SELECT id, country FROM countries ORDER BY country, id'));

  app.get('/states', async () => db.query('SELECT id, state, country_id FROM states ORDER BY state, id'));

  app.get('/posstates', async (request) => {
    const countryId = requiredId((request.query as Record<string, unknown>).id, {
      message: M.selectCountry,
      code: 'INVALID',
      field: 'id',
    });
    return envelope(
      await db.query('SELECT id, state FROM states WHERE country_id = $1 ORDER BY state, id', [countryId]),
    );
  });

  app.get('/states-by-ids', async (request) => {
    const ids = idList((request.query as Record<string, unknown>).ids, 200, {
      message: 'The ids must be at most 200 state ids joined with commas.',
      code: 'INVALID',
      field: 'ids',
    });
    const rows = await db.query<{ id: number; state: string }>(
      'SELECT id, state FROM states WHERE id = ANY($1::int[])',
      [ids],
    );
    return envelope(Object.fromEntries(rows.map((row) => [String(row.id), row.state])));
  });

  app.get('/pos-customer-category', async () =>
    envelope(await db.query('SELECT cc_id, cc_name FROM membership_categories ORDER BY position, cc_id')),
  );
}
