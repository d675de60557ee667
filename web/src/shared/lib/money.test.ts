import { describe, expect, it } from 'vitest';

import { formatMoney, toCents } from './money';

describe('money', () => {
  it('formats decimal strings as dollars with two decimals and thousands separators', () => {
    expect(formatMoney({ amount: '12.5', currencyCode: 'USD' })).toBe('$12.50');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('0.10')).toBe('$0.10');
    expect(formatMoney('200')).toBe('$200.00');
    expect(formatMoney('-5.00')).toBe('-$5.00');
  });

  it('never rounds through a float', () => {
    expect(formatMoney('0.29')).toBe('$0.29');
    expect(formatMoney('90071992547409.99')).toBe('$90,071,992,547,409.99');
  });

  it('turns amounts into integer cents', () => {
    expect(toCents('10')).toBe(1000);
    expect(toCents('10.5')).toBe(1050);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('abc')).toBeNull();
  });
});
