import { REORDER_REMINDERS } from '@storefront/contract/limits';

import { type CodeRow, isCode, parseQuantity } from './csv';

/** The longest `lines` parameter read: a full list of the longest codes with 4-digit quantities. */
export const PREFILL_MAX_CHARS = REORDER_REMINDERS.prefillLines * 66;

/** What a link's `lines` gives: its rows, and how many of its entries were left out. */
export interface Prefill {
  rows: CodeRow[];
  skipped: number;
}

/**
 * The rows of a link to the quick order (`?lines=CODE:QTY,CODE:QTY`, as a reorder reminder e-mails it): each entry
 * a code (the quick order's rule) and a whole quantity from 1 to 9999 after its last colon. At most
 * REORDER_REMINDERS.prefillLines rows; bad entries and those beyond are left out and counted; a parameter longer
 * than PREFILL_MAX_CHARS gives nothing.
 */
export function readPrefill(search: URLSearchParams): Prefill {
  const raw = search.get('lines');
  if (raw === null || raw.trim() === '') return { rows: [], skipped: 0 };
  const entries = raw.split(',').filter((entry) => entry.trim() !== '');
  if (raw.length > PREFILL_MAX_CHARS) return { rows: [], skipped: entries.length };
  const rows: CodeRow[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const colon = entry.lastIndexOf(':');
    const code = colon > 0 ? entry.slice(0, colon).trim() : '';
    const quantity = colon > 0 ? parseQuantity(entry.slice(colon + 1)) : null;
    if (!isCode(code) || quantity === null || rows.length >= REORDER_REMINDERS.prefillLines) skipped++;
    else rows.push({ code, quantity });
  }
  return { rows, skipped };
}
