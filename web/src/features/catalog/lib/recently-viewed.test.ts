import { describe, expect, it } from 'vitest';

import { readRecentlyViewed, RECENTLY_VIEWED_KEY, rememberRecentlyViewed } from './recently-viewed';

describe('recently viewed products', () => {
  it('puts the viewed product first without repeating it', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['4', '9', '2']));

    expect(rememberRecentlyViewed('2')).toEqual(['2', '4', '9']);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual(['2', '4', '9']);
  });

  it('keeps the 20 most recent', () => {
    for (let id = 1; id <= 25; id += 1) rememberRecentlyViewed(String(id));

    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('25');
    expect(ids.at(-1)).toBe('6');
  });

  it('reads a missing or damaged list as empty, and numeric ids as strings', () => {
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[3, "5", null]');
    expect(readRecentlyViewed()).toEqual(['3', '5']);
  });
});
