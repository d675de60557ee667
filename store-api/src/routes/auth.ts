import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { hashToken, issueAuthToken, newSecretToken, requireCustomer } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { UnprocessableError } from '../http/errors.js';
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
  findLoginAccount,
  insertCustomer,
  isUniqueViolation,
  loadCustomer,
  unsavedPendingCustomer,
} from '../services/customers.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { checkPasswordWithinLimits, clearLoginFailures } from '../services/throttle.js';
import { consumeOneTimeToken, findOneTimeToken } from '../services/tokens.js';

const LoginInput = z.object(loginFields);

interface ReferenceSets {
  countries: Set<number>;
  stateCountry: Map<number, number>;
  memberships: Set<number>;
}

async function referenceSets(db: Queryable): Promise<ReferenceSets> {
  const [countries, states, memberships] = await Promise.all([
    db.query<{ id: number }>('SELECT id FROM countries'),
    db.query<{ id: number; country_id: number }>('SELECT id, country_id FROM states'),
    db.query<{ cc_id: number }>('SELECT cc_id FROM membership_categories'),
  ]);
  return {
    countries: new Set(countries.map((c) => c.id)),
    stateCountry: new Map(states.map((s) => [s.id, s.country_id])),
    memberships: new Set(memberships.map((m) => m.cc_id)),
  };
}

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
    .refine((v) => refs.stateCountry.get(v.state_id) === v.country_id, { message: M.selectStates });
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
  .refine((v) => v.password === v.password_confirmation, { message: M.resetPasswordsDiffer });

const MAX_RESETS_IN_FLIGHT = 100;

/** The customer who already has an e-mail someone registers with. */
interface Owner {
  id: number;
  name: string;
  email: string;
}

const LostPasswordInput = z.object(lostPasswordFields);

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config, mailer, store } = ctx;

  app.post('/login', async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(LoginInput, fields);
    // Counted before the password is checked: a burst of parallel guesses cannot all pass the limit.
    const customer = await checkPasswordWithinLimits(
      db,
      { email: input.email, ip: request.ip },
      config,
      async () => {
        const account = await findLoginAccount(db, input.email);
        return (await verifyPassword(account?.password_hash ?? null, input.password)) ? account : undefined;
      },
    );
    if (!customer) throw new UnprocessableError(M.badCredentials);
    if (customer.status === 'rejected') throw new UnprocessableError(M.accountRejected);
    if (customer.username === null) throw new UnprocessableError(M.accountNotCreated);
    const token = await issueAuthToken(db, customer.id, config.authTokenTtlMs);
    // The spec's client reads the token at the top level of the body (its `data.token`).
    return { token, ...envelope({ customer: await loadCustomer(db, customer.id) }, M.loginOk) };
  });

  app.post('/register', async (request) => {
    const { fields, files } = await readForm(request, {
      acceptFiles: ['tax_certificate', 'tob_certificate'],
      maxFileBytes: config.uploadMaxBytes,
    });
    const input = parseInput(registerInput(await referenceSets(db)), fields);
    const certificates = [
      checkCertificate(files.tax_certificate, 'tax certificate', config.uploadMaxBytes),
      checkCertificate(files.tob_certificate, 'tobacco certificate', config.uploadMaxBytes),
    ];
    const details = { ...input, name_prefix: input.name_prefix ?? 'Mr.' };
    const [owner] = await db.query<Owner>('SELECT id, name, email FROM customers WHERE lower(email) = $1', [
      input.email,
    ]);
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
      const [first] = await db.query<Owner>('SELECT id, name, email FROM customers WHERE lower(email) = $1', [
        input.email,
      ]);
      return answerTakenEmail(request, details, first!);
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
   * nothing (not the certificates either), tells staff nothing, and tells the owner instead.
   */
  async function answerTakenEmail(
    request: FastifyRequest,
    details: Parameters<typeof unsavedPendingCustomer>[1],
    owner: Owner,
  ) {
    const customer = await unsavedPendingCustomer(db, details);
    void mailer.sendOrLog(registrationAttempted(store, owner));
    request.log.info({ customerId: owner.id }, 'registration with a taken e-mail: the owner was told');
    return envelope({ customer }, M.registerOk);
  }

  app.post('/verify-link', async (request) => {
    const { fields } = await readForm(request);
    const token = await findOneTimeToken(db, idText(fields.email_token), 'create_account');
    if (!token) throw new UnprocessableError(M.linkExpired);
    // The spec's client reads the customer id at the top level of the body (its `data.id`).
    return { id: token.customer_id };
  });

  app.post('/register-customer', async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(CreateAccountInput, fields);
    const token = await findOneTimeToken(db, input.email_token, 'create_account');
    if (!token || (input.id !== '' && input.id !== String(token.customer_id))) {
      throw new UnprocessableError(M.linkExpired);
    }
    const [taken] = await db.query('SELECT 1 FROM customers WHERE lower(username) = lower($1) AND id <> $2', [
      input.username,
      token.customer_id,
    ]);
    if (taken) throw new UnprocessableError(M.usernameTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      await db.transaction(async (tx) => {
        if (!(await consumeOneTimeToken(tx, token.id))) throw new UnprocessableError(M.linkExpired);
        await tx.query(
          `UPDATE customers SET username = $2, password_hash = $3, account_created_at = now(), updated_at = now()
            WHERE id = $1`,
          [token.customer_id, input.username, passwordHash],
        );
      });
    } catch (error) {
      if (isUniqueViolation(error, 'customers_username_key')) throw new UnprocessableError(M.usernameTaken);
      throw error;
    }
    return envelope({}, M.accountCreatedOk);
  });

  let resetsInFlight = 0;
  app.post('/lost-password', async (request) => {
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

  /** Mails a reset link when the e-mail is a (not rejected) customer's and none went out in the last minute. */
  async function sendResetLink(email: string, log: FastifyBaseLogger): Promise<void> {
    try {
      const token = newSecretToken();
      const [customer] = await db.query<{ name: string; email: string }>(
        `WITH owner AS (
           SELECT c.id, c.name, c.email FROM customers c
            WHERE lower(c.email) = $1 AND c.status <> 'rejected'
              AND NOT EXISTS (SELECT 1 FROM one_time_tokens t WHERE t.customer_id = c.id AND t.purpose = 'reset_password'
                                AND t.used_at IS NULL AND t.created_at > now() - interval '1 minute')),
         issued AS (
           INSERT INTO one_time_tokens (customer_id, purpose, token_hash, expires_at)
           SELECT id, 'reset_password', $2, now() + $3 * interval '1 millisecond' FROM owner
           RETURNING customer_id)
         SELECT owner.name, owner.email FROM owner JOIN issued ON issued.customer_id = owner.id`,
        [email, hashToken(token), config.resetTokenTtlMs],
      );
      if (!customer) return;
      const link = `${config.webUrl}/my-account/reset-password?${new URLSearchParams({ token, email: customer.email }).toString()}`;
      await mailer.sendOrLog(
        passwordReset(store, customer, link, Math.round(config.resetTokenTtlMs / 60_000)),
      );
    } catch (error) {
      log.error({ err: error }, 'could not issue a reset link');
    }
  }

  app.post('/reset-password', async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(ResetInput, fields);
    const token = await findOneTimeToken(db, input.token, 'reset_password');
    const [owner] = token
      ? await db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [token.customer_id])
      : [];
    if (!token || owner?.email.toLowerCase() !== input.email) throw new UnprocessableError(M.linkExpired);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      if (!(await consumeOneTimeToken(tx, token.id))) throw new UnprocessableError(M.linkExpired);
      await tx.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [
        token.customer_id,
        passwordHash,
      ]);
      // A reset locks out whoever knew the old password: other links and every session end.
      await tx.query(
        `UPDATE one_time_tokens SET used_at = now() WHERE customer_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
        [token.customer_id],
      );
      await tx.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL',
        [token.customer_id],
      );
      await clearLoginFailures(tx, input.email);
    });
    return envelope({}, M.passwordResetOk);
  });

  app.get('/logout', async (request) => {
    const customer = requireCustomer(request);
    await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE id = $1', [customer.tokenId]);
    return envelope({}, M.loggedOut);
  });
}
