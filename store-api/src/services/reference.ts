import type { Queryable } from '../db/database.js';
import type { Order } from './orders.js';

// Countries, states and membership categories: the lists the register, address and checkout forms use.

export function countries(db: Queryable): Promise<{ id: number; country: string }[]> {
  return db.query('SELECT id, country FROM countries ORDER BY country, id');
}

export function states(db: Queryable): Promise<{ id: number; state: string; country_id: number }[]> {
  return db.query('SELECT id, state, country_id FROM states ORDER BY state, id');
}

export function statesOfCountry(db: Queryable, countryId: number): Promise<{ id: number; state: string }[]> {
  return db.query('SELECT id, state FROM states WHERE country_id = $1 ORDER BY state, id', [countryId]);
}

/** State names by id ("31" → "New Jersey"); unknown ids are left out. */
/** The names of the states an order's addresses are in, for the order's mails. */
export async function orderStateNames(db: Queryable, order: Order): Promise<Record<string, string>> {
  const addresses = [order.billing_address, ...(order.shipping_address ? [order.shipping_address] : [])];
  return stateNames(
    db,
    addresses.map((address) => address.state_id),
  );
}

export async function stateNames(db: Queryable, ids: number[]): Promise<Record<string, string>> {
  const rows = await db.query<{ id: number; state: string }>(
    'SELECT id, state FROM states WHERE id = ANY($1::int[])',
    [ids],
  );
  return Object.fromEntries(rows.map((row) => [String(row.id), row.state]));
}

export async function stateExists(db: Queryable, stateId: number): Promise<boolean> {
  const [state] = await db.query('SELECT 1 FROM states WHERE id = $1', [stateId]);
  return state !== undefined;
}

export function membershipCategories(db: Queryable): Promise<{ cc_id: number; cc_name: string }[]> {
  return db.query('SELECT cc_id, cc_name FROM membership_categories ORDER BY position, cc_id');
}

/** The ids a registration may choose from: countries, each state's country, membership categories. */
export interface ReferenceSets {
  countries: Set<number>;
  stateCountry: Map<number, number>;
  memberships: Set<number>;
}

export async function referenceSets(db: Queryable): Promise<ReferenceSets> {
  const [countries, states, memberships] = await Promise.all([
    db.query<{ id: number }>('SELECT id FROM countries'),
    db.query<{ id: number; country_id: number }>('SELECT id, country_id FROM states'),
    db.query<{ cc_id: number }>('SELECT cc_id FROM membership_categories'),
  ]);
  return {
    countries: new Set(countries.map((c) => c.id)),
    stateCountry: new Map(states.map((s) => [s.id, s.country_id])),
    memberships: new Set(memberships.map((m) => m.cc_id)),
  };
}
