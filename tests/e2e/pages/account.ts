import type { Locator, Page } from 'playwright-core';
import { field, Header } from './common.js';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  constructor(readonly page: Page) {
    this.email = field(page.getByRole('main'), 'Email address or username');
    this.password = field(page.getByRole('main'), 'Password');
    this.submit = page.getByRole('main').getByRole('button', { name: 'Log in' });
  }
  goto = () => this.page.goto('/login');
  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  companyName: string;
  address: string;
  city: string;
  country: string;
  state: string;
  postcode: string;
  phone: string;
  mobile: string;
  taxId: string;
  taxExpiryDate: string;
  taxCertificate: string;
  tobaccoId: string;
  tobaccoExpiryDate: string;
  tobaccoCertificate: string;
  dba: string;
  membership: string;
}

/** /register: every field of spec section 2, in the order the form checks them. */
export class RegisterPage {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('main');
  }
  goto = () => this.page.goto('/register');
  f = (label: string) => field(this.form, label);
  submit = () => this.form.getByRole('button', { name: 'Register', exact: true }).click();

  /**
   * The required fields in the spec's order, each with how to fill it: filling them one by one, the first message
   * shown must move on to the next rule each time.
   */
  requiredSteps(data: Registration): { message: string; fill: () => Promise<void> }[] {
    return [
      { message: 'Please enter name.', fill: () => this.f('Name').fill(data.name) },
      { message: 'Please enter email.', fill: () => this.f('Email address').fill(data.email) },
      { message: 'Please enter password.', fill: () => this.f('Password').fill(data.password) },
      { message: 'Please enter company name.', fill: () => this.f('Company name').fill(data.companyName) },
      { message: 'Please enter address.', fill: () => this.f('Address').fill(data.address) },
      { message: 'Please enter city.', fill: () => this.f('City').fill(data.city) },
      {
        message: 'Please select country.',
        fill: async () => {
          await this.f('Country').selectOption({ label: data.country });
        },
      },
      {
        message: 'Please select states.',
        fill: async () => {
          await this.f('State').locator('option', { hasText: data.state }).waitFor({ state: 'attached' });
          await this.f('State').selectOption({ label: data.state });
        },
      },
      { message: 'Please enter postcode.', fill: () => this.f('Postcode').fill(data.postcode) },
      {
        message: 'Please enter Primary Contact.',
        fill: () => this.f('Primary contact').pressSequentially(data.phone),
      },
      { message: 'Please Enter Tobacco ID.', fill: () => this.f('Tobacco ID').fill(data.tobaccoId) },
      {
        message: 'Please select customer category.',
        fill: async () => {
          await this.f('Customer membership').selectOption({ label: data.membership });
        },
      },
    ];
  }

  async fillOptional(data: Registration): Promise<void> {
    await this.f('Secondary contact').pressSequentially(data.mobile);
    await this.f('Tax ID').fill(data.taxId);
    await this.f('Tax valid till').fill(data.taxExpiryDate);
    await this.f('Tax certificate').setInputFiles(data.taxCertificate);
    await this.f('Tobacco valid till').fill(data.tobaccoExpiryDate);
    await this.f('Tobacco certificate').setInputFiles(data.tobaccoCertificate);
    await this.f('Doing business as').fill(data.dba);
  }
}

export class CreateAccountPage {
  readonly main: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.username = field(this.main, 'Username');
    this.password = field(this.main, 'Password');
    this.confirm = field(this.main, 'Confirm password');
  }
  submit = () => this.main.getByRole('button', { name: 'Create account' }).click();
  async fill(username: string, password: string, confirm = password): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.confirm.fill(confirm);
  }
}

export class LostPasswordPage {
  readonly email: Locator;
  constructor(readonly page: Page) {
    this.email = field(page.getByRole('main'), 'Email address');
  }
  goto = () => this.page.goto('/my-account/lost-password');
  submit = () => this.page.getByRole('main').getByRole('button', { name: 'Reset password' }).click();
}

export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirm: Locator;
  constructor(readonly page: Page) {
    this.password = field(page.getByRole('main'), 'New password');
    this.confirm = field(page.getByRole('main'), 'Confirm new password');
  }
  submit = () => this.page.getByRole('main').getByRole('button', { name: 'Save password' }).click();
}

/** The /my-account screens: navigation, dashboard, orders, addresses and account details. */
export class AccountPages {
  readonly header: Header;
  readonly main: Locator;
  readonly nav: Locator;
  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.main = page.getByRole('main');
    this.nav = this.main.getByRole('navigation', { name: 'My account' });
  }
  gotoDashboard = () => this.page.goto('/my-account');
  gotoOrders = () => this.page.goto('/my-account/orders');
  gotoAddresses = () => this.page.goto('/my-account/addresses');
  gotoAccountDetails = () => this.page.goto('/my-account/account-details');
  f = (label: string) => field(this.main, label);

  /** The orders table row of an order number such as 'order-12'. */
  orderRow = (number: string) => this.main.getByRole('row').filter({ hasText: number });
  addressRegion = (name: string) => this.main.getByRole('region', { name, exact: true });
  saveChanges = () => this.main.getByRole('button', { name: 'Save changes' }).click();
  saveAddress = () => this.main.getByRole('button', { name: 'Save address' }).click();
}
