import { beforeEach, describe, expect, it } from 'vitest';
import { TOKENS } from './support/contract.js';
import { useContractGateway } from './support/contract-gateway.js';
import { multipartRequest, sendMultipart } from './support/multipart.js';
import {
  ENROLMENT_COOKIE,
  installStaffContract,
  staffCalls,
  staffCookie,
  staffGraphql,
  type StaffRole,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

interface Operation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The roles store-api lets through (the staff REST contract). */
  roles: readonly StaffRole[];
  /** The REST call the operation makes. */
  path: string;
  /** Whether a member the store holds to setting up two-step sign-in may use it first. */
  duringTotpEnrolment?: boolean;
}

const ALL: readonly StaffRole[] = ['admin', 'sales', 'warehouse'];
const SALES: readonly StaffRole[] = ['admin', 'sales'];
const WAREHOUSE: readonly StaffRole[] = ['admin', 'warehouse'];

const OPERATIONS: readonly Operation[] = [
  {
    name: 'me',
    query: 'query Op { me { id } }',
    roles: ALL,
    path: '/api/staff/me',
    duringTotpEnrolment: true,
  },
  {
    name: 'startTotpEnrolment',
    query: 'mutation Op { startTotpEnrolment { enrolment { uri } userErrors { code } } }',
    roles: ALL,
    path: '/api/staff/totp/start',
    duringTotpEnrolment: true,
  },
  {
    name: 'confirmTotpEnrolment',
    query:
      'mutation Op { confirmTotpEnrolment(code: "123456") { staffMember { totpEnabled } recoveryCodes userErrors { code } } }',
    roles: ALL,
    path: '/api/staff/totp/confirm',
    duringTotpEnrolment: true,
  },
  {
    name: 'disableTotp',
    query: 'mutation Op { disableTotp(code: "123456") { staffMember { totpEnabled } userErrors { code } } }',
    roles: ALL,
    path: '/api/staff/totp/disable',
  },
  {
    name: 'staffSettings',
    query: 'query Op { staffSettings { totpRequired } }',
    roles: ['admin'],
    path: '/api/staff/settings',
  },
  {
    name: 'staffMembers',
    query: 'query Op { staffMembers { id } }',
    roles: ['admin'],
    path: '/api/staff/members',
  },
  {
    name: 'createStaffMember',
    query:
      'mutation Op { createStaffMember(email: "new@store.example", name: "New", role: SALES) { staffMember { id } userErrors { code } } }',
    roles: ['admin'],
    path: '/api/staff/members',
  },
  {
    name: 'setStaffRole',
    query:
      'mutation Op { setStaffRole(id: "2", role: WAREHOUSE) { staffMember { role } userErrors { code } } }',
    roles: ['admin'],
    path: '/api/staff/members/2/role',
  },
  {
    name: 'deactivateStaffMember',
    query: 'mutation Op { deactivateStaffMember(id: "3") { staffMember { active } userErrors { code } } }',
    roles: ['admin'],
    path: '/api/staff/members/3/deactivate',
  },
  {
    name: 'setStaffTotpRequired',
    query:
      'mutation Op { setStaffTotpRequired(required: true) { settings { totpRequired } userErrors { code } } }',
    roles: ['admin'],
    path: '/api/staff/settings',
  },
  {
    name: 'registrations',
    query: 'query Op { registrations { total } }',
    roles: SALES,
    path: '/api/staff/registrations',
  },
  {
    name: 'registration',
    query: 'query Op { registration(id: "7") { id } }',
    roles: SALES,
    path: '/api/staff/registrations/7',
  },
  {
    name: 'approveRegistration',
    query: 'mutation Op { approveRegistration(id: "7") { registration { status } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/registrations/7/approve',
  },
  {
    name: 'rejectRegistration',
    query:
      'mutation Op { rejectRegistration(id: "7", reason: "No license.") { registration { status } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/registrations/7/reject',
  },
  {
    name: 'requestRegistrationInformation',
    query:
      'mutation Op { requestRegistrationInformation(id: "7", message: "Send it again.") { registration { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/registrations/7/request-information',
  },
  {
    name: 'customers',
    query: 'query Op { customers { total } }',
    roles: SALES,
    path: '/api/staff/customers',
  },
  {
    name: 'customer',
    query: 'query Op { customer(id: "7") { id } }',
    roles: SALES,
    path: '/api/staff/customers/7',
  },
  {
    name: 'suspendCustomer',
    query: 'mutation Op { suspendCustomer(id: "7") { customer { suspended } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/customers/7/suspend',
  },
  {
    name: 'reactivateCustomer',
    query: 'mutation Op { reactivateCustomer(id: "7") { customer { suspended } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/customers/7/reactivate',
  },
  {
    name: 'revokeCustomerApiKey',
    query:
      'mutation Op { revokeCustomerApiKey(customerId: "7", keyId: "3") { customer { apiKeys { id } } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/customers/7/api-keys/3/revoke',
  },
  { name: 'orders', query: 'query Op { orders { total } }', roles: WAREHOUSE, path: '/api/staff/orders' },
  {
    name: 'order',
    query: 'query Op { order(id: "501") { id } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/501',
  },
  {
    name: 'setOrderStatus',
    query:
      'mutation Op { setOrderStatus(id: "501", status: SHIPPED) { order { status } userErrors { code } } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/501/status',
  },
  {
    name: 'setOrderLineFulfilled',
    query:
      'mutation Op { setOrderLineFulfilled(orderId: "501", lineId: "601", fulfilled: true) { order { id } userErrors { code } } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/501/lines/601/fulfil',
  },
  {
    name: 'ordersById',
    query: 'query Op { ordersById(ids: ["501"]) { id lines { sku } } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/selection',
  },
  {
    name: 'setOrdersStatus',
    query:
      'mutation Op { setOrdersStatus(ids: ["501", "502"], status: PROCESSING) { results { changed } userErrors { code } } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/status',
  },
  {
    name: 'fulfilAllOrderLines',
    query: 'mutation Op { fulfilAllOrderLines(orderId: "501") { order { id } userErrors { code } } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/501/fulfil-all',
  },
  {
    name: 'setOrderLineQuantity',
    query:
      'mutation Op { setOrderLineQuantity(orderId: "501", lineId: "601", quantity: 1) { order { id } userErrors { code } } }',
    roles: WAREHOUSE,
    path: '/api/staff/orders/501/lines/601/quantity',
  },
  {
    name: 'certificateRenewals',
    query: 'query Op { certificateRenewals { id } }',
    roles: SALES,
    path: '/api/staff/certificate-renewals',
  },
  {
    name: 'approveCertificateRenewal',
    query: 'mutation Op { approveCertificateRenewal(id: "31") { renewal { status } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/certificate-renewals/31/approve',
  },
  {
    name: 'rejectCertificateRenewal',
    query:
      'mutation Op { rejectCertificateRenewal(id: "31", reason: "Unreadable.") { renewal { status } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/certificate-renewals/31/reject',
  },
  { name: 'auditLog', query: 'query Op { auditLog { total } }', roles: ['admin'], path: '/api/staff/audit' },
  {
    name: 'auditActions',
    query: 'query Op { auditActions }',
    roles: ['admin'],
    path: '/api/staff/audit/actions',
  },
  {
    name: 'staffHome',
    query: 'query Op { staffHome { registrationsWaiting ordersToShip } }',
    roles: ALL,
    path: '/api/staff/home',
  },
  ...(
    [
      ['CUSTOMER', 'customers', SALES],
      ['REGISTRATION', 'registrations', SALES],
      ['ORDER', 'orders', WAREHOUSE],
    ] as const
  ).flatMap(([type, area, roles]) => [
    {
      name: 'staffNotes',
      query: `query Op { staffNotes(subject: { type: ${type}, id: "7" }) { id } }`,
      roles,
      path: `/api/staff/${area}/7/notes`,
    },
    {
      name: 'addStaffNote',
      query: `mutation Op { addStaffNote(subject: { type: ${type}, id: "7" }, body: "Called.") { note { id } userErrors { code } } }`,
      roles,
      path: `/api/staff/${area}/7/notes`,
    },
  ]),
  {
    name: 'products',
    query: 'query Op { products { total } }',
    roles: ALL,
    path: '/api/staff/products',
  },
  {
    name: 'catalogChoices',
    query: 'query Op { catalogChoices { brands { id } } }',
    roles: SALES,
    path: '/api/staff/catalog/choices',
  },
  {
    name: 'createProduct',
    query:
      'mutation Op { createProduct(input: { name: "New", itemCode: "N-1", price: "1.00", categoryId: "3", brandId: "5" }) { product { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/products',
  },
  {
    name: 'editProduct',
    query:
      'mutation Op { editProduct(id: "42", input: { price: "9.99" }) { product { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/products/42',
  },
  {
    name: 'archiveProduct',
    query: 'mutation Op { archiveProduct(id: "42") { product { archivedAt } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/products/42/archive',
  },
  {
    name: 'restoreProduct',
    query: 'mutation Op { restoreProduct(id: "42") { product { archivedAt } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/products/42/restore',
  },
  {
    name: 'orderProductImages',
    query:
      'mutation Op { orderProductImages(id: "42", files: ["maduro-robusto.webp"]) { product { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/products/42/images/order',
  },
  {
    name: 'updateProduct',
    query:
      'mutation Op { updateProduct(id: "42", input: { stock: 3 }) { product { stock } userErrors { code } } }',
    roles: WAREHOUSE,
    path: '/api/staff/products/42',
  },
  // The team's invitations and reactivation; a member's own recovery codes.
  {
    name: 'resendStaffInvitation',
    query:
      'mutation Op { resendStaffInvitation(id: "11") { staffMember { invitation { sentAt } } userErrors { code } } }',
    roles: ['admin'],
    path: '/api/staff/members/11/invitation',
  },
  {
    name: 'reactivateStaffMember',
    query: 'mutation Op { reactivateStaffMember(id: "3") { staffMember { active } userErrors { code } } }',
    roles: ['admin'],
    path: '/api/staff/members/3/reactivate',
  },
  {
    name: 'regenerateRecoveryCodes',
    query:
      'mutation Op { regenerateRecoveryCodes(code: "123456") { recoveryCodes staffMember { recoveryCodesLeft } userErrors { code } } }',
    roles: ALL,
    path: '/api/staff/totp/recovery-codes',
  },
  {
    name: 'catalogTaxonomy',
    query: 'query Op { catalogTaxonomy { brands { id } } }',
    roles: SALES,
    path: '/api/staff/catalog/taxonomy',
  },
  {
    name: 'createCategory',
    query:
      'mutation Op { createCategory(input: { name: "Lanceros", parentId: "3" }) { category { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/categories',
  },
  {
    name: 'editCategory',
    query:
      'mutation Op { editCategory(id: "4", input: { slug: "robustos" }) { category { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/categories/4',
  },
  {
    name: 'deleteCategory',
    query: 'mutation Op { deleteCategory(id: "4") { deletedId userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/categories/4',
  },
  {
    name: 'createBrand',
    query: 'mutation Op { createBrand(input: { name: "Casa Nueva" }) { brand { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/brands',
  },
  {
    name: 'editBrand',
    query:
      'mutation Op { editBrand(id: "5", input: { name: "Maduro Casa" }) { brand { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/brands/5',
  },
  {
    name: 'deleteBrand',
    query: 'mutation Op { deleteBrand(id: "5") { deletedId userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/brands/5',
  },
  {
    name: 'removeCategoryImage',
    query: 'mutation Op { removeCategoryImage(id: "3") { category { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/categories/3/image',
  },
  {
    name: 'removeBrandImage',
    query: 'mutation Op { removeBrandImage(id: "5") { brand { id } userErrors { code } } }',
    roles: SALES,
    path: '/api/staff/catalog/brands/5/image',
  },
];

describe('the staff role matrix', () => {
  const cases = OPERATIONS.flatMap((operation) =>
    ALL.map((role) => ({ ...operation, role, allowed: operation.roles.includes(role) })),
  );

  it.each(cases)('$name as $role: allowed is $allowed', async ({ name, query, role, allowed, path }) => {
    const response = await staffGraphql(setup.gw.url, query, {}, { cookie: staffCookie(role) });
    expect(staffCalls(setup.store).map((call) => call.path)).toEqual([path]);
    if (allowed) {
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.[name]).not.toBeNull();
    } else {
      // A nullable query field is null beside its error; a non-null one takes the whole `data` with it.
      expect(response.body.data?.[name] ?? null).toBeNull();
      expect(response.body.errors).toEqual([
        {
          message: 'You are not allowed to do this.',
          path: [name],
          locations: [expect.anything()],
          extensions: { code: 'FORBIDDEN', requestId: expect.any(String) as string },
        },
      ]);
    }
  });

  it.each(OPERATIONS.filter((operation) => operation.name !== 'me'))(
    '$name without a staff session is UNAUTHENTICATED, asked of no one',
    async ({ name, query }) => {
      const response = await staffGraphql(setup.gw.url, query);
      expect(response.body.data?.[name] ?? null).toBeNull();
      expect(response.body.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
        [[name], 'UNAUTHENTICATED'],
      ]);
      expect(staffCalls(setup.store)).toEqual([]);
    },
  );

  it.each(OPERATIONS)(
    '$name with a session held to setting up two-step sign-in: allowed is $duringTotpEnrolment',
    async ({ name, query, duringTotpEnrolment }) => {
      const response = await staffGraphql(setup.gw.url, query, {}, { cookie: ENROLMENT_COOKIE });
      if (duringTotpEnrolment) {
        expect(response.body.errors).toBeUndefined();
        expect(response.body.data?.[name]).not.toBeNull();
      } else {
        expect(response.body.data?.[name] ?? null).toBeNull();
        expect(response.body.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
          [[name], 'TOTP_ENROLMENT_REQUIRED'],
        ]);
      }
    },
  );

  it.each(OPERATIONS.filter((operation) => operation.name !== 'me'))(
    '$name with a buyer’s session (cookie or bearer token) is UNAUTHENTICATED, asked of no one',
    async ({ name, query }) => {
      for (const options of [{ cookie: `storefront_session=${TOKENS.alice}` }, { token: TOKENS.alice }]) {
        const response = await staffGraphql(setup.gw.url, query, {}, options);
        expect(response.body.data?.[name] ?? null).toBeNull();
        expect(response.body.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
          [[name], 'UNAUTHENTICATED'],
        ]);
      }
      expect(staffCalls(setup.store)).toEqual([]);
    },
  );

  it('me without a staff session is null, asked of no one', async () => {
    const response = await staffGraphql(setup.gw.url, 'query Op { me { id } }');
    expect(response.body).toEqual({ data: { me: null } });
    expect(staffCalls(setup.store)).toEqual([]);
  });
});

const JPEG = { name: 'logo.jpg', type: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) };
const CSV = { name: 'products.csv', type: 'text/csv', content: Buffer.from('sku,stock\nMR-20,4\n') };

/** The operations that take a file (a multipart request), each with a small file of its kind. */
const UPLOADS = [
  {
    name: 'attachRegistrationDocument',
    query:
      'mutation Op($file: Upload!) { attachRegistrationDocument(id: "7", document: $file) { registration { id } userErrors { code } } }',
    file: { name: 'reply.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n') },
    path: '/api/staff/registrations/7/documents',
    roles: SALES,
  },
  {
    name: 'addProductImage',
    query:
      'mutation Op($file: Upload!) { addProductImage(id: "42", image: $file) { product { id } userErrors { code } } }',
    file: JPEG,
    path: '/api/staff/catalog/products/42/images',
    roles: SALES,
  },
  {
    name: 'setCategoryImage',
    query:
      'mutation Op($file: Upload!) { setCategoryImage(id: "3", image: $file) { category { id } userErrors { code } } }',
    file: JPEG,
    path: '/api/staff/catalog/categories/3/image',
    roles: SALES,
  },
  {
    name: 'setBrandImage',
    query:
      'mutation Op($file: Upload!) { setBrandImage(id: "5", image: $file) { brand { id } userErrors { code } } }',
    file: JPEG,
    path: '/api/staff/catalog/brands/5/image',
    roles: SALES,
  },
  {
    name: 'previewProductImport',
    query:
      'mutation Op($file: Upload!) { previewProductImport(file: $file) { report { applied } userErrors { code } } }',
    file: CSV,
    path: '/api/staff/catalog/products/import',
    // The warehouse's file changes stock only (store-api refuses its other changes row by row).
    roles: ALL,
  },
  {
    name: 'importProducts',
    query:
      'mutation Op($file: Upload!) { importProducts(file: $file) { report { applied } userErrors { code } } }',
    file: CSV,
    path: '/api/staff/catalog/products/import',
    // The warehouse's file changes stock only (store-api refuses its other changes row by row).
    roles: ALL,
  },
] as const;

describe.each(UPLOADS)(
  'the staff role matrix for an upload (multipart): $name',
  ({ name, query, file, path, roles }) => {
    const send = (headers: Record<string, string>) =>
      sendMultipart(
        `${setup.gw.url}/staff`,
        multipartRequest(query, { file: null }, [{ path: 'file', ...file }]),
        {
          'apollo-require-preflight': 'true',
          ...headers,
        },
      );

    it.each(ALL.map((role) => ({ role, allowed: roles.includes(role) })))(
      'as $role: allowed is $allowed, sent on to store-api',
      async ({ role, allowed }) => {
        const response = await send({ cookie: staffCookie(role) });
        expect(staffCalls(setup.store).map((call) => call.path)).toEqual([path]);
        if (allowed) {
          expect(response.body.errors).toBeUndefined();
          expect(response.body.data).toEqual({
            [name]: expect.objectContaining({ userErrors: [] }) as unknown,
          });
        } else {
          // store-api's refusal.
          expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
        }
      },
    );

    it('without a staff session or with a buyer’s: UNAUTHENTICATED, asked of no one', async () => {
      const callers: Record<string, string>[] = [
        {},
        { cookie: `storefront_session=${TOKENS.alice}` },
        { authorization: `Bearer ${TOKENS.alice}` },
      ];
      for (const headers of callers) {
        const response = await send(headers);
        expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      }
      expect(staffCalls(setup.store)).toEqual([]);
    });

    it('held to setting up two-step sign-in: TOTP_ENROLMENT_REQUIRED', async () => {
      const response = await send({ cookie: ENROLMENT_COOKIE });
      expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'TOTP_ENROLMENT_REQUIRED',
      ]);
    });
  },
);
