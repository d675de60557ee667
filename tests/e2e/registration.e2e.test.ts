import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CreateAccountPage, LoginPage, type Registration, RegisterPage } from './pages/account.js';
import { errorOf, expectFieldErrors, expectMessage, expectToast, Header, toastMark } from './pages/common.js';
import { adminJson, staff } from './support/admin.js';
import { GraphQLRecorder } from './support/graphql.js';
import { useJourney } from './support/journey.js';
import { linkFromNewestMail } from './support/mail.js';
import { specText } from './support/spec-text.js';
import { repoRoot } from '../support/processes.js';

// Journey 2: a business registers with every field and both certificates, staff approve it with the admin command,
// the e-mailed link creates the login, and the link cannot be used twice.

const fixtures = path.join(repoRoot, 'tests/e2e/fixtures');
const nextYear = new Date().getFullYear() + 1;

const registration: Registration = {
  name: 'Rosa Delgado',
  email: 'rosa.delgado@shorelinesmoke.example.com',
  password: 'Regist#2026',
  companyName: 'Shoreline Smoke Shop LLC',
  address: '12 Ocean Avenue',
  city: 'Asbury Park',
  country: 'United States',
  state: 'New Jersey',
  postcode: '07712',
  phone: '7325550142',
  mobile: '7325550199',
  taxId: 'NJ-TAX-448812',
  taxExpiryDate: `${nextYear}-06-30`,
  taxCertificate: path.join(fixtures, 'tax-certificate.pdf'),
  tobaccoId: 'NJ-TOB-99120',
  tobaccoExpiryDate: `${nextYear}-12-31`,
  tobaccoCertificate: path.join(fixtures, 'tobacco-licence.png'),
  dba: 'Shoreline Smokes',
  membership: 'Smoke Shop',
};

const account = { username: 'shoreline01', password: 'Shore#2026go' };

describe.sequential(
  'a business registers, staff approve it, and the e-mailed link creates the account',
  () => {
    const journey = useJourney({ name: '2-registration', story: true });
    let link = '';

    it('shows the required-field messages of an empty form in the spec order', async () => {
      const { page } = journey;
      await page.goto('/login');
      await page
        .getByRole('navigation', { name: 'Login or register' })
        .getByRole('link', { name: 'Register' })
        .click();
      await page.waitForURL('**/register');
      const register = new RegisterPage(page);
      await register.submit();
      await expectFieldErrors(register.form, [...specText.registerRequired]);
      await journey.shots('register-empty-errors');
    });

    it('formats phones while typing, limits expiry dates to today onwards, and takes a PDF and a PNG', async () => {
      const { page } = journey;
      const register = new RegisterPage(page);
      for (const step of register.requiredSteps(registration)) await step.fill();
      await register.fillOptional(registration);
      expect(await register.f('Primary contact').inputValue()).toBe('(732) 555-0142');
      expect(await register.f('Secondary contact').inputValue()).toBe('(732) 555-0199');
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      expect(await register.f('Tax valid till').getAttribute('min')).toBe(today);
      expect(await register.f('Tobacco valid till').getAttribute('min')).toBe(today);
      await expectFieldErrors(register.form, []);
      await journey.shots('register-filled');
    });

    it('registers: the success toast, the thank-you dialog, and OK goes to /login', async () => {
      const { page } = journey;
      const register = new RegisterPage(page);
      const mark = await toastMark(page);
      await register.submit();
      await expectToast(page, specText.registered, { type: 'success', after: mark });
      const dialog = page
        .getByRole('dialog')
        .or(page.getByRole('alertdialog'))
        .filter({ hasText: /thank you for registering/i });
      await dialog.waitFor();
      expect(await dialog.innerText()).toMatch(/log ?in.*confirm.*e-?mail/is);
      await journey.shots('register-thank-you');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/login');

      // The phones went out as digits only.
      const [upload] = await GraphQLRecorder.uploadsSent(page);
      const input = (upload?.variables as { input?: Record<string, unknown> } | undefined)?.input;
      expect(upload?.query, 'the registration upload').toMatch(/mutation\s+\w*Register/i);
      expect(input?.phone).toBe(registration.phone);
      expect(input?.mobile).toBe(registration.mobile);
    });

    it('cannot log in before approval', async () => {
      const { page } = journey;
      const login = new LoginPage(page);
      await login.logIn(registration.email, registration.password);
      await page
        .getByRole('main')
        .getByRole('alert')
        .filter({
          hasText:
            'Your registration has not been approved yet. You can log in after creating your account from the link we e-mail you on approval.',
        })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    });

    it('is pending for staff, with both certificates stored as sent; approving e-mails the create-account link', async () => {
      const pending = await staff.customers('pending');
      expect(pending.map((customer) => customer.email)).toContain(registration.email);
      const record = await adminJson<Record<string, unknown>>(['customer', registration.email]);
      expect(record).toMatchObject({
        status: 'pending',
        name: registration.name,
        company_name: registration.companyName,
        phone: registration.phone,
        mobile: registration.mobile,
        city: registration.city,
        state: registration.state,
        pincode: registration.postcode,
        tax_id: registration.taxId,
        tax_expiry_date: registration.taxExpiryDate,
        tob_license_no: registration.tobaccoId,
        tob_expiry_date: registration.tobaccoExpiryDate,
        dba: registration.dba,
        membership: registration.membership,
      });
      const storedPdf = await readFile(String(record.tax_certificate));
      const storedPng = await readFile(String(record.tob_certificate));
      expect(
        storedPdf.equals(await readFile(registration.taxCertificate)),
        'tax certificate stored as sent',
      ).toBe(true);
      expect(
        storedPng.equals(await readFile(registration.tobaccoCertificate)),
        'tobacco certificate stored as sent',
      ).toBe(true);

      await staff.approve(registration.email);
      link = await linkFromNewestMail(registration.email, '/create-account/');
      expect(link.startsWith(`${journey.baseURL}/create-account/`)).toBe(true);
    });

    it('opens the e-mailed link and enforces the username and password rules', async () => {
      const { page } = journey;
      await page.goto(link);
      const create = new CreateAccountPage(page);
      await create.username.waitFor();
      await journey.shots('create-account');

      await create.submit();
      await errorOf(create.username).filter({ hasText: specText.createAccount.usernameRequired }).waitFor();
      expect(await errorOf(create.password).innerText()).toBe(specText.createAccount.passwordRequired);

      const usernameError = async (username: string) => {
        await create.username.fill(username);
        await create.submit();
        await page.waitForTimeout(150);
        return (await errorOf(create.username).innerText()).trim();
      };
      for (const [username, message] of [
        ['shore line', specText.createAccount.usernameCharacters],
        ['shore-01!', specText.createAccount.usernameCharacters],
        ['short', specText.createAccount.usernameLength],
        ['waytoolongname1', specText.createAccount.usernameLength],
      ] as const) {
        const shown = await usernameError(username);
        expect(shown, `username "${username}" refused`).not.toBe('');
        journey.softEqual(`message for username "${username}"`, shown, message);
      }

      await create.fill(account.username, account.password, `${account.password}x`);
      await create.submit();
      await expectFieldErrors(create.main, [specText.createAccount.passwordsDiffer]);
      await journey.shot('create-account-errors');

      await create.fill(account.username, 'weakpassword', 'weakpassword');
      let mark = await toastMark(page);
      await create.submit();
      await expectMessage(page, specText.passwordRule, { after: mark });

      // No uppercase letter.
      const lowercase = account.password.toLowerCase();
      await create.fill(account.username, lowercase, lowercase);
      mark = await toastMark(page);
      await create.submit();
      await expectMessage(page, specText.passwordRule, { after: mark });
    });

    it('creates the account and lands home logged in; the username logs in as well as the e-mail', async () => {
      const { page } = journey;
      const create = new CreateAccountPage(page);
      await create.fill(account.username, account.password);
      const mark = await toastMark(page);
      await create.submit();
      await expectToast(page, specText.createAccount.created, { type: 'success', after: mark });
      await page.waitForURL((url) => url.pathname === '/');
      const header = new Header(page);
      await header.myAccount.waitFor();

      const login = new LoginPage(page);
      for (const name of [account.username.toUpperCase(), registration.email]) {
        await header.logout();
        await header.myAccount.waitFor({ state: 'hidden' });
        await login.goto();
        const loggedIn = await toastMark(page);
        await login.logIn(name, account.password);
        await expectToast(page, specText.login.success, { type: 'success', after: loggedIn });
        await header.myAccount.waitFor();
      }
      const customers = await staff.customers('approved');
      expect(customers.find((customer) => customer.email === registration.email)).toBeDefined();
    });

    it('says The link has been expired. for the used link and for a broken one, with the ways forward', async () => {
      const other = await journey.newSession();
      for (const url of [link, `${journey.baseURL}/create-account/not-a-real-token`]) {
        await other.page.goto(url);
        await other.page.getByRole('main').getByText(specText.createAccount.linkExpired).first().waitFor();
        expect(await new CreateAccountPage(other.page).username.count()).toBe(0);
        // A way forward: log in (the account may exist already), a new password, or the store.
        const main = other.page.getByRole('main');
        for (const name of ['Log in', 'Lost your password?', 'Contact us']) {
          await main.getByRole('link', { name }).waitFor();
        }
      }
      await journey.shots('create-account-expired', other.page);
    });
  },
);
