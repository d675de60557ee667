import { describe, expect, it } from 'vitest';

import { auditActionLabel, describeAuditEntry, type DescribableEntry } from './describe';

const dana = { email: 'dana@store.test', name: 'Dana Reyes' };
const entry = (overrides: Partial<DescribableEntry>): DescribableEntry => ({
  action: 'order.status',
  source: 'STAFF',
  subjectType: 'ORDER',
  subjectId: '12',
  before: null,
  after: null,
  staff: dana,
  ...overrides,
});

describe('an audit entry in words', () => {
  it('says what was done to a category, a brand, and a product by CSV import', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'category.create',
          subjectType: 'CATEGORY',
          subjectId: '31',
          after: '{"name":"Lanceros","slug":"lanceros","parent_id":3}',
        }),
      ),
    ).toBe('Dana Reyes created category 31 “Lanceros” under category 3');
    expect(
      describeAuditEntry(
        entry({
          action: 'brand.edit',
          subjectType: 'BRAND',
          subjectId: '5',
          before: '{"slug":"maduro"}',
          after: '{"slug":"maduro-house"}',
        }),
      ),
    ).toBe('Dana Reyes changed brand 5: slug maduro → maduro-house');
    expect(
      describeAuditEntry(
        entry({
          action: 'brand.delete',
          subjectType: 'BRAND',
          subjectId: '8',
          before: '{"name":"Casa Nueva"}',
        }),
      ),
    ).toBe('Dana Reyes deleted brand 8 “Casa Nueva”');
    expect(
      describeAuditEntry(
        entry({
          action: 'product.import',
          subjectType: 'PRODUCT',
          subjectId: '4',
          before: '{"price":"24.50"}',
          after: '{"price":"26.00"}',
        }),
      ),
    ).toBe('Dana Reyes changed product 4 by CSV import: price 24.50 → 26.00');
  });

  it('names the person, then what they did to which record', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'order.line_fulfilment',
          before: '{"line_id":88,"line":3,"fulfilled":false}',
          after: '{"line_id":88,"line":3,"fulfilled":true}',
        }),
      ),
    ).toBe('Dana Reyes marked line 3 of order 12 fulfilled');
    expect(
      describeAuditEntry(entry({ before: '{"status":"pending"}', after: '{"status":"ready_for_pickup"}' })),
    ).toBe('Dana Reyes moved order 12 from Pending to Ready for pickup');
    expect(
      describeAuditEntry(
        entry({
          action: 'product.update',
          subjectType: 'PRODUCT',
          subjectId: '4',
          before: '{"stock":40,"purchase_limit":null}',
          after: '{"stock":0,"purchase_limit":12}',
        }),
      ),
    ).toBe('Dana Reyes changed product 4: stock 40 → 0, purchase limit none → 12');
    expect(
      describeAuditEntry(
        entry({
          action: 'customer.note',
          subjectType: 'CUSTOMER',
          subjectId: '7',
          after: '{"note":"Call first."}',
        }),
      ),
    ).toBe('Dana Reyes added a note to customer 7: “Call first.”');
    expect(
      describeAuditEntry(
        entry({
          action: 'staff.role',
          subjectType: 'STAFF',
          subjectId: '5',
          before: '{"role":"sales"}',
          after: '{"role":"warehouse"}',
        }),
      ),
    ).toBe('Dana Reyes changed the role of staff member 5 from Sales to Warehouse');
  });

  it('says who acted when no staff member did: the admin command, or nobody signed in', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'registration.approve',
          subjectType: 'REGISTRATION',
          subjectId: '9',
          staff: null,
          source: 'COMMAND_LINE',
        }),
      ),
    ).toBe('The admin command approved registration 9');
    expect(
      describeAuditEntry(
        entry({
          action: 'staff.sign_in_failed',
          subjectType: 'STAFF',
          subjectId: null,
          staff: null,
          after: '{"email":"x@y.test"}',
        }),
      ),
    ).toBe('Someone not signed in failed to sign in as x@y.test');
    expect(
      describeAuditEntry(entry({ action: 'staff.sign_in', staff: { email: 'sam@store.test', name: null } })),
    ).toBe('sam@store.test signed in');
  });

  it('reads an action it does not know in words too, never as a bare code', () => {
    expect(describeAuditEntry(entry({ action: 'order.refund', subjectId: '3' }))).toBe(
      'Dana Reyes made a change (order refund) to order 3',
    );
    expect(auditActionLabel('order.status')).toBe('Order status changed');
    expect(auditActionLabel('order.refund_partial')).toBe('Order refund partial');
  });
});
