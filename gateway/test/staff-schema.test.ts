import { getIntrospectionQuery, isEnumType, type IntrospectionQuery } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { buildStaffSchema } from '../src/staff/schema.js';
import { STAFF_USER_ERROR_CODES } from '../src/upstream/staff-api.js';
import { useContractGateway } from './support/contract-gateway.js';
import { graphql } from './support/gateway.js';
import { installStaffContract, staffCookie, staffGraphql } from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

/** The staff schema's own types and root fields: none may appear in the public schema. */
function staffOnly() {
  const staff = buildStaffSchema();
  // Names both schemas use, each for its own type (the public `Order` is the buyer's own): standard scalars too.
  const shared = new Set([
    ...['String', 'ID', 'Int', 'Boolean', 'Date', 'DateTime', 'Upload', 'Query', 'Mutation'],
    ...['Money', 'State', 'Address', 'AddressType', 'Customer', 'CustomerPayload'],
    ...['Order', 'OrderLine', 'OrderAddress', 'OrderPage', 'OrderStatus', 'UserError', 'UserErrorCode'],
    ...['Product', 'ProductPage', 'MembershipCategory'],
    // The buyer sees the carrier and tracking number of their own shipped order; staff enter them.
    'Shipment',
    // The buyer's own renewals (uploadCertificateRenewal); staff see the customer and the review on theirs.
    ...['CertificateKind', 'CertificateRenewal', 'CertificateRenewalStatus', 'CertificateRenewalPayload'],
  ]);
  const types = Object.keys(staff.getTypeMap()).filter((name) => !name.startsWith('__') && !shared.has(name));
  const fields = [
    ...Object.keys(staff.getQueryType()!.getFields()),
    ...Object.keys(staff.getMutationType()!.getFields()),
  ];
  return { types, fields };
}

describe('the public schema', () => {
  it('shows none of the staff types or operations when introspected at /graphql', async () => {
    const response = await graphql<IntrospectionQuery>(
      setup.gw.url,
      getIntrospectionQuery(),
      {},
      {
        cookie: staffCookie('admin'),
      },
    );
    const schema = response.body.data!.__schema;
    const typeNames = schema.types.map((type) => type.name);
    const rootFields = schema.types
      .filter((type) => type.name === 'Query' || type.name === 'Mutation')
      .flatMap((type) => ('fields' in type ? type.fields.map((field) => field.name) : []));
    const { types, fields } = staffOnly();
    expect(types).toEqual(
      expect.arrayContaining(['StaffMember', 'Registration', 'AuditEntry', 'Certificate']),
    );
    expect(typeNames.filter((name) => types.includes(name))).toEqual([]);
    // `orders`, `order` and `products` are the buyer's own on the public schema, and the reference lists are
    // public; the rest are staff operations.
    const buyers = new Set(['orders', 'order', 'products', 'states', 'membershipCategories']);
    expect(rootFields.filter((name) => fields.includes(name) && !buyers.has(name))).toEqual([]);
    // READY_FOR_PICKUP (a buyer's order can be collected) and the shared error codes are public on purpose.
    expect(JSON.stringify(schema)).not.toMatch(/Staff[A-Z]|staffSign/);
  });

  it('does not answer a staff operation at /graphql', async () => {
    const response = await graphql(
      setup.gw.url,
      'query Op { registrations { total } }',
      {},
      {
        cookie: staffCookie('admin'),
      },
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the staff schema', () => {
  it('may be introspected with a staff session', async () => {
    const response = await staffGraphql<IntrospectionQuery>(
      setup.gw.url,
      getIntrospectionQuery(),
      {},
      {
        cookie: staffCookie('warehouse'),
      },
    );
    expect(response.body.data?.__schema.types.map((type) => type.name)).toContain('StaffMember');
  });

  it('may not be introspected without one', async () => {
    const response = await staffGraphql(setup.gw.url, 'query Peek { __type(name: "StaffMember") { name } }');
    expect(response.status).toBe(401);
    expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(response.body.data).toBeUndefined();
  });

  it('has userError codes that are exactly the codes the staff upstream reads', () => {
    const type = buildStaffSchema().getType('UserErrorCode');
    expect(isEnumType(type) && type.getValues().map((value) => value.name)).toEqual([
      ...STAFF_USER_ERROR_CODES,
    ]);
  });

  it('is refused on a cross-site request without a preflight (CSRF prevention)', async () => {
    const { request } = await import('undici');
    const response = await request(
      `${setup.gw.url}/staff/graphql?query=${encodeURIComponent('{ me { id } }')}`,
      {
        headers: { cookie: staffCookie('admin') },
      },
    );
    expect(response.statusCode).toBe(400);
    await response.body.dump();
  });

  it('refuses a JSON body over the public endpoint’s limit with 413, as GraphQL errors', async () => {
    const { request } = await import('undici');
    const response = await request(`${setup.gw.url}/staff/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staffCookie('admin') },
      body: JSON.stringify({ query: '{ me { id } }', variables: { padding: 'x'.repeat(70 * 1024) } }),
    });
    const answer = (await response.body.json()) as { errors: { extensions: { code: string } }[] };
    expect(response.statusCode).toBe(413);
    expect(answer.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps the public schema building on its own', () => {
    expect(buildSchema().getType('StaffMember')).toBeUndefined();
  });
});
