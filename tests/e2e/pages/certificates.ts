import type { Locator, Page } from 'playwright-core';
import { field } from './common.js';

/**
 * The dashboard's and checkout's notice about the tobacco licence or tax certificate: a status (warning) while it
 * expires within 30 days, an alert once it has expired.
 */
export class ExpiryNotice {
  readonly warnings: Locator;
  readonly alerts: Locator;
  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.warnings = main
      .getByRole('status')
      .filter({ hasText: /Your (tobacco licence|tax certificate) expires/ });
    this.alerts = main
      .getByRole('alert')
      .filter({ hasText: /Your (tobacco licence|tax certificate) has expired/ });
  }
  /** The notice whose title is `title`, warning or alert. */
  titled = (title: string) => this.warnings.or(this.alerts).filter({ hasText: title });
  renewLink = (notice: Locator) => notice.getByRole('link', { name: 'Renew certificate' });
  /** How many licence or certificate notices the page shows now. */
  count = () => this.warnings.or(this.alerts).count();
}

/** Account details' "Renew certificate" section: renewals under review and the form to upload one. */
export class RenewCertificateSection {
  readonly section: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly kind: Locator;
  readonly expiresOn: Locator;
  readonly file: Locator;
  readonly submit: Locator;
  readonly pending: Locator;
  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Renew certificate' });
    this.heading = this.section.getByRole('heading', { name: 'Renew certificate', level: 2 });
    this.form = this.section.getByRole('form', { name: 'Renew certificate' });
    this.kind = field(this.form, 'Certificate');
    this.expiresOn = field(this.form, 'New valid till date');
    this.file = field(this.form, 'Renewed certificate file');
    this.submit = this.form.getByRole('button', { name: 'Submit renewal' });
    this.pending = this.section.getByRole('listitem');
  }
  /** The choice of `kind` in the certificate list ("Tobacco licence", or "Tobacco licence (under review)"). */
  option = (label: string) => this.kind.getByRole('option', { name: label, exact: true });

  async upload(kind: 'Tobacco licence' | 'Tax certificate', expiresOn: string, file: string): Promise<void> {
    await this.kind.selectOption({ label: kind });
    await this.expiresOn.fill(expiresOn);
    await this.file.setInputFiles(file);
    await this.submit.click();
  }
}
