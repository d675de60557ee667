import { describe, expect, it } from 'vitest';

import { storeYear } from './store';

describe("the store's year", () => {
  it("is New Jersey's, whatever the clock's time zone: 03:00 UTC on New Year's Day is still the old year", () => {
    expect(storeYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(storeYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});
