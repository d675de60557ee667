import { FormData } from 'undici';
import { ACCOUNT, type RestBodyOf, type RestCustomer } from '@storefront/contract/rest';
import { compact, type Answer, type CustomerCaller } from './caller.js';

export type RegisterFields = RestBodyOf<typeof ACCOUNT.register>;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

export type AddressFields = RestBodyOf<typeof ACCOUNT.updateBillingAddress>;

/** A file as a multipart part, with its name and type. */
export function appendFile(form: FormData, key: string, file: UploadedFile): void {
  form.append(key, new Blob([file.content], { type: file.mimetype }), file.filename);
}

/** The first record's fields, each filled from the second where the first has none. */
function filledFrom<T extends object>(first: T, second: T): T {
  const filled = { ...first } as Record<string, unknown>;
  for (const [key, value] of Object.entries(second)) filled[key] ??= value;
  return filled as T;
}

/** Sessions, registration, the account and its addresses (`ACCOUNT` of the REST contract). */
export class AccountCalls {
  constructor(private readonly api: CustomerCaller) {}

  /**
   * Login answers only the token (the spec's `data.token`) and, from store-api, when it expires; the customer is
   * then read with it.
   */
  async login(
    email: string,
    password: string,
  ): Promise<Answer<{ token: string; expiresAt: string | null; customer: RestCustomer }>> {
    const { data, message } = await this.api.send(ACCOUNT.login, { json: { email, password } });
    this.api.useToken(data.token);
    return {
      data: { token: data.token, expiresAt: data.expires_at, customer: await this.details() },
      message,
    };
  }

  register(
    fields: RegisterFields,
    files: { tax_certificate?: UploadedFile; tob_certificate?: UploadedFile },
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    for (const [key, file] of Object.entries(files)) {
      if (file) appendFile(form, key, file);
    }
    return this.api.send(ACCOUNT.register, { form });
  }

  verifyLink(emailToken: string) {
    return this.api.send(ACCOUNT.verifyLink, { json: { email_token: emailToken } });
  }

  registerCustomer(fields: RestBodyOf<typeof ACCOUNT.registerCustomer>) {
    return this.api.send(ACCOUNT.registerCustomer, { json: fields });
  }

  lostPassword(email: string) {
    return this.api.send(ACCOUNT.lostPassword, { json: { email } });
  }

  resetPassword(fields: RestBodyOf<typeof ACCOUNT.resetPassword>) {
    return this.api.send(ACCOUNT.resetPassword, { json: fields });
  }

  logout() {
    return this.api.send(ACCOUNT.logout);
  }

  /**
   * The caller's account. The spec's account-details names only name, company, e-mail and phone; what it leaves
   * out (the status that decides who may order, the billing address) is read from cart-customer.
   */
  details(): Promise<RestCustomer> {
    return this.api.memo.remember(ACCOUNT.accountDetails.name, async () => {
      const details = await this.api.read(ACCOUNT.accountDetails);
      if (details.status !== null) return details;
      return filledFrom(details, await this.api.read(ACCOUNT.cartCustomer));
    });
  }

  /** The spec's answer is only a message: the saved account is then read back. */
  async saveDetails(fields: RestBodyOf<typeof ACCOUNT.saveAccountDetails>): Promise<Answer<RestCustomer>> {
    const { data, message } = await this.api.send(ACCOUNT.saveAccountDetails, { json: fields });
    return { data: data ?? (await this.details()), message };
  }

  addresses() {
    return this.api.read(ACCOUNT.addresses, { memo: true });
  }

  updateBillingAddress(fields: AddressFields) {
    return this.api.send(ACCOUNT.updateBillingAddress, { json: compact(fields) });
  }

  updateShippingAddress(fields: AddressFields) {
    return this.api.send(ACCOUNT.updateShippingAddress, { json: compact(fields) });
  }

  /** The renewed certificates waiting for review (ours): none from a REST host without the call. */
  async certificateRenewals() {
    const renewals = await this.api.optional(ACCOUNT.certificateRenewals, () =>
      this.api.read(ACCOUNT.certificateRenewals, { memo: true }),
    );
    return renewals ?? [];
  }

  /** Uploads a renewed certificate; answers the renewals waiting for review, the new one among them. */
  uploadCertificateRenewal(
    fields: RestBodyOf<typeof ACCOUNT.uploadCertificateRenewal>,
    certificate?: UploadedFile,
  ) {
    const form = new FormData();
    form.append('kind', fields.kind);
    form.append('expires_on', fields.expires_on);
    if (certificate) appendFile(form, 'certificate', certificate);
    return this.api.extra(ACCOUNT.uploadCertificateRenewal, () =>
      this.api.send(ACCOUNT.uploadCertificateRenewal, { form }),
    );
  }
}
