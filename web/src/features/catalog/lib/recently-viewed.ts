import { readFlag, writeFlag } from '../../../shared/lib/storage';

/** Spec section 3, local browser storage: the ids of the products the visitor opened, most recent first. */
export const RECENTLY_VIEWED_KEY = 'recent-view-product';
const RECENTLY_VIEWED_LIMIT = 20;

/** The remembered product ids, most recent first; an unreadable or malformed entry reads as none. */
export function readRecentlyViewed(): string[] {
  const stored = readFlag(RECENTLY_VIEWED_KEY);
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const ids = (parsed as unknown[]).map((id) => (typeof id === 'number' ? String(id) : id)).filter(isId);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Puts a product first in the list (moving it if it was there already) and keeps the list at 20. */
export function rememberRecentlyViewed(productId: string): string[] {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
  writeFlag(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  return ids;
}
