import { STORE_TIME_ZONE } from '@storefront/contract';

/**
 * SQL that keeps `column`, a point in time, within the store's days `from` to `to` (both included): parameters of
 * type date, each NULL for no bound. The days are New Jersey's, as every screen writes them. A bare `created_at >=
 * $1::date` counts in the database session's zone, UTC on most servers, so an order placed at 8 PM would fall on the
 * next day, and a filter on today would miss every evening's entries. The bounds are computed once, not per row, so
 * the column's index still serves.
 */
export function withinStoreDays(column: string, from: string, to: string): string {
  const zone = `'${STORE_TIME_ZONE}'`;
  return `(${from}::date IS NULL OR ${column} >= ${from}::date::timestamp AT TIME ZONE ${zone})
      AND (${to}::date IS NULL OR ${column} < (${to}::date + 1)::timestamp AT TIME ZONE ${zone})`;
}
