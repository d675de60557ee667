import { describe, expect, it } from 'vitest';
import { AccountPages, LoginPage, LostPasswordPage, ResetPasswordPage } from './pages/account.js';
import { errorOf, expectFieldErrors, expectMessage, expectToast, Header, toastMark } from './pages/common.js';
import { ProductPage, products } from './pages/catalog.js';
import { useJourney } from './support/journey.js';
import { linkFromNewestMail, mailSnapshot } from './support/mail.js';
import { specText } from './support/spec-text.js';

// Journey 5: a customer keeps their account: billing and shipping addresses, account details and password, logs
// out (prices go, private screens send them to /login), and resets a lost password from the e-mailed link.

const changedPassword = 'Changed#2026';
const resetPassword = 'Reset#2026ok';

describe.sequential('a customer manages the account', () => {
  const journey = useJourney({ name: '5-account', story: true, buyer: { key: 'account', loggedIn: true } });

  it('edits the billing address, with the address messages in order', async () => {
    const { page } = journey;
    const account = new AccountPages(page);
    await account.gotoAddresses();
    const billing = account.addressRegion('Billing address');
    await billing.getByText('100 Market Street').waitFor();
    await journey.shots('addresses');
    await billing.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL('**/my-account/edit-address/billing?add=*');
    expect(await account.f('Address').inputValue()).toBe('100 Market Street');

    await account.f('Address').fill('');
    await account.f('City').fill('');
    await account.f('State').selectOption({ index: 0 });
    await account.f('Pincode').fill('');
    await account.saveAddress();
    await expectFieldErrors(account.main, [...specText.account.addressRequired]);
    await journey.shot('edit-billing-errors');

    await account.f('Address').fill('250 Nassau Street');
    await account.f('City').fill('Princeton');
    await account.f('State').selectOption({ label: 'New Jersey' });
    await account.f('Pincode').fill('08540');
    await account.saveAddress();
    await expectToast(page, specText.account.billingSaved, { type: 'success' });
    await page.waitForURL('**/my-account/addresses');
    await billing.getByText('250 Nassau Street').waitFor();
    await billing.getByText(/Princeton, New Jersey 08540/).waitFor();
  });

  it('adds a shipping address and edits it', async () => {
    const { page } = journey;
    const account = new AccountPages(page);
    await account.main.getByRole('link', { name: 'Add a shipping address' }).click();
    await page.waitForURL('**/my-account/add-address/billing?add=*');
    await account.f('Address').fill('9 Warehouse Way');
    await account.f('City').fill('Edison');
    await account.f('State').selectOption({ label: 'New Jersey' });
    await account.f('Pincode').fill('08817');
    await account.saveAddress();
    await expectToast(page, specText.account.shippingSaved, { type: 'success' });
    await page.waitForURL('**/my-account/addresses');
    const shipping = account.addressRegion('Shipping address');
    await shipping.getByText('9 Warehouse Way').waitFor();

    await shipping.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL('**/my-account/edit-address/shipping?add=*');
    expect(await account.f('City').inputValue()).toBe('Edison');
    await account.f('City').fill('Metuchen');
    await account.f('Pincode').fill('08840');
    const mark = await toastMark(page);
    await account.saveAddress();
    await expectToast(page, specText.account.shippingSaved, { type: 'success', after: mark });
    await page.waitForURL('**/my-account/addresses');
    await shipping.getByText(/Metuchen, New Jersey 08840/).waitFor();
    await journey.shots('addresses-edited');
  });

  it('changes the account details, with the required-field messages', async () => {
    const { page } = journey;
    const account = new AccountPages(page);
    await account.nav.getByRole('link', { name: 'Account details' }).click();
    await page.waitForURL('**/my-account/account-details');
    expect(await account.f('Name').inputValue()).toBe(journey.buyer.name);
    for (const label of ['Name', 'Email address', 'Company name', 'Phone']) await account.f(label).fill('');
    await account.saveChanges();
    await expectFieldErrors(account.main, [
      specText.account.nameRequired,
      specText.account.emailRequired,
      specText.account.companyRequired,
      specText.account.phoneRequired,
    ]);
    await journey.shot('account-details-errors');

    await account.f('Name').fill('Andrea Account');
    await account.f('Email address').fill(journey.buyer.email);
    await account.f('Company name').fill('Renamed Tobacco LLC');
    await account.f('Phone').pressSequentially('2015550177');
    expect(await account.f('Phone').inputValue()).toBe('(201) 555-0177');
    await account.saveChanges();
    await expectToast(page, specText.account.detailsSaved, { type: 'success' });
    await account.nav.getByRole('link', { name: 'Dashboard' }).click();
    await account.main.getByRole('heading', { name: /Andrea Account/ }).waitFor();
  });

  it('changes the password: current, new and confirmation required, must match, must follow the rule', async () => {
    const { page, gql } = journey;
    const account = new AccountPages(page);
    await account.gotoAccountDetails();
    const current = account.f('Current password (leave blank to leave unchanged)');
    const next = account.f('New password');
    const confirm = account.f('Confirm new password');

    // A new password without the current one is refused beside the current password, and nothing is sent.
    await next.fill(changedPassword);
    await confirm.fill(changedPassword);
    const before = Date.now();
    await account.saveChanges();
    await errorOf(current).filter({ hasText: specText.account.currentPasswordRequired }).waitFor();
    await gql.settle();
    expect(gql.sentSince(before, 'mutation'), 'mutations sent without the current password').toEqual([]);
    await next.fill('');
    await confirm.fill('');

    await current.fill(journey.buyer.password);
    await account.saveChanges();
    await errorOf(next).filter({ hasText: specText.account.newPasswordRequired }).waitFor();
    await next.fill(changedPassword);
    await account.saveChanges();
    await errorOf(confirm).filter({ hasText: specText.account.confirmPasswordRequired }).waitFor();
    await confirm.fill(`${changedPassword}x`);
    await account.saveChanges();
    await errorOf(confirm).filter({ hasText: specText.account.passwordsDiffer }).waitFor();
    await journey.shot('password-change-errors');

    await next.fill('weakpassword');
    await confirm.fill('weakpassword');
    let mark = await toastMark(page);
    await account.saveChanges();
    await expectMessage(page, specText.passwordRule, { after: mark });

    // No uppercase letter.
    await next.fill(changedPassword.toLowerCase());
    await confirm.fill(changedPassword.toLowerCase());
    mark = await toastMark(page);
    await account.saveChanges();
    await expectMessage(page, specText.passwordRule, { after: mark });

    await current.fill('Wrong#2026pw');
    await next.fill(changedPassword);
    await confirm.fill(changedPassword);
    mark = await toastMark(page);
    await account.saveChanges();
    await expectMessage(page, 'The current password is incorrect.', { after: mark });

    await current.fill(journey.buyer.password);
    mark = await toastMark(page);
    await account.saveChanges();
    await expectToast(page, specText.account.detailsSaved, { type: 'success', after: mark });
  });

  it('logs out: prices go, the count is 0 and private screens send the visitor to /login', async () => {
    const { page } = journey;
    const header = new Header(page);
    const mark = await toastMark(page);
    await header.logout();
    await page.waitForURL((url) => url.pathname === '/');
    // Spec section 4: logout shows the answer's message.
    await journey.soft('the logout message', () =>
      expectToast(page, 'Logged out successfully.', { after: mark }),
    );
    await header.signIn.waitFor();
    expect(await header.accountMenu.count()).toBe(0);
    await header.expectCartCount(0);

    const product = new ProductPage(page);
    await product.goto(products.robustoMaduro);
    await product.main.getByText('In Stock').first().waitFor();
    expect(await product.price.count(), 'price after logout').toBe(0);
    for (const path of ['/my-account', '/my-account/orders', '/my-account/account-details', '/checkout']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await journey.shots('logged-out-login');
  });

  it('logs in with the changed password', async () => {
    const { page } = journey;
    const login = new LoginPage(page);
    await login.logIn(journey.buyer.email, changedPassword);
    await expectToast(page, specText.login.success, { type: 'success' });
    await new Header(page).myAccount.waitFor();
    await new Header(page).logout();
    await page.waitForURL((url) => url.pathname === '/');
  });

  let resetLink = '';

  it('asks for a reset link: e-mail required, then the e-mail arrives', async () => {
    const { page } = journey;
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await page.waitForURL('**/my-account/lost-password');
    const lost = new LostPasswordPage(page);
    await lost.submit();
    await expectFieldErrors(page.getByRole('main'), [specText.lostPassword.emailRequired]);
    const before = await mailSnapshot();
    await lost.email.fill(journey.buyer.email);
    await lost.submit();
    await expectToast(page, specText.lostPassword.sent, { type: 'success' });
    await journey.shots('lost-password');
    resetLink = await linkFromNewestMail(journey.buyer.email, '/my-account/reset-password', {
      seenBefore: before,
    });
    const url = new URL(resetLink);
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(url.searchParams.get('email')).toBe(journey.buyer.email);
  });

  it('resets the password from the link, with the reset messages, and logs in with it', async () => {
    const { page } = journey;
    await page.goto(resetLink);
    const reset = new ResetPasswordPage(page);
    await reset.password.waitFor();
    await reset.submit();
    await errorOf(reset.password).filter({ hasText: specText.resetPassword.passwordRequired }).waitFor();
    await reset.password.fill('short1!');
    await reset.submit();
    await errorOf(reset.password).filter({ hasText: specText.passwordRule }).waitFor();
    await reset.password.fill(resetPassword);
    await reset.confirm.fill('');
    await reset.submit();
    await errorOf(reset.confirm).filter({ hasText: specText.resetPassword.confirmRequired }).waitFor();
    await reset.confirm.fill(`${resetPassword}x`);
    await reset.submit();
    await errorOf(reset.confirm).filter({ hasText: specText.resetPassword.passwordsDiffer }).waitFor();
    await journey.shots('reset-password-errors');

    await reset.confirm.fill(resetPassword);
    await reset.submit();
    await expectToast(page, specText.resetPassword.done, { type: 'success' });
    await page.waitForURL('**/login');

    const login = new LoginPage(page);
    await login.logIn(journey.buyer.email, changedPassword);
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'These credentials do not match our records.' })
      .waitFor();
    const mark = await toastMark(page);
    await login.logIn(journey.buyer.email, resetPassword);
    await expectToast(page, specText.login.success, { type: 'success', after: mark });
    await new Header(page).myAccount.waitFor();
  });

  it('refuses the used reset link with The link has been expired.', async () => {
    const visitor = await journey.newSession();
    const reset = new ResetPasswordPage(visitor.page);
    await visitor.page.goto(resetLink);
    await reset.password.waitFor();
    await reset.password.fill('Another#2026');
    await reset.confirm.fill('Another#2026');
    await reset.submit();
    await expectMessage(visitor.page, specText.resetPassword.linkExpired);
    await journey.shot('reset-link-expired', visitor.page);
  });
});
