import { describe, expect, it } from 'vitest';

import { daysUntil, expiryOf, isExpired, storeToday, warningThreshold } from '../src/expiry.js';

describe('certificate expiry', () => {
  it("judges today on New York's calendar", () => {
    // 03:00 UTC on 1 March is still 28 February (22:00) in New York.
    expect(storeToday(new Date('2027-03-01T03:00:00Z'))).toBe('2027-02-28');
    expect(storeToday(new Date('2027-03-01T06:00:00Z'))).toBe('2027-03-01');
  });

  it('counts whole days, 0 on the expiry day and negative after it', () => {
    expect(daysUntil('2027-03-31', '2027-03-01')).toBe(30);
    expect(daysUntil('2027-03-01', '2027-03-01')).toBe(0);
    expect(daysUntil('2027-02-28', '2027-03-01')).toBe(-1);
  });

  it('warns at the narrowest of 30, 14 and 7 days reached', () => {
    expect([31, 30, 15, 14, 8, 7, 0].map(warningThreshold)).toEqual([null, 30, 30, 14, 14, 7, 7]);
  });

  it('is valid through its expiry day and expired from the day after', () => {
    expect(expiryOf('2027-03-01', '2027-03-01')).toEqual({ status: 'expiring', daysLeft: 0, threshold: 7 });
    expect(expiryOf('2027-03-01', '2027-03-02')).toEqual({
      status: 'expired',
      daysLeft: -1,
      threshold: null,
    });
    expect(expiryOf('2027-06-01', '2027-03-01')).toEqual({ status: 'valid', daysLeft: 92, threshold: null });
    expect(expiryOf(null, '2027-03-01')).toEqual({ status: 'unknown', daysLeft: null, threshold: null });
    expect(isExpired('2027-03-01', '2027-03-02')).toBe(true);
    expect(isExpired(null, '2027-03-02')).toBe(false);
  });
});
