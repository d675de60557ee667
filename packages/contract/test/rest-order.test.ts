import { describe, expect, it } from 'vitest';
import { RestOrderSchema } from '../src/rest/index.js';

/** Section 3's order as read: the lines carry no id, unit price or tax. */
const specOrder = (tax: string, subtotals: readonly [number, string][]) => ({
  id: 501,
  created_at: '2026-11-02T10:00:00Z',
  order_status: 'pending',
  subtotal: '0.00',
  tax,
  total: '0.00',
  billing_address: { name: 'Rosa Diaz' },
  shipping_address: null,
  line_items: subtotals.map(([quantity, subtotal], index) => ({
    item_id: index + 1,
    item: { item_name: `Product ${index + 1}`, image: { url: null } },
    quantity,
    subtotal,
    fulfillment_status: null,
  })),
});

const lines = (order: unknown) =>
  RestOrderSchema.parse(order).line_items.map(({ id, item_price, tax }) => ({ id, item_price, tax }));

describe("an order as the specification's host answers it", () => {
  it('numbers its lines in order and prices one unit from the subtotal', () => {
    expect(
      lines(
        specOrder('0.00', [
          [4, '50.00'],
          [3, '30.00'],
        ]),
      ),
    ).toEqual([
      { id: '501-1', item_price: 1250, tax: 0 },
      { id: '501-2', item_price: 1000, tax: 0 },
    ]);
  });

  it("shares the order's tax across the lines by subtotal, in cents that add up to it", () => {
    const taxes = lines(
      specOrder('10.00', [
        [1, '10.00'],
        [1, '10.00'],
        [1, '10.00'],
      ]),
    ).map((line) => line.tax);
    expect(taxes).toEqual([334, 333, 333]);
    expect(
      lines(
        specOrder('30.00', [
          [2, '200.00'],
          [1, '100.00'],
        ]),
      ).map((line) => line.tax),
    ).toEqual([2000, 1000]);
  });

  it('leaves a unit price unknown when the subtotal does not divide into whole cents', () => {
    expect(lines(specOrder('0.00', [[3, '10.00']]))[0]?.item_price).toBeUndefined();
  });

  it("keeps the host's own line taxes when every line has one", () => {
    const order = specOrder('5.00', [
      [1, '10.00'],
      [1, '10.00'],
    ]);
    const withTaxes = {
      ...order,
      line_items: order.line_items.map((line, index) => ({ ...line, tax: index === 0 ? '4.00' : '1.00' })),
    };
    expect(lines(withTaxes).map((line) => line.tax)).toEqual([400, 100]);
  });

  it("leaves the lines' taxes unknown when the order gives no tax", () => {
    const { tax: _tax, ...untaxed } = specOrder('1.00', [[1, '10.00']]);
    expect(lines(untaxed)[0]?.tax).toBeUndefined();
  });
});
