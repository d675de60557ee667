import { beforeEach, describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import {
  installStaffContract,
  OWN_ROLE,
  staffCalls,
  staffCookie,
  staffGraphql,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const admin = { cookie: staffCookie('admin') };
const USER_ERRORS = 'userErrors { code field message }';
const MEMBER = 'staffMember { id email name role totpEnabled active createdAt }';

describe('staff accounts', () => {
  it('lists the staff members with role, two-step sign-in, whether active and when created', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Members { staffMembers { id email role totpEnabled active createdAt } }',
      {},
      admin,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.staffMembers).toEqual([
      {
        id: '1',
        email: 'ada@store.example',
        role: 'ADMIN',
        totpEnabled: false,
        active: true,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      {
        id: '2',
        email: 'sam@store.example',
        role: 'SALES',
        totpEnabled: false,
        active: true,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      {
        id: '3',
        email: 'wes@store.example',
        role: 'WAREHOUSE',
        totpEnabled: false,
        active: true,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      {
        id: '9',
        email: 'sam@store.example',
        role: 'SALES',
        totpEnabled: false,
        active: false,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ]);
  });

  it('creates a member under the contract’s names, and answers TAKEN on email for an address in use', async () => {
    const create = (email: string) =>
      staffGraphql(
        setup.gw.url,
        `mutation Create($email: String!) { createStaffMember(email: $email, name: "Nia Okafor", role: WAREHOUSE) { ${MEMBER} ${USER_ERRORS} } }`,
        { email },
        admin,
      );
    expect((await create('nia@store.example')).body.data).toEqual({
      createStaffMember: {
        staffMember: {
          id: '10',
          email: 'nia@store.example',
          name: 'Nia Okafor',
          role: 'WAREHOUSE',
          totpEnabled: false,
          active: true,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({
      email: 'nia@store.example',
      name: 'Nia Okafor',
      role: 'warehouse',
    });
    expect((await create('sam@store.example')).body.data).toEqual({
      createStaffMember: {
        staffMember: null,
        userErrors: [
          {
            code: 'TAKEN',
            field: ['email'],
            message: 'A staff member with e-mail sam@store.example exists already.',
          },
        ],
      },
    });
  });

  it('refuses a name over 120 characters before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Create { createStaffMember(email: "x@store.example", name: "${'n'.repeat(121)}", role: SALES) { ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      createStaffMember: {
        userErrors: [
          { code: 'INVALID', field: ['name'], message: 'The name must be at most 120 characters.' },
        ],
      },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('changes a role, and answers store-api’s refusal of the admin’s own on id', async () => {
    const setRole = (id: string) =>
      staffGraphql(
        setup.gw.url,
        `mutation Role($id: ID!) { setStaffRole(id: $id, role: WAREHOUSE) { staffMember { id role } ${USER_ERRORS} } }`,
        { id },
        admin,
      );
    expect((await setRole('2')).body.data).toEqual({
      setStaffRole: { staffMember: { id: '2', role: 'WAREHOUSE' }, userErrors: [] },
    });
    expect(staffCalls(setup.store)[0]).toMatchObject({
      path: '/api/staff/members/2/role',
      body: { role: 'warehouse' },
    });
    expect((await setRole('1')).body.data).toEqual({
      setStaffRole: {
        staffMember: null,
        userErrors: [{ code: 'INVALID', field: ['id'], message: OWN_ROLE }],
      },
    });
  });

  it('deactivates a member, and answers NOT_FOUND for an unknown one', async () => {
    const deactivate = (id: string) =>
      staffGraphql(
        setup.gw.url,
        `mutation Off($id: ID!) { deactivateStaffMember(id: $id) { staffMember { id active } ${USER_ERRORS} } }`,
        { id },
        admin,
      );
    expect((await deactivate('3')).body.data).toEqual({
      deactivateStaffMember: { staffMember: { id: '3', active: false }, userErrors: [] },
    });
    expect((await deactivate('77')).body.data).toEqual({
      deactivateStaffMember: {
        staffMember: null,
        userErrors: [{ code: 'NOT_FOUND', field: null, message: 'Not found.' }],
      },
    });
  });
});
