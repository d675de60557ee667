import type { RestStaffHomeSchema } from '@storefront/contract/rest';
import type { z } from 'zod';
import type { Queryable } from '../db/database.js';
import type { StaffRole } from './staff-accounts.js';
import { countCustomers } from './staff-customers.js';

/**
 * What waits today, for the back office's home and the counts beside its navigation. A count the member's role
 * does not cover is null (sales see no orders' counts, warehouse no registrations'), so nothing is read for it.
 */
export type StaffHome = z.input<typeof RestStaffHomeSchema>;

const SALES: readonly StaffRole[] = ['admin', 'sales'];
const WAREHOUSE: readonly StaffRole[] = ['admin', 'warehouse'];

export async function loadStaffHome(db: Queryable, role: StaffRole): Promise<StaffHome> {
  const sales = SALES.includes(role);
  const warehouse = WAREHOUSE.includes(role);
  const [registrations, orders, licences, products] = await Promise.all([
    sales
      ? db.query<{ waiting: number; oldest_at: Date | null }>(
          `SELECT count(*)::int AS waiting, min(created_at) AS oldest_at FROM customers WHERE status = 'pending'`,
        )
      : null,
    warehouse
      ? db.query<{ to_process: number; to_ship: number }>(
          `SELECT count(*) FILTER (WHERE order_status = 'pending')::int AS to_process,
                  count(*) FILTER (WHERE order_status = 'processing')::int AS to_ship
             FROM orders WHERE order_status IN ('pending', 'processing')`,
        )
      : null,
    sales
      ? countCustomers(db, {
          search: null,
          status: null,
          membershipCategory: null,
          stateId: null,
          certificate: 'expiring',
        })
      : null,
    warehouse ? db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE stock = 0') : null,
  ]);
  const waiting = registrations?.[0];
  return {
    registrations: waiting
      ? { waiting: waiting.waiting, oldest_at: waiting.oldest_at?.toISOString() ?? null }
      : null,
    orders: orders?.[0] ?? null,
    licences_expiring: licences,
    products_out_of_stock: products?.[0]?.n ?? null,
  };
}
