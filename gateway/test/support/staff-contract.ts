import { ok, refuse, type FakeStore, type Handler, type RecordedCall } from './fake-store.js';
import { graphql, type CallOptions, type GraphQLResponse } from './gateway.js';

/**
 * store-api's staff REST API (`/api/staff`, the staff REST contract) at the network edge: one staff member per role,
 * each with a token, and the contract's role checks (401 without a known staff token, 403 for a role that may not).
 */
export const STAFF_TOKENS = {
  admin: 'st_admin-0123456789abcdefghijklmnop',
  sales: 'st_sales-0123456789abcdefghijklmnop',
  warehouse: 'st_warehouse-0123456789abcdefghijk',
} as const;
export type StaffRole = keyof typeof STAFF_TOKENS;
export const STAFF_PASSWORD = 'Staff#Secret1';

const SECOND_FACTOR = {
  totp_enabled: false,
  totp_enrolment_required: false,
  active: true,
  created_at: '2026-11-01T09:00:00.000Z',
} as const;

export const STAFF = {
  admin: { id: 1, email: 'ada@store.example', name: 'Ada Admin', role: 'admin', ...SECOND_FACTOR },
  sales: { id: 2, email: 'sam@store.example', name: 'Sam Sales', role: 'sales', ...SECOND_FACTOR },
  warehouse: {
    id: 3,
    email: 'wes@store.example',
    name: 'Wes Warehouse',
    role: 'warehouse',
    ...SECOND_FACTOR,
  },
} as const;

/** A sales member who signs in with a code as well: the double takes TOTP_CODE as the right one. */
export const TOTP_MEMBER = {
  ...STAFF.sales,
  id: 4,
  email: 'tess@store.example',
  name: 'Tess',
  totp_enabled: true,
};
export const TOTP_CODE = '123456';
/** The code the double answers `disableTotp` with as if the store required two-step sign-in. */
export const REQUIRED_BY_STORE_CODE = '000000';

/**
 * The session of a warehouse member the store holds to setting up two-step sign-in first: store-api lets it call
 * me, logout and the set-up only (403 TOTP_ENROLMENT_REQUIRED else).
 */
export const ENROLMENT_TOKEN = 'st_enrolment-0123456789abcdefghij';
export const TOTP_ENROLMENT_REQUIRED = {
  error: 'The store requires two-step sign-in: set up your authenticator app to continue.',
  code: 'TOTP_ENROLMENT_REQUIRED',
};
export const INVALID_TOTP =
  'This code is not valid. Enter the current 6-digit code from your authenticator app.';
export const OWN_ROLE = 'You cannot change your own role: ask another admin.';
export const TOTP_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Store:sam%40store.example?issuer=Store&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

/** The one live link to set a password the double knows; it accepts only STAFF_PASSWORD as the new one. */
export const PASSWORD_LINK_TOKEN = 'link_0123456789abcdefghijklmnopqrstuv';
export const LINK_EXPIRED = 'The link has been expired.';
export const PASSWORD_RULE =
  'Password must contain at least one lowercase letter, one uppercase letter, one digit, one special character (one of @ $ ! % * # ? &, the only symbols it accepts), and be at least 8 characters long.';

const ROLE_BY_TOKEN = new Map<string, StaffRole>([
  ...Object.entries(STAFF_TOKENS).map(([role, token]) => [token, role as StaffRole] as const),
  [ENROLMENT_TOKEN, 'warehouse'],
]);

export const UNAUTHENTICATED = { error: 'Staff sign-in required.', code: 'UNAUTHENTICATED' };
export const FORBIDDEN = { error: 'Your role cannot do this.', code: 'FORBIDDEN' };

const NJ = { id: 31, name: 'New Jersey', code: 'NJ' };

export const registration = {
  id: 7,
  company_name: 'Dan Cigars LLC',
  dba: 'Dan’s',
  contact_name: 'Dan Doe',
  email: 'dan@shop.example',
  phone: '6095550100',
  state: NJ,
  tax_id: 'TX-9',
  tax_id_expires_on: '2027-02-28',
  tobacco_license_number: 'TOB-9',
  tobacco_license_expires_on: '2027-03-31',
  membership_category: 'Retailer',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
};

export const registrationDetail = {
  ...registration,
  addresses: [
    {
      id: 70,
      type: 'billing',
      name: 'Dan Doe',
      company_name: 'Dan Cigars LLC',
      address: '5 Elm St',
      city: 'Trenton',
      state: NJ,
      pincode: '08608',
      phone: '6095550100',
    },
  ],
  certificates: [
    {
      kind: 'tax',
      content_type: 'application/pdf',
      file_name: 'tax.pdf',
      url: '/api/staff/registrations/7/certificates/tax',
    },
  ],
  information_requests: [
    {
      message: 'Please send a readable tax certificate.',
      requested_at: '2026-11-21T09:00:00.000Z',
      staff_email: 'sam@store.example',
    },
  ],
  documents: [
    {
      id: 3,
      content_type: 'application/pdf',
      file_name: 'document-3.pdf',
      url: '/api/staff/registrations/7/documents/3',
      attached_at: '2026-11-22T15:30:00.000Z',
      staff: { id: 4, email: 'sam@store.example', name: 'Sam Sales' },
    },
  ],
};

export const customer = {
  id: 7,
  company_name: 'Dan Cigars LLC',
  contact_name: 'Dan Doe',
  email: 'dan@shop.example',
  state: NJ,
  membership_category: 'Retailer',
  status: 'approved',
  suspended: false,
  tax_id_expires_on: '2027-02-28',
  tobacco_license_expires_on: '2027-03-31',
  created_at: '2026-11-20T10:00:00.000Z',
};

const auditEntry = {
  id: 900,
  staff: { id: 2, email: 'sam@store.example', name: 'Sam Sales' },
  source: 'staff',
  action: 'customer.suspend',
  subject_type: 'customer',
  subject_id: 7,
  before: { suspended: false },
  after: { suspended: true },
  created_at: '2026-11-22T08:00:00.000Z',
};

/** A staff note as store-api answers it. */
export const NOTE = {
  id: 70,
  subject_type: 'customer',
  subject_id: 7,
  body: 'Prefers deliveries before noon.',
  author: { id: 2, name: 'Sam Sales', email: 'sam@store.example' },
  created_at: '2026-11-24T09:30:00.000Z',
};

export const customerDetail = {
  ...customer,
  addresses: registrationDetail.addresses,
  orders: [
    {
      id: 501,
      order_number: '1001',
      status: 'processing',
      total: '250.00',
      created_at: '2026-11-23T12:00:00.000Z',
    },
  ],
  certificates: registrationDetail.certificates,
  audit: [auditEntry],
};

export const order = {
  id: 501,
  order_number: '1001',
  customer: { id: 7, company_name: 'Dan Cigars LLC' },
  status: 'processing',
  subtotal: '240.00',
  tax: '10.00',
  total: '250.00',
  line_count: 1,
  created_at: '2026-11-23T12:00:00.000Z',
};

export const orderDetail = {
  ...order,
  lines: [
    {
      id: 601,
      item_name: 'Maduro Robusto',
      quantity: 2,
      item_price: '120.00',
      subtotal: '240.00',
      fulfilled: false,
    },
  ],
  billing_address: {
    name: 'Dan Doe',
    company_name: 'Dan Cigars LLC',
    address: '5 Elm St',
    city: 'Trenton',
    state_id: 31,
    pincode: '08608',
    phone: '6095550100',
    email: 'dan@shop.example',
  },
  shipping_address: null,
  note: 'Leave at the back door.',
  audit: [],
};

export const product = {
  id: 42,
  name: 'Maduro Robusto (Box of 20)',
  slug: 'maduro-robusto-box-of-20',
  sku: 'GST-10042',
  category: { id: 3, name: 'Premium Cigar' },
  stock: 18,
  purchase_limit: 5,
  promoted: false,
  recommended: true,
  image_url: '/storage/products/maduro-robusto.webp',
  item_code: 'MR-42',
  barcode: '0123456789012',
  brand: { id: 5, name: 'Maduro House' },
  price: '89.50',
  tax_per_unit: '4.25',
  description: 'Twenty dark robustos.',
  images: [
    { file: 'maduro-robusto.webp', url: '/storage/products/maduro-robusto.webp' },
    { file: 'maduro-robusto-box.jpg', url: '/storage/products/maduro-robusto-box.jpg' },
  ],
  archived_at: null,
};

export const CERTIFICATE_BYTES = Buffer.from('%PDF-1.4\n% a tax certificate\n');
/** A document staff attached to registration 7 (a PNG's first bytes). */
export const DOCUMENT_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x01]);

/** A tobacco licence renewal Dan Cigars uploaded, waiting for review. */
export const renewal = {
  id: 31,
  customer_id: 7,
  company_name: 'Dan Cigars LLC',
  kind: 'tobacco',
  expires_on: '2028-03-31',
  status: 'pending',
  reason: null,
  created_at: '2026-11-25T09:30:00.000Z',
  reviewed_at: null,
  url: '/api/staff/certificate-renewals/31/file',
};
export const RENEWAL_BYTES = Buffer.from('%PDF-1.4\n% a renewed tobacco licence\n');
export const RENEWAL_REVIEWED = 'This renewal has already been reviewed.';

const ANY = ['admin', 'sales', 'warehouse'] as const;
const SALES = ['admin', 'sales'] as const;
const WAREHOUSE = ['admin', 'warehouse'] as const;
const ADMIN = ['admin'] as const;

const page = (data: unknown[]) => ({
  status: 200,
  body: { data, meta: { total: data.length, page: 1, per_page: 25 } },
});

/**
 * The role checks of every staff route: 401 without a staff token, 403 for a role the contract leaves out, and
 * 403 TOTP_ENROLMENT_REQUIRED for ENROLMENT_TOKEN on the routes a member must not use before setting it up.
 */
function guarded(roles: readonly StaffRole[], handler: Handler, duringEnrolment = false): Handler {
  return (call) => {
    const token = /^Bearer (\S+)$/.exec(call.headers.authorization ?? '')?.[1];
    const role = token === undefined ? undefined : ROLE_BY_TOKEN.get(token);
    if (!role) return refuse(401, UNAUTHENTICATED);
    if (token === ENROLMENT_TOKEN && !duringEnrolment) return refuse(403, TOTP_ENROLMENT_REQUIRED);
    if (!roles.includes(role)) return refuse(403, FORBIDDEN);
    return handler(call);
  };
}

/** The staff REST contract's categories and brand (catalog/taxonomy). */
export const CATEGORY = {
  id: 3,
  name: 'Premium Cigar',
  slug: 'premium-cigar',
  parent_id: null,
  products: 12,
  subcategories: 1,
};
export const SUBCATEGORY = {
  id: 4,
  name: 'Robusto',
  slug: 'robusto',
  parent_id: 3,
  products: 2,
  subcategories: 0,
};
export const BRAND = {
  id: 5,
  name: 'Maduro House',
  slug: 'maduro-house',
  image_url: '/storage/brands/mh.svg',
  products: 7,
};

export function installStaffContract(store: FakeStore): FakeStore {
  const on = (method: string, path: string, roles: readonly StaffRole[], handler: Handler) =>
    store.on(method, `/api/staff/${path}`, guarded(roles, handler));
  const duringEnrolment = (method: string, path: string, handler: Handler) =>
    store.on(method, `/api/staff/${path}`, guarded(ANY, handler, true));
  store.on('POST', '/api/staff/login', (call) => {
    const { email, password, code, recovery_code } = call.body as Record<string, string | undefined>;
    const member = [...Object.values(STAFF), TOTP_MEMBER].find((staff) => staff.email === email);
    if (!member || password !== STAFF_PASSWORD) {
      return refuse(422, {
        error: 'These credentials do not match our records.',
        field: null,
        code: 'INVALID_CREDENTIALS',
      });
    }
    if (member.totp_enabled && code === undefined && recovery_code !== undefined) {
      if (recovery_code !== RECOVERY_CODE)
        return refuse(422, { error: INVALID_RECOVERY_CODE, field: 'recovery_code', code: 'INVALID_TOTP' });
      return ok({ token: STAFF_TOKENS[member.role], staff: { ...member, recovery_codes_left: 9 } });
    }
    if (member.totp_enabled && code === undefined)
      return refuse(422, { error: TOTP_REQUIRED, field: 'code', code: 'TOTP_REQUIRED' });
    if (member.totp_enabled && code !== TOTP_CODE)
      return refuse(422, { error: INVALID_TOTP, field: 'code', code: 'INVALID_TOTP' });
    return ok({ token: STAFF_TOKENS[member.role], staff: member });
  });
  store.on('POST', '/api/staff/password', (call) => {
    const { token, password } = call.body as { token?: string; password?: string };
    if (token !== PASSWORD_LINK_TOKEN)
      return refuse(422, { error: LINK_EXPIRED, field: 'token', code: 'LINK_EXPIRED' });
    if (password !== STAFF_PASSWORD)
      return refuse(422, { error: PASSWORD_RULE, field: 'password', code: 'INVALID' });
    return ok({ password_set: true });
  });
  duringEnrolment('POST', 'logout', () => ok({ signed_out: true }));
  duringEnrolment('GET', 'me', (call) =>
    ok(isEnrolling(call) ? { ...STAFF.warehouse, totp_enrolment_required: true } : STAFF[roleOf(call)]),
  );
  duringEnrolment('POST', 'totp/start', () => ok(ENROLMENT));
  duringEnrolment('POST', 'totp/confirm', (call) =>
    (call.body as { code?: string }).code === TOTP_CODE
      ? ok({ ...STAFF[roleOf(call)], totp_enabled: true, recovery_codes: RECOVERY_CODES })
      : refuse(422, { error: INVALID_TOTP, field: 'code', code: 'INVALID_TOTP' }),
  );
  on('POST', 'totp/disable', ANY, (call) => {
    const { code } = call.body as { code?: string };
    if (code === REQUIRED_BY_STORE_CODE) {
      return refuse(422, {
        error: 'The store requires two-step sign-in of every staff member: it cannot be turned off.',
        field: null,
        code: 'TOTP_REQUIRED',
      });
    }
    if (code !== TOTP_CODE) return refuse(422, { error: INVALID_TOTP, field: 'code', code: 'INVALID_TOTP' });
    return ok(STAFF[roleOf(call)]);
  });
  on('GET', 'members', ADMIN, () => ok([...Object.values(STAFF), { ...STAFF.sales, id: 9, active: false }]));
  on('POST', 'members', ADMIN, (call) => {
    const { email, name, role } = call.body as { email: string; name: string; role: string };
    if (Object.values(STAFF).some((staff) => staff.email === email))
      return refuse(422, {
        error: `A staff member with e-mail ${email} exists already.`,
        field: 'email',
        code: 'TAKEN',
      });
    return ok({ ...SECOND_FACTOR, id: 10, email, name, role });
  });
  on('POST', 'members/:id/role', ADMIN, (call) => {
    if (call.params.id === String(STAFF.admin.id))
      return refuse(422, { error: OWN_ROLE, field: 'id', code: 'INVALID' });
    const member = Object.values(STAFF).find((staff) => String(staff.id) === call.params.id);
    if (!member) return refuse(404, { error: 'No staff member with this id.', code: 'NOT_FOUND' });
    return ok({ ...member, role: (call.body as { role: string }).role });
  });
  on('POST', 'members/:id/deactivate', ADMIN, (call) => {
    const member = Object.values(STAFF).find((staff) => String(staff.id) === call.params.id);
    if (!member) return refuse(404, { error: 'No staff member with this id.', code: 'NOT_FOUND' });
    return ok({ ...member, active: false });
  });
  on('GET', 'settings', ADMIN, () => ok({ staff_totp_required: false }));
  on('POST', 'settings', ADMIN, (call) =>
    ok({ staff_totp_required: (call.body as { staff_totp_required: boolean }).staff_totp_required }),
  );
  on('GET', 'registrations', SALES, () => page([registration]));
  on('GET', 'registrations/:id', SALES, () => ok(registrationDetail));
  on('GET', 'registrations/:id/certificates/:kind', SALES, () => ({
    status: 200,
    raw: CERTIFICATE_BYTES,
    headers: {
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'content-disposition': 'inline',
    },
  }));
  on('POST', 'registrations/:id/approve', SALES, () => ok({ ...registration, status: 'approved' }));
  on('POST', 'registrations/:id/reject', SALES, () => ok({ ...registration, status: 'rejected' }));
  on('POST', 'registrations/:id/request-information', SALES, () => ok(registration));
  on('POST', 'registrations/:id/documents', SALES, () => ok(registrationDetail));
  on('GET', 'registrations/:id/documents/:documentId', SALES, () => ({
    status: 200,
    raw: DOCUMENT_BYTES,
    headers: { 'content-type': 'image/png', 'cache-control': 'no-store', 'content-disposition': 'inline' },
  }));
  on('GET', 'customers', SALES, () => page([customer]));
  on('GET', 'customers/:id', SALES, () => ok(customerDetail));
  on('POST', 'customers/:id/suspend', SALES, () => ok({ ...customer, suspended: true }));
  on('POST', 'customers/:id/reactivate', SALES, () => ok(customer));
  on('POST', 'customers/:id/api-keys/:keyId/revoke', SALES, () => ok(customerDetail));
  on('POST', 'customers/:id/certificate-dates', SALES, (call) => {
    const body = call.body as { tobacco_license_expires_on?: string; tax_id_expires_on?: string };
    if (body.tobacco_license_expires_on === undefined && body.tax_id_expires_on === undefined) {
      return refuse(422, {
        error: 'Please enter the tobacco valid till date as YYYY-MM-DD.',
        field: 'tobacco_license_expires_on',
        code: 'INVALID',
      });
    }
    return ok({
      tobacco_license_expires_on: body.tobacco_license_expires_on ?? customer.tobacco_license_expires_on,
      tax_id_expires_on: body.tax_id_expires_on ?? customer.tax_id_expires_on,
    });
  });
  on('GET', 'certificate-renewals', SALES, () => ok([renewal]));
  on('GET', 'certificate-renewals/:id/file', SALES, () => ({
    status: 200,
    raw: RENEWAL_BYTES,
    headers: {
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'content-disposition': 'inline',
    },
  }));
  on('POST', 'certificate-renewals/:id/approve', SALES, () =>
    ok({ ...renewal, status: 'approved', reviewed_at: '2026-11-26T10:00:00.000Z' }),
  );
  on('POST', 'certificate-renewals/:id/reject', SALES, (call) => {
    const { reason } = call.body as { reason?: string };
    if (!reason?.trim())
      return refuse(422, { error: 'Please enter the reason.', field: 'reason', code: 'INVALID' });
    return ok({ ...renewal, status: 'rejected', reason, reviewed_at: '2026-11-26T10:00:00.000Z' });
  });
  on('GET', 'orders', WAREHOUSE, () => page([order]));
  on('POST', 'orders/status', WAREHOUSE, (call) =>
    ok(
      (call.body as { ids: number[] }).ids.map((id) => ({
        id,
        order_number: String(id),
        changed: true,
        code: null,
        message: null,
      })),
    ),
  );
  on('POST', 'orders/:id/fulfil-all', WAREHOUSE, () =>
    ok({ ...orderDetail, lines: [{ ...orderDetail.lines[0], fulfilled: true }] }),
  );
  on('POST', 'orders/:id/lines/:lineId/quantity', WAREHOUSE, (call) =>
    ok({
      ...orderDetail,
      lines: [{ ...orderDetail.lines[0], quantity: (call.body as { quantity: number }).quantity }],
    }),
  );
  on('GET', 'orders/:id', WAREHOUSE, () => ok(orderDetail));
  // After orders/:id: the fake asks the latest handler first.
  on('GET', 'orders/selection', WAREHOUSE, () => ok([{ ...orderDetail, audit: undefined }]));
  on('POST', 'orders/:id/status', WAREHOUSE, (call) =>
    ok({ ...orderDetail, status: (call.body as { status: string }).status }),
  );
  on('POST', 'orders/:id/lines/:lineId/fulfil', WAREHOUSE, () =>
    ok({ ...orderDetail, lines: [{ ...orderDetail.lines[0], fulfilled: true }] }),
  );
  on('GET', 'audit', ADMIN, () => page([auditEntry]));
  on('GET', 'products', ANY, () => page([product]));
  on('GET', 'catalog/choices', SALES, () =>
    ok({
      categories: [
        { id: 3, name: 'Premium Cigar', parent_id: null },
        { id: 4, name: 'Robusto', parent_id: 3 },
      ],
      brands: [{ id: 5, name: 'Maduro House' }],
    }),
  );
  on('POST', 'catalog/products', SALES, (call) => ok({ ...product, id: 43, ...(call.body as object) }));
  on('PATCH', 'catalog/products/:id', SALES, (call) => ok({ ...product, ...(call.body as object) }));
  on('POST', 'catalog/products/:id/archive', SALES, () =>
    ok({ ...product, archived_at: '2026-11-28T09:00:00.000Z' }),
  );
  on('POST', 'catalog/products/:id/restore', SALES, () => ok(product));
  on('POST', 'catalog/products/:id/images', SALES, () =>
    ok({ ...product, images: [...product.images, { file: 'new.jpg', url: '/storage/products/new.jpg' }] }),
  );
  on('POST', 'catalog/products/:id/images/order', SALES, (call) => {
    const files = (call.body as { images: string[] }).images;
    return ok({
      ...product,
      images: product.images
        .filter((image) => files.includes(image.file))
        .sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file)),
    });
  });
  on('GET', 'catalog/taxonomy', SALES, () => ok({ categories: [CATEGORY, SUBCATEGORY], brands: [BRAND] }));
  on('POST', 'catalog/categories', SALES, (call) => ok({ ...SUBCATEGORY, id: 9, ...(call.body as object) }));
  on('PATCH', 'catalog/categories/:id', SALES, (call) =>
    ok({ ...CATEGORY, id: Number(call.params.id), ...(call.body as object) }),
  );
  on('DELETE', 'catalog/categories/:id', SALES, (call) => ok({ id: Number(call.params.id) }));
  on('POST', 'catalog/brands', SALES, (call) => ok({ ...BRAND, id: 8, ...(call.body as object) }));
  on('PATCH', 'catalog/brands/:id', SALES, (call) =>
    ok({ ...BRAND, id: Number(call.params.id), ...(call.body as object) }),
  );
  on('DELETE', 'catalog/brands/:id', SALES, (call) => ok({ id: Number(call.params.id) }));
  on('POST', 'catalog/categories/:id/image', SALES, (call) =>
    ok({ ...CATEGORY, id: Number(call.params.id), image_url: '/storage/categories/new.jpg' }),
  );
  on('DELETE', 'catalog/categories/:id/image', SALES, (call) =>
    ok({ ...CATEGORY, id: Number(call.params.id), image_url: null }),
  );
  on('POST', 'catalog/brands/:id/image', SALES, (call) =>
    ok({ ...BRAND, id: Number(call.params.id), image_url: '/storage/brands/new.jpg' }),
  );
  on('DELETE', 'catalog/brands/:id/image', SALES, (call) =>
    ok({ ...BRAND, id: Number(call.params.id), image_url: null }),
  );
  // The warehouse's file changes stock only: store-api refuses its other changes on their rows.
  on('POST', 'catalog/products/import', ANY, (call) => {
    const { rows, dry_run: dryRun } = call.body as {
      rows: { row: number; sku: string; price?: string }[];
      dry_run?: boolean;
    };
    return ok({
      applied: !dryRun,
      rows: rows.map((row) => ({
        row: row.row,
        sku: row.sku,
        product_id: 42,
        product_name: 'Maduro Robusto (Box of 20)',
        changes: row.price ? [{ field: 'price', before: '24.50', after: row.price }] : [],
        errors: [],
      })),
    });
  });
  on('GET', 'audit/actions', ADMIN, () => ok(['customer.suspend', 'order.status']));
  on('GET', 'home', ANY, (call) => {
    const role = roleOf(call);
    return ok({
      registrations: role === 'warehouse' ? null : { waiting: 3, oldest_at: '2026-11-20T10:00:00.000Z' },
      orders: role === 'sales' ? null : { to_process: 4, to_ship: 2 },
      licences_expiring: role === 'warehouse' ? null : 1,
      products_out_of_stock: role === 'sales' ? null : 5,
    });
  });
  for (const [area, subject, roles] of [
    ['customers', 'customer', SALES],
    ['registrations', 'registration', SALES],
    ['orders', 'order', WAREHOUSE],
  ] as const) {
    on('GET', `${area}/:id/notes`, roles, (call) =>
      ok([{ ...NOTE, subject_type: subject, subject_id: Number(call.params.id) }]),
    );
    on('POST', `${area}/:id/notes`, roles, (call) => {
      const { body: text } = call.body as { body?: unknown };
      const body = typeof text === 'string' ? text.trim() : '';
      if (body === '')
        return refuse(422, { error: 'Please enter the note.', field: 'body', code: 'INVALID' });
      return ok({ ...NOTE, id: 71, subject_type: subject, subject_id: Number(call.params.id), body });
    });
  }
  on('PATCH', 'products/:id', WAREHOUSE, (call) => ok({ ...product, ...(call.body as object) }));
  // The team's invitations and reactivation (admins), a member's own recovery codes.
  on('POST', 'members/:id/invitation', ADMIN, (call) => {
    if (call.params.id !== String(INVITED.id))
      return refuse(422, { error: ALREADY_SET, field: 'id', code: 'INVALID' });
    return ok({ ...INVITED, invitation: RESENT });
  });
  on('POST', 'members/:id/reactivate', ADMIN, (call) => {
    const member = Object.values(STAFF).find((staff) => String(staff.id) === call.params.id);
    if (!member) return refuse(404, { error: 'No staff member with this id.', code: 'NOT_FOUND' });
    return ok({ ...member, active: true });
  });
  on('POST', 'totp/recovery-codes', ANY, (call) => {
    const { password, code } = call.body as { password?: string; code?: string };
    if (code === undefined && password === undefined)
      return refuse(422, { error: ENTER_PROOF, field: 'password', code: 'INVALID' });
    if (code !== undefined && code !== TOTP_CODE)
      return refuse(422, { error: INVALID_TOTP, field: 'code', code: 'INVALID_TOTP' });
    if (code === undefined && password !== STAFF_PASSWORD)
      return refuse(422, { error: WRONG_PASSWORD, field: 'password', code: 'INVALID_CREDENTIALS' });
    return ok({
      recovery_codes: RECOVERY_CODES,
      staff: { ...STAFF[roleOf(call)], totp_enabled: true, recovery_codes_left: 10 },
    });
  });
  return store;
}

/** The recovery codes the double gives; the first signs TOTP_MEMBER in instead of a code. */
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
export const RECOVERY_CODE = RECOVERY_CODES[0]!;
export const INVALID_RECOVERY_CODE =
  'This recovery code is not valid or was used already. Check it, or use another of your codes.';
export const ENTER_PROOF = 'Enter your password or the current code from your authenticator app.';
export const WRONG_PASSWORD = 'The password is incorrect.';
export const ALREADY_SET = 'Sam Sales has set their password already: there is no invitation to resend.';
/** A member who has not set their password; the double resends their invitation only. */
export const INVITED = {
  ...STAFF.warehouse,
  id: 11,
  email: 'ivy@store.example',
  name: 'Ivy Invited',
  invitation: { sent_at: '2026-11-27T09:00:00.000Z', expires_at: '2026-11-30T09:00:00.000Z' },
};
export const RESENT = { sent_at: '2026-11-28T09:00:00.000Z', expires_at: '2026-12-01T09:00:00.000Z' };

function isEnrolling(call: RecordedCall): boolean {
  return call.headers.authorization === `Bearer ${ENROLMENT_TOKEN}`;
}

function roleOf(call: RecordedCall): StaffRole {
  const token = /^Bearer (\S+)$/.exec(call.headers.authorization ?? '')?.[1] ?? '';
  const role = ROLE_BY_TOKEN.get(token);
  if (!role) throw new Error('guarded() lets only staff tokens through');
  return role;
}

/** The staff session cookie of the member the store holds to setting up two-step sign-in first. */
export const ENROLMENT_COOKIE = `staff_session=${ENROLMENT_TOKEN}`;

/** The staff session cookie of a role, as the browser sends it after staffSignIn. */
export function staffCookie(role: StaffRole): string {
  return `staff_session=${STAFF_TOKENS[role]}`;
}

/** One operation POSTed to /staff/graphql, as the staff pages do. */
export function staffGraphql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  return graphql<T>(`${gatewayUrl}/staff`, query, variables, options);
}

export function staffCalls(store: FakeStore): RecordedCall[] {
  return store.calls.filter((call) => call.path.startsWith('/api/staff/'));
}
