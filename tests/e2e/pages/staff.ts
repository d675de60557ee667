import type { Locator, Page } from 'playwright-core';
import { field } from './common.js';

/** Meets the staff password rule (the buyers' rule). */
export const staffPassword = 'Staff#2026go';

/** The back office (/staff): its sign-in page, its bar of areas, and the current screen. */
export class StaffPages {
  readonly main: Locator;
  readonly nav: Locator;
  readonly heading: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.nav = page.getByRole('navigation', { name: 'Back office' });
    this.heading = this.main.getByRole('heading', { level: 1 });
  }

  async signIn(email: string, password = staffPassword): Promise<void> {
    await this.page.goto('/staff/login');
    await field(this.main, 'Email').fill(email);
    await field(this.main, 'Password').fill(password);
    await this.main.getByRole('button', { name: 'Sign in' }).click();
    await this.nav.waitFor();
  }

  async open(
    area: 'Registrations' | 'Customers' | 'Certificate renewals' | 'Orders' | 'Catalog' | 'Team',
  ): Promise<void> {
    await this.nav.getByRole('link', { name: area }).click();
    await this.heading.filter({ hasText: area }).waitFor();
  }

  /** The areas the bar offers, in order: each link's name, without the count of what waits there. */
  async areas(): Promise<string[]> {
    return (await this.nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await this.main.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  }
}
