import { describe, expect, it } from 'vitest';

import { formatCents, formatDollars, parseCents, parseDollars, shortDollars } from '../src/money.js';

describe('money', () => {
  it('formats decimal strings as dollars with two decimals and thousands separators', () => {
    expect(formatDollars('12.5')).toBe('$12.50');
    expect(formatDollars('1234567.89')).toBe('$1,234,567.89');
    expect(formatDollars('0.10')).toBe('$0.10');
    expect(formatDollars('200')).toBe('$200.00');
    expect(formatDollars('-5.00')).toBe('-$5.00');
  });

  it('never rounds through a float', () => {
    expect(formatDollars('0.29')).toBe('$0.29');
    expect(formatDollars('90071992547409.99')).toBe('$90,071,992,547,409.99');
  });

  it('turns amounts into integer cents and back', () => {
    expect(parseCents('10')).toBe(1000);
    expect(parseCents('10.5')).toBe(1050);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents(12.5)).toBe(1250);
    expect(parseCents('-3')).toBe(-300);
    expect(parseCents('abc')).toBeNull();
    expect(parseCents('1.005')).toBeNull();
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(-5)).toBe('-0.05');
  });

  it('reads a price a buyer types, positive and with at most two decimals', () => {
    expect(parseDollars(' 12.5 ')).toBe(1250);
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('1.234')).toBeNull();
  });

  it('writes thresholds as the spec does', () => {
    expect(shortDollars(20_000)).toBe('$200');
    expect(shortDollars(1250)).toBe('$12.50');
  });
});
