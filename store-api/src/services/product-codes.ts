import type { RestCodeMatchSchema, RestCodeSuggestionSchema } from '@storefront/contract/rest';
import type { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { escapeLike } from './products.js';

/** What a code names: the product's id, or null when no product has it. */
export type CodeMatch = z.input<typeof RestCodeMatchSchema>;

/** A product a code being typed may name, with its codes and name (never a price). */
export type CodeSuggestion = z.input<typeof RestCodeSuggestionSchema>;

/**
 * The product each code names, ignoring case, in the order of the codes. Item codes are unique; a SKU or a
 * barcode that several products share names the first of them. An item code wins over a SKU, a SKU over a
 * barcode, so one code never names two products.
 */
export async function findProductIdsByCodes(db: Queryable, codes: readonly string[]): Promise<CodeMatch[]> {
  const keys = [...new Set(codes.map((code) => code.toLowerCase()))];
  if (keys.length === 0) return [];
  const rows = await db.query<{ key: string; id: number }>(
    `SELECT DISTINCT ON (key) key, id FROM (
       SELECT lower(item_code) AS key, id, 1 AS rank FROM products WHERE archived_at IS NULL AND lower(item_code) = ANY($1::text[])
       UNION ALL
       SELECT lower(sku), id, 2 FROM products WHERE archived_at IS NULL AND lower(sku) = ANY($1::text[])
       UNION ALL
       SELECT lower(custom_barcode), id, 3 FROM products
        WHERE archived_at IS NULL AND custom_barcode IS NOT NULL AND lower(custom_barcode) = ANY($1::text[])
     ) matches
     ORDER BY key, rank, id`,
    [keys],
  );
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  return codes.map((code) => ({ code, item_id: byKey.get(code.toLowerCase()) ?? null }));
}

/**
 * Products for a code being typed: first one whose item code, SKU or barcode it is, then those whose codes start
 * with it, then those whose name, brand or codes contain it (the trigram index of the catalog search), at most
 * `limit`.
 */
export async function suggestProductCodes(
  db: Queryable,
  typed: string,
  limit: number,
): Promise<CodeSuggestion[]> {
  const text = escapeLike(typed.toLowerCase());
  return db.query<CodeSuggestion>(
    `SELECT id AS item_id, item_name, item_code, sku, custom_barcode AS barcode
       FROM products
      WHERE archived_at IS NULL
        AND (lower(item_code) LIKE $1 OR lower(sku) LIKE $1 OR lower(custom_barcode) LIKE $1 OR search_text LIKE $2)
      ORDER BY (lower(item_code) = $4 OR lower(sku) = $4 OR coalesce(lower(custom_barcode) = $4, false)) DESC,
               (lower(item_code) LIKE $1 OR lower(sku) LIKE $1 OR coalesce(lower(custom_barcode) LIKE $1, false))
               DESC, item_code, id
      LIMIT $3`,
    [`${text}%`, `%${text}%`, limit, typed.toLowerCase()],
  );
}
