import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireSession } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { UnprocessableError } from '../errors.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import {
  newRegistration,
  passwordReset,
  registrationAttempted,
  registrationReceived,
} from '../mail/messages.js';
import {
  createAccountChecks,
  createAccountFields,
  loginFields,
  lostPasswordFields,
  messages as M,
  registerFields,
  renamed,
  requiredEmail,
  resetPasswordFields,
} from '@storefront/contract';
import { checkCertificate, storeCertificates } from '../services/certificates.js';
import {
  createLogin,
  customerWithEmail,
  emailOf,
  isUsernameTaken,
  issueResetToken,
  resetPassword,
  type Recipient,
} from '../services/credentials.js';
import {
  findLoginAccount,
  insertCustomer,
  isUniqueViolation,
  loadCustomer,
  unsavedPendingCustomer,
} from '../services/customers.js';
import { mayMail } from '../services/mail-allowance.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { referenceSets, type ReferenceSets } from '../services/reference.js';
import { checkPasswordWithinLimits } from '../services/throttle.js';
import { findOneTimeToken, issueAuthToken, revokeSession } from '../services/tokens.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { ACCOUNT } from '@storefront/contract/rest';

const LoginInput = z.object(loginFields);

/** The register form of @storefront/contract in REST names, with the choices checked against the database. */
function registerInput(refs: ReferenceSets) {
  const f = registerFields;
  return z
    .object(
      renamed(
        {
          ...f,
          countryId: f.countryId.refine((id) => refs.countries.has(id), M.selectCountry),
          stateId: f.stateId.refine((id) => refs.stateCountry.has(id), M.selectStates),
          membershipCategoryId: f.membershipCategoryId.refine(
            (id) => refs.memberships.has(id),
            M.selectCustomerCategory,
          ),
        },
        {
          companyName: 'company_name',
          countryId: 'country_id',
          stateId: 'state_id',
          postcode: 'pincode',
          tobaccoLicenseNumber: 'tob_license_no',
          membershipCategoryId: 'cc_tax_id',
          namePrefix: 'name_prefix',
          taxId: 'tax_id',
          taxExpiryDate: 'tax_expiry_date',
          tobaccoLicenseExpiryDate: 'tob_expiry_date',
        },
      ),
    )
    .refine((v) => refs.stateCountry.get(v.state_id) === v.country_id, {
      message: M.selectStates,
      path: ['state_id'],
    });
}

const idText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');

const CreateAccountInput = createAccountChecks(
  z.object({
    ...createAccountFields,
    id: z.preprocess(idText, z.string()),
    email_token: z.preprocess(idText, z.string()),
  }),
);

const ResetInput = z
  .object({
    ...renamed(resetPasswordFields, { confirmPassword: 'password_confirmation' }),
    email: requiredEmail(M.enterEmail),
    token: z.preprocess(idText, z.string()),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: M.resetPasswordsDiffer,
    path: ['password_confirmation'],
  });

const MAX_RESETS_IN_FLIGHT = 100;

const LostPasswordInput = z.object(lostPasswordFields);

export function authRoutes(app: CustomerApi, ctx: AppContext): void {
  const { db, config, mailer, store } = ctx;

  customerRoute(app, ACCOUNT.login, async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(LoginInput, fields);
    // The login is an e-mail address or a username; attempts count per account either way (an unknown name
    // under itself), so switching between the two names gives no more guesses.
    const account = await findLoginAccount(db, input.email);
    // Counted before the password is checked: a burst of parallel guesses cannot all pass the limit.
    const customer = await checkPasswordWithinLimits(
      db,
      { email: account?.email ?? input.email.toLowerCase(), ip: request.ip },
      config,
      async () =>
        (await verifyPassword(account?.password_hash ?? null, input.password)) ? account : undefined,
    );
    if (!customer) throw new UnprocessableError(M.badCredentials, 'INVALID_CREDENTIALS', null);
    refuseClosedAccount(customer);
    if (customer.username === null) {
      throw new UnprocessableError(M.accountNotCreated, 'ACCOUNT_NOT_CREATED', null);
    }
    const session = await issueAuthToken(db, customer.id, config.authTokenTtlMs);
    if (!session) {
      // Suspended or rejected by staff while the password was being checked.
      const now = await findLoginAccount(db, customer.email);
      if (now) refuseClosedAccount(now);
      throw new UnprocessableError(M.accountSuspended, 'ACCOUNT_SUSPENDED', null);
    }
    // The spec's client reads the token at the top level of the body (its `data.token`); when it stops working
    // (AUTH_TOKEN_TTL_HOURS after the login) sits beside it.
    return {
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      ...envelope({ customer: await loadCustomer(db, customer.id) }, M.loginOk),
    };
  });

  /** Refuses the login of a rejected or suspended account, each with its own message. */
  function refuseClosedAccount(account: { status: string; suspended: boolean }): void {
    if (account.status === 'rejected') {
      throw new UnprocessableError(M.accountRejected, 'ACCOUNT_REJECTED', null);
    }
    if (account.suspended) throw new UnprocessableError(M.accountSuspended, 'ACCOUNT_SUSPENDED', null);
  }

  customerRoute(app, ACCOUNT.register, async (request) => {
    const { fields, files } = await readForm(request, {
      acceptFiles: ['tax_certificate', 'tob_certificate'],
      maxFileBytes: config.uploadMaxBytes,
    });
    const input = parseInput(registerInput(await referenceSets(db)), fields);
    const certificates = [
      checkCertificate(
        files.tax_certificate,
        { label: 'tax certificate', field: 'tax_certificate' },
        config.uploadMaxBytes,
      ),
      checkCertificate(
        files.tob_certificate,
        { label: 'tobacco certificate', field: 'tob_certificate' },
        config.uploadMaxBytes,
      ),
    ];
    const details = { ...input, name_prefix: input.name_prefix ?? 'Mr.' };
    const owner = await customerWithEmail(db, input.email);
    // Hashed whether or not the e-mail is taken, so both answers take about as long.
    const passwordHash = await hashPassword(input.password);
    if (owner) return answerTakenEmail(request, details, owner);

    // Written before the row: a failing store (503) leaves no customer behind, a failing insert no object.
    const stored = await storeCertificates(ctx.certificates, certificates, request.log);
    let customerId: number;
    try {
      customerId = await db.transaction((tx) =>
        insertCustomer(tx, {
          ...details,
          password_hash: passwordHash,
          tax_certificate: stored.keys[0] ?? null,
          tob_certificate: stored.keys[1] ?? null,
        }),
      );
    } catch (error) {
      await stored.discard();
      if (!isUniqueViolation(error, 'customers_email_key')) throw error;
      // A parallel registration took the e-mail first: answer as to any taken e-mail.
      return answerTakenEmail(request, details, (await customerWithEmail(db, input.email))!);
    }
    const customer = (await loadCustomer(db, customerId))!;
    // Sent after the answer, as for a taken e-mail: mail must not make one answer slower than the other.
    void mailer.sendOrLog(registrationReceived(store, customer));
    void mailer.sendOrLog(
      newRegistration(store, {
        ...customer,
        certificates: stored.keys.filter((key) => key !== null).length,
      }),
    );
    request.log.info(
      { customerId, uploads: stored.keys.filter(Boolean).map((key) => path.basename(key!)) },
      'registered',
    );
    return envelope({ customer }, M.registerOk);
  });

  /**
   * A registration with a taken e-mail answers exactly as a new one (so no one learns who is a customer), keeps
   * nothing (not the certificates either), tells staff nothing, and tells the owner instead, within the owner's
   * allowance of such mails: registrations from many addresses cannot flood one inbox.
   */
  async function answerTakenEmail(
    request: FastifyRequest,
    details: Parameters<typeof unsavedPendingCustomer>[1],
    owner: Recipient,
  ) {
    const customer = await unsavedPendingCustomer(db, details);
    // Counted whether or not the mail then goes, so the answer takes as long either way.
    if (await mayMail(db, owner.id, 'registration_attempted')) {
      void mailer.sendOrLog(registrationAttempted(store, owner));
      request.log.info({ customerId: owner.id }, 'registration with a taken e-mail: the owner was told');
    } else {
      request.log.info(
        { customerId: owner.id },
        'registration with a taken e-mail: the owner had enough mail',
      );
    }
    return envelope({ customer }, M.registerOk);
  }

  customerRoute(app, ACCOUNT.verifyLink, async (request) => {
    const { fields } = await readForm(request);
    const token = await findOneTimeToken(db, idText(fields.email_token), 'create_account');
    if (!token) throw new UnprocessableError(M.linkExpired, 'LINK_EXPIRED', null);
    // The spec's client reads the customer id at the top level of the body (its `data.id`).
    return { id: token.customer_id };
  });

  customerRoute(app, ACCOUNT.registerCustomer, async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(CreateAccountInput, fields);
    const token = await findOneTimeToken(db, input.email_token, 'create_account');
    if (!token || (input.id !== '' && input.id !== String(token.customer_id))) {
      throw new UnprocessableError(M.linkExpired, 'LINK_EXPIRED', null);
    }
    const usernameTaken = new UnprocessableError(M.usernameTaken, 'TAKEN', 'username');
    if (await isUsernameTaken(db, input.username, token.customer_id)) throw usernameTaken;
    const created = await createLogin(db, token, input.username, await hashPassword(input.password));
    if (created === 'link-used') throw new UnprocessableError(M.linkExpired, 'LINK_EXPIRED', null);
    if (created === 'username-taken') throw usernameTaken;
    return envelope({}, M.accountCreatedOk);
  });

  let resetsInFlight = 0;
  customerRoute(app, ACCOUNT.lostPassword, async (request) => {
    const { fields } = await readForm(request);
    const { email } = parseInput(LostPasswordInput, fields);
    // Whether the e-mail is a customer's decides work (a write, a mail) that is done after the answer, so the
    // answer takes as long either way. Under a flood the work is awaited instead: the backlog stays bounded.
    if (resetsInFlight >= MAX_RESETS_IN_FLIGHT) {
      await sendResetLink(email, request.log);
    } else {
      resetsInFlight += 1;
      setImmediate(() => void sendResetLink(email, request.log).finally(() => (resetsInFlight -= 1)));
    }
    return envelope({}, M.resetMailSentOk);
  });

  /**
   * Mails a reset link when the e-mail is a (not rejected) customer's, none went out in the last minute and the
   * customer's allowance of reset mails is not used up.
   */
  async function sendResetLink(email: string, log: FastifyBaseLogger): Promise<void> {
    try {
      const issued = await issueResetToken(db, email, config.resetTokenTtlMs);
      // A token over the allowance is never mailed: nobody knows it, and it expires unused.
      if (!issued || !(await mayMail(db, issued.customer.id, 'reset_password'))) return;
      const { token, customer } = issued;
      const link = `${config.webUrl}/my-account/reset-password?${new URLSearchParams({ token, email: customer.email }).toString()}`;
      await mailer.sendOrLog(
        passwordReset(store, customer, link, Math.round(config.resetTokenTtlMs / 60_000)),
      );
    } catch (error) {
      log.error({ err: error }, 'could not issue a reset link');
    }
  }

  customerRoute(app, ACCOUNT.resetPassword, async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(ResetInput, fields);
    const token = await findOneTimeToken(db, input.token, 'reset_password');
    const owner = token ? await emailOf(db, token.customer_id) : undefined;
    const linkExpired = new UnprocessableError(M.linkExpired, 'LINK_EXPIRED', null);
    if (!token || owner?.toLowerCase() !== input.email) throw linkExpired;
    if (!(await resetPassword(db, token, input.email, await hashPassword(input.password)))) throw linkExpired;
    return envelope({}, M.passwordResetOk);
  });

  customerRoute(app, ACCOUNT.logout, async (request) => {
    const customer = requireSession(request);
    await revokeSession(db, customer.tokenId);
    return envelope({}, M.loggedOut);
  });
}
