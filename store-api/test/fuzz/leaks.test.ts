import { describe, expect, it } from 'vitest';
import { findLeaks } from './leaks.js';

// The fuzz tests are only as good as this checker: it must see each leak, and not cry wolf at an echo.
describe('the leak checker of the fuzz tests', () => {
  const visitor = { anonymous: true };
  const customer = { anonymous: false };

  it('finds a stack trace, SQL, a server path and an internal address', () => {
    const answers = [
      '{"message":"TypeError: x is undefined\\n    at loadCart (/srv/app/cart.js:12:5)"}',
      '{"message":"value \\"2147483648\\" is out of range for type integer"}',
      '{"message":"SELECT id FROM products WHERE id = $1"}',
      '{"message":"ENOENT: open \'/home/app/data/x.pdf\'"}',
      '{"message":"fetch failed: http://127.0.0.1:4001/api/customer/items"}',
      '{"errors":[{"extensions":{"stacktrace":["Error"]}}]}',
    ];
    for (const answer of answers) expect(findLeaks(answer, customer), answer).not.toEqual([]);
  });

  it('finds a price in an answer to a visitor, as a field or in words', () => {
    expect(findLeaks('{"data":{"id":1,"sales_price":"46.00"}}', visitor)).not.toEqual([]);
    expect(findLeaks('{"data":{"product":{"price":{"amount":"46.00"}}}}', visitor)).not.toEqual([]);
    expect(findLeaks('{"error":"Only $46.00 each."}', visitor)).not.toEqual([]);
  });

  it('accepts prices for a customer, null prices and page totals for a visitor, and the published minimum', () => {
    expect(findLeaks('{"data":{"id":1,"sales_price":"46.00"}}', customer)).toEqual([]);
    expect(findLeaks('{"data":{"product":{"price":null,"tax":null}}}', visitor)).toEqual([]);
    expect(findLeaks('{"data":{"total":63,"per_page":12,"data":[]}}', visitor)).toEqual([]);
    expect(findLeaks('{"error":"Minimum Order value $200 to proceed with your order!"}', visitor)).toEqual(
      [],
    );
  });

  it('does not count an echo of what the client sent, nor English that looks like SQL', () => {
    const sent = ["') UNION ALL (SELECT 1--", '$46', '/home/x/'];
    const answer = `{"data":{"name":${JSON.stringify(sent.join(' '))},"message":"Please select a country."}}`;
    expect(findLeaks(answer, { anonymous: true, sent })).toEqual([]);
    expect(
      findLeaks('{"message":"Variable \\"$page0\\" got invalid value"}', { anonymous: true, sent: ['page'] }),
    ).toEqual([]);
  });
});
