import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD, PASSWORD_RULE } from '../src/limits.js';
import { messages as M } from '../src/messages.js';
import {
  accountPasswordIssue,
  contactFields,
  fieldErrors,
  loginFields,
  staffLoginFields,
  parseQuantity,
  registerFields,
  renamed,
} from '../src/rules.js';

describe('form rules', () => {
  it("report an empty register form's problems in the spec's order (section 5)", () => {
    const errors = fieldErrors(z.object(registerFields), {});
    expect(Object.values(errors)).toEqual([
      M.enterName,
      M.enterEmail,
      M.enterPassword,
      M.enterCompanyName,
      M.enterAddress,
      M.enterCity,
      M.selectCountry,
      M.selectStates,
      M.enterPostcode,
      M.enterPrimaryContact,
      M.enterTobaccoId,
      M.selectCustomerCategory,
    ]);
  });

  it('keep the order, the checks and the messages when store-api renames the fields', () => {
    const rest = z.object(renamed(registerFields, { companyName: 'company_name', postcode: 'pincode' }));
    const keys = Object.keys(rest.shape);
    expect(keys.slice(0, 5)).toEqual(['name', 'email', 'password', 'company_name', 'address']);
    expect(keys).toContain('pincode');
    expect(fieldErrors(rest, { name: 'Ada' })).toMatchObject({
      email: M.enterEmail,
      company_name: M.enterCompanyName,
    });
  });

  it('say "required" before "malformed", and bound every text', () => {
    expect(fieldErrors(z.object(loginFields), { email: 'ada@', password: '' })).toEqual({
      email: M.properEmail,
      password: M.enterPassword,
    });
    expect(fieldErrors(z.object(loginFields), { email: 'Shore01', password: 'x' })).toEqual({});
    expect(fieldErrors(z.object(staffLoginFields), { email: 'Shore01', password: 'x' })).toEqual({
      email: M.properEmail,
    });
    expect(
      fieldErrors(z.object(contactFields), { name: 'x'.repeat(121), email: 'a@b.co', subject: 'Hi' }),
    ).toEqual({ name: M.tooLong('name', 120) });
  });

  it('check a password change only when the current password is given', () => {
    const change = { currentPassword: '', newPassword: '', confirmPassword: '' };
    expect(accountPasswordIssue(change)).toBeNull();
    expect(accountPasswordIssue({ ...change, newPassword: 'Secret#12' })?.message).toBe(
      M.enterCurrentPassword,
    );
    expect(accountPasswordIssue({ ...change, currentPassword: 'old' })?.message).toBe(M.enterNewPassword);
    expect(
      accountPasswordIssue({ currentPassword: 'old', newPassword: 'weak', confirmPassword: 'weak' })?.message,
    ).toBe(M.passwordStrength);
  });

  it('name in the password message every symbol the password rule accepts, and only those', () => {
    const named = M.passwordStrength.match(/one of (.*), the only symbols/)?.[1]?.split(' ') ?? [];
    expect(named.join('')).toBe(PASSWORD.specials);
    for (const symbol of PASSWORD.specials) expect(PASSWORD_RULE.test(`Secret1${symbol}`)).toBe(true);
    for (const symbol of '-_+=^~.,') expect(PASSWORD_RULE.test(`Secret1${symbol}`)).toBe(false);
  });

  it('take quantities from 1 to 9999 only, blank meaning 1', () => {
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('9999')).toBe(9999);
    expect(parseQuantity('10000')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1e3')).toBeNull();
  });
});
