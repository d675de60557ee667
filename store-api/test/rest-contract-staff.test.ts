import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import {
  STAFF_ACCOUNTS,
  STAFF_AUDIT,
  STAFF_CALLS,
  STAFF_CUSTOMERS,
  STAFF_HOME,
  STAFF_NOTES,
  STAFF_ORDERS,
  STAFF_PRODUCTS,
  STAFF_REGISTRATIONS,
  STAFF_RENEWALS,
  STAFF_SESSION,
  STAFF_TAXONOMY,
  paramsSchema,
  RestStaffOrderPrintSchema,
  type RestCall,
  type RestCertificateDatesSchema,
  type RestRenewal,
  type RestStaff,
  type RestStaffProduct,
} from '@storefront/contract/rest';
import type { z } from 'zod';
import { envelope } from '../src/http/reply.js';
import { staffRoute, type StaffApi } from '../src/http/staff-route.js';
import { staffRoutes } from '../src/routes/staff/index.js';
import type { CertificateDates, Renewal } from '../src/services/licences.js';
import type { StaffProfile } from '../src/services/staff-accounts.js';
import type { StaffProduct } from '../src/services/staff-products.js';
import { createStaff } from '../src/services/staff-accounts.js';
import { PASSWORD, SAMPLE_PDF, startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { expectAnswerOf, routeKey, routeSchemasOf, routesOf, sendCall, type Send } from './rest-contract.js';
import { commandContext, placeOrder, register, staffMember, totpCode } from './staff-helpers.js';

/*
 * The staff API as the contract describes it (@storefront/contract/rest): every descriptor has its route and every
 * route its descriptor, and a typical successful answer of each call parses with its descriptor's schema.
 */

/** A 2 × 2 JPEG, as a camera would send one. */
const SAMPLE_JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
  .jpeg()
  .toBuffer();

let store: TestStore;
let admin: { id: number; token: string };
let buyer: TestCustomer;
// Suspending a customer ends their sessions: not the buyer's, whose token the renewals need.
let suspended: TestCustomer;
let order: { id: number; productId: number };
let registrations: { approve: number; reject: number; ask: number };
// A buyer has one renewal of each certificate pending at a time.
let renewals: { approve: number; reject: number };

beforeAll(async () => {
  store = await startTestStore();
  admin = await staffMember(store, 'admin');
  buyer = await store.customer({ company: 'Contract Buyer LLC' });
  suspended = await store.customer({ company: 'Suspended Contract LLC' });
  order = await placeOrder(store, buyer);
  registrations = {
    approve: (await register(store, 'Approved Contract LLC')).id,
    reject: (await register(store, 'Rejected Contract LLC')).id,
    ask: (await register(store, 'Asked Contract LLC')).id,
  };
  renewals = { approve: await pendingRenewal('tobacco'), reject: await pendingRenewal('tax') };
});
afterAll(async () => {
  await store.close();
});

/** The call at its descriptor's method and path, with the admin's token unless told otherwise (null: none). */
const send = (
  call: RestCall,
  { token = admin.token, ...options }: Omit<Send, 'token'> & { token?: string | null } = {},
) => sendCall(store.app, call, { ...options, token: token ?? undefined });

const key = (call: RestCall) => routeKey(call, '/staff');

/** A renewal the buyer uploads, pending staff's review. */
async function pendingRenewal(kind: 'tax' | 'tobacco'): Promise<number> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('expires_on', '2099-06-30');
  form.append('certificate', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'renewal.pdf');
  const uploaded = await store.call('POST', 'certificate-renewals', { token: buyer.token, body: form });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const listed = await send(STAFF_RENEWALS.renewals, { query: `status=pending&customer_id=${buyer.id}` });
  return listed.json<{ data: { id: number; kind: string }[] }>().data.find((row) => row.kind === kind)!.id;
}

/** One typical successful request of each call, in an order where each finds what it needs. */
const EXAMPLES: [RestCall, () => Promise<LightMyRequestResponse>][] = [
  [
    STAFF_SESSION.login,
    async () => {
      const email = `contract-login-${Math.random().toString(36).slice(2, 8)}@staff.example.com`;
      await createStaff(store.db, { email, role: 'sales', password: PASSWORD });
      return send(STAFF_SESSION.login, { body: { email, password: PASSWORD }, token: null });
    },
  ],
  [
    STAFF_SESSION.logout,
    async () => send(STAFF_SESSION.logout, { token: (await staffMember(store, 'sales')).token }),
  ],
  [
    STAFF_SESSION.setPassword,
    async () => {
      const { passwordToken } = await createStaff(store.db, {
        email: `contract-link-${Math.random().toString(36).slice(2, 8)}@staff.example.com`,
        role: 'warehouse',
      });
      return send(STAFF_SESSION.setPassword, {
        body: { token: passwordToken, password: PASSWORD },
        token: null,
      });
    },
  ],
  [STAFF_SESSION.me, () => send(STAFF_SESSION.me)],
  [STAFF_SESSION.startTotpEnrolment, () => send(STAFF_SESSION.startTotpEnrolment)],
  [
    STAFF_SESSION.confirmTotpEnrolment,
    async () => {
      const started = await send(STAFF_SESSION.startTotpEnrolment);
      const { secret } = started.json<{ data: { secret: string } }>().data;
      return send(STAFF_SESSION.confirmTotpEnrolment, { body: { code: totpCode(secret) } });
    },
  ],
  [
    STAFF_SESSION.disableTotp,
    async () => {
      const member = await staffMember(store, 'sales');
      const started = await send(STAFF_SESSION.startTotpEnrolment, { token: member.token });
      const { secret } = started.json<{ data: { secret: string } }>().data;
      await send(STAFF_SESSION.confirmTotpEnrolment, {
        body: { code: totpCode(secret) },
        token: member.token,
      });
      return send(STAFF_SESSION.disableTotp, { body: { code: totpCode(secret, 1) }, token: member.token });
    },
  ],
  [STAFF_SESSION.settings, () => send(STAFF_SESSION.settings)],
  // Left off: a store that asks everyone for a second factor would hold the other examples' members to it.
  [
    STAFF_SESSION.setSettings,
    () => send(STAFF_SESSION.setSettings, { body: { staff_totp_required: false } }),
  ],
  [STAFF_SESSION.staffMembers, () => send(STAFF_SESSION.staffMembers)],
  [
    STAFF_SESSION.createStaffMember,
    () =>
      send(STAFF_SESSION.createStaffMember, {
        body: { email: 'contract-new@staff.example.com', name: 'Contract New', role: 'sales' },
      }),
  ],
  [
    STAFF_SESSION.setStaffRole,
    async () =>
      send(STAFF_SESSION.setStaffRole, {
        params: { id: (await staffMember(store, 'sales')).id },
        body: { role: 'warehouse' },
      }),
  ],
  [
    STAFF_SESSION.deactivateStaffMember,
    async () =>
      send(STAFF_SESSION.deactivateStaffMember, { params: { id: (await staffMember(store, 'sales')).id } }),
  ],
  [
    STAFF_REGISTRATIONS.registrations,
    () => send(STAFF_REGISTRATIONS.registrations, { query: 'status=pending&page=1&per_page=10' }),
  ],
  [
    STAFF_REGISTRATIONS.registration,
    () => send(STAFF_REGISTRATIONS.registration, { params: { id: registrations.ask } }),
  ],
  [
    STAFF_REGISTRATIONS.certificate,
    () => send(STAFF_REGISTRATIONS.certificate, { params: { id: registrations.ask, kind: 'tobacco' } }),
  ],
  [
    STAFF_REGISTRATIONS.approveRegistration,
    () => send(STAFF_REGISTRATIONS.approveRegistration, { params: { id: registrations.approve } }),
  ],
  [
    STAFF_REGISTRATIONS.rejectRegistration,
    () =>
      send(STAFF_REGISTRATIONS.rejectRegistration, {
        params: { id: registrations.reject },
        body: { reason: 'The licence number does not match the certificate.' },
      }),
  ],
  [
    STAFF_REGISTRATIONS.requestRegistrationInformation,
    () =>
      send(STAFF_REGISTRATIONS.requestRegistrationInformation, {
        params: { id: registrations.ask },
        body: { message: 'Please send a clearer copy of the tax certificate.' },
      }),
  ],
  [
    STAFF_REGISTRATIONS.attachRegistrationDocument,
    () => {
      const form = new FormData();
      form.append('document', new Blob([SAMPLE_PDF]), 'reply.pdf');
      return send(STAFF_REGISTRATIONS.attachRegistrationDocument, {
        params: { id: registrations.ask },
        body: form,
      });
    },
  ],
  [
    STAFF_REGISTRATIONS.registrationDocument,
    async () => {
      const detail = await send(STAFF_REGISTRATIONS.registration, { params: { id: registrations.ask } });
      const [document] = detail.json<{ data: { documents: { id: number }[] } }>().data.documents;
      return send(STAFF_REGISTRATIONS.registrationDocument, {
        params: { id: registrations.ask, documentId: document!.id },
      });
    },
  ],
  [
    STAFF_CUSTOMERS.customers,
    () => send(STAFF_CUSTOMERS.customers, { query: 'search=Contract&status=approved' }),
  ],
  [STAFF_CUSTOMERS.customer, () => send(STAFF_CUSTOMERS.customer, { params: { id: buyer.id } })],
  [
    STAFF_CUSTOMERS.suspendCustomer,
    () =>
      send(STAFF_CUSTOMERS.suspendCustomer, {
        params: { id: suspended.id },
        body: { reason: 'Unpaid invoice' },
      }),
  ],
  [
    STAFF_CUSTOMERS.reactivateCustomer,
    () => send(STAFF_CUSTOMERS.reactivateCustomer, { params: { id: suspended.id } }),
  ],
  [
    STAFF_CUSTOMERS.revokeCustomerApiKey,
    async () => {
      const owner = await store.customer();
      const created = await store.call('POST', 'api-keys', {
        token: owner.token,
        body: { name: 'Contract ERP', scopes: ['orders:read'] },
      });
      const keyId = created.json<{ data: { key: { id: number } } }>().data.key.id;
      return send(STAFF_CUSTOMERS.revokeCustomerApiKey, { params: { id: owner.id, keyId } });
    },
  ],
  [
    STAFF_RENEWALS.setCertificateDates,
    () =>
      send(STAFF_RENEWALS.setCertificateDates, {
        params: { id: buyer.id },
        body: { tobacco_license_expires_on: '2099-12-31' },
      }),
  ],
  [STAFF_RENEWALS.renewals, () => send(STAFF_RENEWALS.renewals, { query: `customer_id=${buyer.id}` })],
  [STAFF_RENEWALS.renewalFile, () => send(STAFF_RENEWALS.renewalFile, { params: { id: renewals.reject } })],
  [
    STAFF_RENEWALS.approveRenewal,
    () => send(STAFF_RENEWALS.approveRenewal, { params: { id: renewals.approve } }),
  ],
  [
    STAFF_RENEWALS.rejectRenewal,
    () =>
      send(STAFF_RENEWALS.rejectRenewal, {
        params: { id: renewals.reject },
        body: { reason: 'The copy is unreadable.' },
      }),
  ],
  [
    STAFF_ORDERS.orders,
    () => send(STAFF_ORDERS.orders, { query: `customer_id=${buyer.id}&status=pending&detail=true` }),
  ],
  [STAFF_ORDERS.order, () => send(STAFF_ORDERS.order, { params: { id: order.id } })],
  [
    STAFF_ORDERS.setOrderStatus,
    () => send(STAFF_ORDERS.setOrderStatus, { params: { id: order.id }, body: { status: 'processing' } }),
  ],
  [
    STAFF_ORDERS.setOrderLineFulfilled,
    async () => {
      const detail = await send(STAFF_ORDERS.order, { params: { id: order.id } });
      const lineId = detail.json<{ data: { lines: { id: number }[] } }>().data.lines[0]!.id;
      return send(STAFF_ORDERS.setOrderLineFulfilled, {
        params: { id: order.id, lineId },
        body: { fulfilled: true },
      });
    },
  ],
  [STAFF_ORDERS.orderSelection, () => send(STAFF_ORDERS.orderSelection, { query: `ids=${order.id}` })],
  [STAFF_ORDERS.fulfilAllLines, () => send(STAFF_ORDERS.fulfilAllLines, { params: { id: order.id } })],
  [
    STAFF_ORDERS.setOrderLineQuantity,
    async () => {
      const detail = await send(STAFF_ORDERS.order, { params: { id: order.id } });
      const lineId = detail.json<{ data: { lines: { id: number }[] } }>().data.lines[0]!.id;
      return send(STAFF_ORDERS.setOrderLineQuantity, {
        params: { id: order.id, lineId },
        body: { quantity: 1 },
      });
    },
  ],
  [
    STAFF_ORDERS.setOrdersStatus,
    () => send(STAFF_ORDERS.setOrdersStatus, { body: { ids: [order.id], status: 'shipped' } }),
  ],
  [STAFF_PRODUCTS.products, () => send(STAFF_PRODUCTS.products, { query: 'page=1&per_page=5' })],
  [
    STAFF_PRODUCTS.updateProduct,
    () =>
      send(STAFF_PRODUCTS.updateProduct, {
        params: { id: order.productId },
        body: { stock: 120, purchase_limit: null, promoted: true },
      }),
  ],
  [STAFF_PRODUCTS.catalogChoices, () => send(STAFF_PRODUCTS.catalogChoices)],
  [
    STAFF_PRODUCTS.createProduct,
    () =>
      send(STAFF_PRODUCTS.createProduct, {
        body: {
          name: 'Contract Cigar',
          item_code: 'CONTRACT-1',
          price: '12.00',
          category_id: 1,
          brand_id: 1,
        },
      }),
  ],
  [
    STAFF_PRODUCTS.editProduct,
    () => send(STAFF_PRODUCTS.editProduct, { params: { id: order.productId }, body: { price: '99.00' } }),
  ],
  [STAFF_PRODUCTS.archiveProduct, () => send(STAFF_PRODUCTS.archiveProduct, { params: { id: 3 } })],
  [STAFF_PRODUCTS.restoreProduct, () => send(STAFF_PRODUCTS.restoreProduct, { params: { id: 3 } })],
  [
    STAFF_PRODUCTS.addProductImage,
    () => {
      const form = new FormData();
      form.append('image', new Blob([SAMPLE_JPEG]), 'photo.jpg');
      return send(STAFF_PRODUCTS.addProductImage, { params: { id: 4 }, body: form });
    },
  ],
  [
    STAFF_PRODUCTS.orderProductImages,
    () => send(STAFF_PRODUCTS.orderProductImages, { params: { id: 5 }, body: { images: [] } }),
  ],
  [STAFF_AUDIT.audit, () => send(STAFF_AUDIT.audit, { query: `subject_type=order&subject_id=${order.id}` })],
  [STAFF_AUDIT.auditActions, () => send(STAFF_AUDIT.auditActions)],
  [STAFF_HOME.home, () => send(STAFF_HOME.home)],
  ...(
    [
      ['customer', () => buyer.id],
      ['order', () => order.id],
      ['registration', () => registrations.ask],
    ] as const
  ).flatMap(([subject, id]): [RestCall, () => Promise<LightMyRequestResponse>][] => {
    const name = `${subject[0]!.toUpperCase()}${subject.slice(1)}` as 'Customer' | 'Order' | 'Registration';
    return [
      [
        STAFF_NOTES[`add${name}Note`],
        () =>
          send(STAFF_NOTES[`add${name}Note`], { params: { id: id() }, body: { body: 'Called about it.' } }),
      ],
      [STAFF_NOTES[`${subject}Notes`], () => send(STAFF_NOTES[`${subject}Notes`], { params: { id: id() } })],
    ];
  }),
  // The team's invitations and reactivation, and a member's own recovery codes.
  [
    STAFF_ACCOUNTS.resendStaffInvitation,
    async () => {
      const { staff } = await createStaff(store.db, {
        email: `contract-invited-${Math.random().toString(36).slice(2, 8)}@staff.example.com`,
        role: 'sales',
      });
      return send(STAFF_ACCOUNTS.resendStaffInvitation, { params: { id: staff.id } });
    },
  ],
  [
    STAFF_ACCOUNTS.reactivateStaffMember,
    async () => {
      const { id } = await staffMember(store, 'warehouse');
      await send(STAFF_SESSION.deactivateStaffMember, { params: { id } });
      return send(STAFF_ACCOUNTS.reactivateStaffMember, { params: { id } });
    },
  ],
  [
    STAFF_ACCOUNTS.regenerateRecoveryCodes,
    async () => {
      const member = await staffMember(store, 'sales');
      const started = await send(STAFF_SESSION.startTotpEnrolment, { token: member.token });
      const { secret } = started.json<{ data: { secret: string } }>().data;
      await send(STAFF_SESSION.confirmTotpEnrolment, {
        body: { code: totpCode(secret) },
        token: member.token,
      });
      return send(STAFF_ACCOUNTS.regenerateRecoveryCodes, {
        body: { password: PASSWORD },
        token: member.token,
      });
    },
  ],
  [STAFF_TAXONOMY.taxonomy, () => send(STAFF_TAXONOMY.taxonomy)],
  [
    STAFF_TAXONOMY.createCategory,
    () => send(STAFF_TAXONOMY.createCategory, { body: { name: 'Contract Humidors', parent_id: null } }),
  ],
  [
    STAFF_TAXONOMY.editCategory,
    async () =>
      send(STAFF_TAXONOMY.editCategory, {
        params: { id: await unusedTaxon('categories') },
        body: { name: 'Renamed' },
      }),
  ],
  [
    STAFF_TAXONOMY.deleteCategory,
    async () => send(STAFF_TAXONOMY.deleteCategory, { params: { id: await unusedTaxon('categories') } }),
  ],
  [STAFF_TAXONOMY.createBrand, () => send(STAFF_TAXONOMY.createBrand, { body: { name: 'Contract Brand' } })],
  [
    STAFF_TAXONOMY.editBrand,
    async () =>
      send(STAFF_TAXONOMY.editBrand, {
        params: { id: await unusedTaxon('brands') },
        body: { name: 'Renamed Brand' },
      }),
  ],
  [
    STAFF_TAXONOMY.deleteBrand,
    async () => send(STAFF_TAXONOMY.deleteBrand, { params: { id: await unusedTaxon('brands') } }),
  ],
  [
    STAFF_TAXONOMY.setCategoryImage,
    async () => {
      const form = new FormData();
      form.append('image', new Blob([SAMPLE_JPEG]), 'category.jpg');
      return send(STAFF_TAXONOMY.setCategoryImage, {
        params: { id: await unusedTaxon('categories') },
        body: form,
      });
    },
  ],
  [
    STAFF_TAXONOMY.removeCategoryImage,
    async () => send(STAFF_TAXONOMY.removeCategoryImage, { params: { id: await unusedTaxon('categories') } }),
  ],
  [
    STAFF_TAXONOMY.setBrandImage,
    async () => {
      const form = new FormData();
      form.append('image', new Blob([SAMPLE_JPEG]), 'logo.jpg');
      return send(STAFF_TAXONOMY.setBrandImage, { params: { id: await unusedTaxon('brands') }, body: form });
    },
  ],
  [
    STAFF_TAXONOMY.removeBrandImage,
    async () => send(STAFF_TAXONOMY.removeBrandImage, { params: { id: await unusedTaxon('brands') } }),
  ],
  [
    STAFF_TAXONOMY.importProducts,
    () =>
      send(STAFF_TAXONOMY.importProducts, {
        body: { dry_run: true, rows: [{ row: 2, sku: 'NO-SUCH-SKU', stock: '3' }] },
      }),
  ],
];

let taxa = 0;
/** A category or brand no product uses. */
async function unusedTaxon(table: 'categories' | 'brands'): Promise<number> {
  taxa += 1;
  const [row] = await store.db.query<{ id: number }>(
    table === 'categories'
      ? 'INSERT INTO categories (category_name, slug) VALUES ($1, $2) RETURNING id'
      : 'INSERT INTO brands (brand_name, slug) VALUES ($1, $2) RETURNING id',
    [`Contract ${table} ${taxa}`, `contract-${table}-${taxa}`],
  );
  return row!.id;
}

describe('the staff REST contract', () => {
  it('has a route in store-api for every descriptor, and a descriptor for every route under /api/staff', async () => {
    const routes = await routesOf('/staff', (scope) => staffRoutes(scope, commandContext(store)));
    expect(routes.sort()).toEqual(STAFF_CALLS.map(key).sort());
  });

  it("declares every route from its descriptor: the query and path placeholders are the descriptor's", async () => {
    const routes = new Map(
      await routeSchemasOf('/staff', (scope) => staffRoutes(scope, commandContext(store))),
    );
    for (const call of STAFF_CALLS) {
      const schema = routes.get(key(call));
      expect(schema?.querystring, key(call)).toBe(call.query);
      expect(schema?.params, key(call)).toBe(paramsSchema(call));
    }
  });

  it("types every staff route's answer by its descriptor, in its wrapping", () => {
    const declare = (app: StaffApi) => {
      // @ts-expect-error The audit log's actions are names.
      staffRoute(app, STAFF_AUDIT.auditActions, () => envelope([1]));
      // @ts-expect-error A staff list answers its rows beside their `meta`, not in an envelope.
      staffRoute(app, STAFF_AUDIT.audit, () => envelope([]));
    };
    expect(declare).toBeTypeOf('function');
  });

  it("types the staff services' answers with the descriptors' answer schemas", () => {
    expectTypeOf<StaffProfile>().toEqualTypeOf<RestStaff>();
    expectTypeOf<StaffProduct>().toEqualTypeOf<RestStaffProduct>();
    expectTypeOf<CertificateDates>().toEqualTypeOf<z.infer<typeof RestCertificateDatesSchema>>();
    expectTypeOf<Renewal>().toExtend<RestRenewal>();
  });

  it('answers the orders to print with only the fields the contract declares (the gateway would drop others)', async () => {
    const response = await send(STAFF_ORDERS.orderSelection, { query: `ids=${order.id}` });
    const [printed] = response.json<{ data: Record<string, unknown>[] }>().data;
    const { lines, customer, ...rest } = printed as {
      lines: Record<string, unknown>[];
      customer: Record<string, unknown>;
    };
    const shape = RestStaffOrderPrintSchema.in.shape;
    const declared = (schema: z.ZodObject) => Object.keys(schema.shape);
    expect(declared(shape.customer)).toEqual(expect.arrayContaining(Object.keys(customer)));
    expect(Object.keys(shape)).toEqual(expect.arrayContaining(Object.keys(rest)));
    expect(lines).not.toHaveLength(0);
    for (const line of lines) {
      expect(declared(shape.lines.element)).toEqual(expect.arrayContaining(Object.keys(line)));
    }
  });

  it('has one example request below for every descriptor', () => {
    expect(EXAMPLES.map(([call]) => key(call)).sort()).toEqual(STAFF_CALLS.map(key).sort());
  });

  for (const [call, example] of EXAMPLES) {
    it(`answers ${call.method} ${call.path} in the shape of its descriptor`, async () => {
      expectAnswerOf(call, await example());
    });
  }
});

describe('a staff query parameter sent twice', () => {
  for (const call of STAFF_CALLS.filter((call) => call.query !== undefined)) {
    const name = Object.keys(call.query!.shape)[0]!;
    it(`is refused by ${call.method} ${call.path} with a 422 that names ${name}`, async () => {
      const response = await send(call, { query: `${name}=1&${name}=2` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: M.queryParameterOnce(name), field: name, code: 'INVALID' });
    });
  }
});
