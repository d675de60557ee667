import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { runCommand } from '../src/admin/commands.js';
import type { AppContext } from '../src/context.js';
import { anyNumber, PASSWORD, startTestStore, type TestStore } from './helpers.js';
import { commandContext, staffCall, staffLogin, staffLimits, staffMember } from './staff-helpers.js';

let store: TestStore;
let ctx: AppContext;
beforeAll(async () => {
  store = await startTestStore(staffLimits({ loginMaxFailures: 3 }));
  ctx = commandContext(store);
});
afterAll(async () => {
  await store.close();
});

const UNAUTHENTICATED = { error: 'Staff sign-in required.', code: 'UNAUTHENTICATED' };

describe('npm run admin -- create-staff', () => {
  it('creates a staff member and prints a one-time link that sets the password once', async () => {
    const created = await runCommand(ctx, [
      'create-staff',
      'Ann@Staff.example.com',
      '--role',
      'sales',
      '--name',
      'Ann',
    ]);
    expect(created.exitCode, created.output).toBe(0);
    const link = /http:\/\/web\.test\/staff\/set-password\/(\S+)/.exec(created.output);
    expect(link).not.toBeNull();
    const token = link![1]!;

    expect(
      (
        await staffCall(store, 'POST', 'login', {
          body: { email: 'ann@staff.example.com', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(422);
    const weak = await staffCall(store, 'POST', 'password', { body: { token, password: 'short' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({ error: M.passwordStrength, field: 'password', code: 'INVALID' });

    const set = await staffCall(store, 'POST', 'password', { body: { token, password: PASSWORD } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { password_set: true } });
    const again = await staffCall(store, 'POST', 'password', { body: { token, password: 'Another#2025' } });
    expect(again.json()).toEqual({ error: M.linkExpired, field: 'token', code: 'LINK_EXPIRED' });
    for (const body of [{ password: PASSWORD }, { token: 'x'.repeat(201), password: PASSWORD }]) {
      const refused = await staffCall(store, 'POST', 'password', { body });
      expect(refused.json()).toEqual({ error: M.linkExpired, field: 'token', code: 'LINK_EXPIRED' });
    }

    const login = await staffCall(store, 'POST', 'login', {
      body: { email: 'ann@staff.example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      data: {
        token: expect.stringMatching(/^st_/) as unknown,
        staff: {
          id: anyNumber,
          email: 'ann@staff.example.com',
          name: 'Ann',
          role: 'sales',
          totp_enabled: false,
          totp_enrolment_required: false,
          active: true,
          created_at: expect.any(String) as unknown,
          invitation: null,
          recovery_codes_left: 0,
        },
      },
    });
  });

  it('lets a member throttled for wrong passwords sign in once they set a password from their link', async () => {
    const created = await runCommand(ctx, ['create-staff', 'dora@staff.example.com', '--role', 'sales']);
    const token = /set-password\/(\S+)/.exec(created.output)![1]!;
    const from = { 'x-forwarded-for': '10.7.7.7' };
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const body = { email: 'dora@staff.example.com', password: 'Wrong#2025' };
      statuses.push((await staffCall(store, 'POST', 'login', { body, headers: from })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect(
      (await staffCall(store, 'POST', 'password', { body: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    const login = await staffCall(store, 'POST', 'login', {
      body: { email: 'dora@staff.example.com', password: PASSWORD },
      headers: from,
    });
    expect(login.statusCode).toBe(200);
  });

  it('sets the password directly with --password, for scripts and tests', async () => {
    const created = await runCommand(ctx, [
      'create-staff',
      'bob@staff.example.com',
      '--role',
      'warehouse',
      '--password',
      PASSWORD,
      '--json',
    ]);
    expect(created.exitCode).toBe(0);
    expect(JSON.parse(created.output)).toMatchObject({
      email: 'bob@staff.example.com',
      role: 'warehouse',
      link: null,
    });
    const token = await staffLogin(store, 'bob@staff.example.com', PASSWORD);
    const me = await staffCall(store, 'GET', 'me', { token });
    expect(me.json()).toEqual({
      data: {
        id: anyNumber,
        email: 'bob@staff.example.com',
        name: 'bob',
        role: 'warehouse',
        totp_enabled: false,
        totp_enrolment_required: false,
        active: true,
        created_at: expect.any(String) as unknown,
        invitation: null,
        recovery_codes_left: 0,
      },
    });
  });

  it('refuses an unknown role, a taken e-mail, a weak password and a missing role', async () => {
    expect((await runCommand(ctx, ['create-staff', 'c@staff.example.com', '--role', 'boss'])).output).toBe(
      'Error: Unknown role "boss": use one of admin, sales, warehouse.',
    );
    expect((await runCommand(ctx, ['create-staff', 'c@staff.example.com'])).output).toBe(
      'Error: create-staff needs --role admin, sales or warehouse.',
    );
    expect(
      (
        await runCommand(ctx, [
          'create-staff',
          'c@staff.example.com',
          '--role',
          'admin',
          '--password',
          'weak',
        ])
      ).output,
    ).toBe(`Error: ${M.passwordStrength}`);
    expect((await runCommand(ctx, ['create-staff', 'BOB@staff.example.com', '--role', 'admin'])).output).toBe(
      'Error: A staff member with e-mail bob@staff.example.com exists already.',
    );
  });
});

describe('staff sign-in', () => {
  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const member = await staffMember(store, 'admin');
    for (const body of [
      { email: member.email, password: 'Wrong#2025' },
      { email: 'nobody@staff.example.com', password: PASSWORD },
    ]) {
      const response = await staffCall(store, 'POST', 'login', {
        body,
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('throttles repeated failures under the staff sign-in limits', async () => {
    const member = await staffMember(store, 'sales');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const body = { email: member.email, password: 'Wrong#2025' };
      statuses.push(
        (await staffCall(store, 'POST', 'login', { body, headers: { 'x-forwarded-for': '10.8.8.8' } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('asks for the e-mail address and the password', async () => {
    const response = await staffCall(store, 'POST', 'login', { body: { email: '', password: '' } });
    expect(response.json()).toEqual({ error: M.enterEmail, field: 'email', code: 'INVALID' });
  });

  it('signs out: the token stops working at once', async () => {
    const member = await staffMember(store, 'warehouse');
    const out = await staffCall(store, 'POST', 'logout', { token: member.token });
    expect(out.json()).toEqual({ data: { signed_out: true } });
    const me = await staffCall(store, 'GET', 'me', { token: member.token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(UNAUTHENTICATED);
  });

  it('never takes a customer token, and a staff token never opens a customer route', async () => {
    const customer = await store.customer();
    const me = await staffCall(store, 'GET', 'me', { token: customer.token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(UNAUTHENTICATED);
    expect((await staffCall(store, 'GET', 'me')).json()).toEqual(UNAUTHENTICATED);

    const member = await staffMember(store, 'admin');
    const account = await store.call('GET', 'account-details', { token: member.token });
    expect(account.statusCode).toBe(401);
  });
});
