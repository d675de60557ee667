import { AUDIT_ACTIONS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';

import { AUDIT_ACTION_LABELS, auditActionLabel, describeAuditEntry, type DescribableEntry } from './describe';

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

  it('has words of its own for every kind of action store-api records', () => {
    const unworded = AUDIT_ACTIONS.filter(
      (action) =>
        !Object.hasOwn(AUDIT_ACTION_LABELS, action) ||
        describeAuditEntry(entry({ action })).includes('made a change'),
    );
    expect(unworded).toEqual([]);
  });

  it('reads order edits, shipments and whole-order fulfilment in words', () => {
    expect(
      describeAuditEntry(entry({ action: 'order.lines_fulfilled', after: '{"line_ids":[4,5,9]}' })),
    ).toBe('Dana Reyes marked all lines of order 12 fulfilled (3 lines)');
    expect(
      describeAuditEntry(
        entry({
          action: 'order.line_quantity',
          before: '{"line_id":4,"item_name":"Mint Tin","quantity":6,"total":"240.00"}',
          after: '{"line_id":4,"item_name":"Mint Tin","quantity":4,"total":"200.00"}',
        }),
      ),
    ).toBe('Dana Reyes changed the quantity of “Mint Tin” in order 12 from 6 to 4 (total $240.00 → $200.00)');
    expect(
      describeAuditEntry(
        entry({
          action: 'order.line_removed',
          before: '{"line_id":4,"item_name":"Mint Tin","quantity":6,"total":"240.00"}',
          after: '{"line_id":4,"item_name":"Mint Tin","quantity":0,"total":"210.00"}',
        }),
      ),
    ).toBe('Dana Reyes removed “Mint Tin” (6) from order 12 (total $240.00 → $210.00)');
    expect(
      describeAuditEntry(
        entry({
          before: '{"status":"processing"}',
          after: '{"status":"shipped","shipment":{"carrier":"UPS","tracking_number":"1Z999"}}',
        }),
      ),
    ).toBe('Dana Reyes moved order 12 from Processing to Shipped (with UPS, tracking 1Z999)');
  });

  it('reads catalogue work, API key revocations and attached documents in words', () => {
    const product = { subjectType: 'PRODUCT' as const, subjectId: '4' };
    expect(
      describeAuditEntry(
        entry({
          ...product,
          action: 'product.edit',
          before: '{"sales_price_cents":1250,"item_name":"Mint"}',
          after: '{"sales_price_cents":1399,"item_name":"Mint Tin"}',
        }),
      ),
    ).toBe('Dana Reyes edited product 4: price $12.50 → $13.99, name Mint → Mint Tin');
    expect(
      describeAuditEntry(entry({ ...product, action: 'product.create', after: '{"item_name":"Mint Tin"}' })),
    ).toBe('Dana Reyes added product 4 “Mint Tin”');
    expect(describeAuditEntry(entry({ ...product, action: 'product.archive' }))).toBe(
      'Dana Reyes archived product 4',
    );
    expect(
      describeAuditEntry(
        entry({
          ...product,
          action: 'product.image.order',
          before: '{"images":["a","b"]}',
          after: '{"images":["b"]}',
        }),
      ),
    ).toBe('Dana Reyes removed a picture of product 4');
    expect(
      describeAuditEntry(
        entry({
          action: 'customer.api_key.revoke',
          subjectType: 'CUSTOMER',
          subjectId: '7',
          before: '{"api_key":{"id":3,"name":"ERP sync","prefix":"sk_ab"}}',
        }),
      ),
    ).toBe('Dana Reyes revoked the API key “ERP sync” of customer 7');
    expect(
      describeAuditEntry(
        entry({
          action: 'registration.document_attach',
          subjectType: 'REGISTRATION',
          subjectId: '9',
          after: '{"document_id":2,"file_name":"document-2.pdf"}',
        }),
      ),
    ).toBe('Dana Reyes attached “document-2.pdf” to registration 9');
  });

  it('reads the team, recovery codes and a backdated order in words', () => {
    const member = { subjectType: 'STAFF' as const, subjectId: '5' };
    expect(describeAuditEntry(entry({ ...member, action: 'staff.invitation_resend' }))).toBe(
      'Dana Reyes sent staff member 5 a new invitation',
    );
    expect(describeAuditEntry(entry({ ...member, action: 'staff.reactivate' }))).toBe(
      'Dana Reyes reactivated staff member 5',
    );
    expect(
      describeAuditEntry(
        entry({ ...member, action: 'staff.recovery_code_use', after: '{"recovery_codes_left":9}' }),
      ),
    ).toBe('Dana Reyes signed in with a recovery code (9 left)');
    expect(describeAuditEntry(entry({ ...member, action: 'staff.recovery_codes_regenerate' }))).toBe(
      'Dana Reyes made new recovery codes (the earlier ones stop working)',
    );
    expect(
      describeAuditEntry(
        entry({
          action: 'order.placed_on',
          staff: null,
          source: 'COMMAND_LINE',
          after: '{"placed_at":"2026-11-14T15:30:00.000Z"}',
        }),
      ),
    ).toBe('The admin command recorded order 12 as placed on Nov 14, 2026');
  });
});
