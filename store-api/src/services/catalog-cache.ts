import type { Queryable } from '../db/database.js';

interface CategoryEntry {
  id: number;
  parent_id: number | null;
}

const MAX_COUNTS = 5_000;
const MAX_SEARCHES = 500;

/** A search's matches in display order (the first ones, up to a cap) and how many there are in all. */
export interface SearchHit {
  total: number;
  ids: number[];
}

/**
 * What listings may remember between requests, valid for one catalog version (catalog_state.version,
 * bumped by triggers when products or categories change, not when stock moves): the slug → category map and
 * the number of products matching each filter, and the ordered matches of recent searches. Every listing
 * query reads the current version, so a change made by any process is seen by the next request.
 */
export class CatalogCache {
  private version: number | null = null;
  private categories = new Map<string, CategoryEntry>();
  private counts = new Map<string, number>();
  private searches = new Map<string, SearchHit>();

  /** Records the version a query saw; true when it differs from the one the cache holds (cache dropped). */
  observe(version: number): boolean {
    if (version === this.version) return false;
    this.version = version;
    this.categories.clear();
    this.counts.clear();
    this.searches.clear();
    return true;
  }

  async categoryIds(db: Queryable, slugs: string[]): Promise<number[]> {
    if (this.categories.size === 0) {
      const rows = await db.query<CategoryEntry & { slug: string; version: number }>(
        'SELECT id, parent_id, slug, (SELECT version FROM catalog_state) AS version FROM categories',
      );
      if (rows[0]) this.observe(rows[0].version);
      this.categories = new Map(rows.map((row) => [row.slug, { id: row.id, parent_id: row.parent_id }]));
    }
    const wanted = new Set(
      slugs.flatMap((slug) => (this.categories.has(slug) ? [this.categories.get(slug)!.id] : [])),
    );
    const ids = new Set(wanted);
    for (const entry of this.categories.values()) {
      if (entry.parent_id !== null && wanted.has(entry.parent_id)) ids.add(entry.id);
    }
    return [...ids].sort((a, b) => a - b);
  }

  count(key: string): number | undefined {
    return this.counts.get(key);
  }

  remember(version: number, key: string, total: number): void {
    if (version !== this.version) return;
    if (this.counts.size >= MAX_COUNTS) this.counts.delete(this.counts.keys().next().value!);
    this.counts.set(key, total);
  }

  search(key: string): SearchHit | undefined {
    const hit = this.searches.get(key);
    if (hit) {
      // Most recently used last: the oldest entry is the one dropped when full.
      this.searches.delete(key);
      this.searches.set(key, hit);
    }
    return hit;
  }

  rememberSearch(version: number, key: string, hit: SearchHit): void {
    if (version !== this.version) return;
    if (this.searches.size >= MAX_SEARCHES) this.searches.delete(this.searches.keys().next().value!);
    this.searches.set(key, hit);
  }

  get currentVersion(): number | null {
    return this.version;
  }
}
