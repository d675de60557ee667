import { z } from 'zod';
import {
  EMAIL_PATTERN,
  MAX_ID,
  PASSWORD_RULE,
  QUANTITY,
  TEXT_MAX,
  USERNAME,
  WEBHOOK_EVENTS,
  WEBHOOKS,
} from './limits.js';
import { messages as M } from './messages.js';

/**
 * The validation rules of every form, as zod schemas whose fields are declared in the spec's order (section 5):
 * zod reports issues in shape order, then check order, so the first issue is the first problem the spec lists.
 * Keys are the public (GraphQL and web) field names; store-api renames them to its REST names with `renamed`.
 */

/** Form fields arrive as strings, JSON may carry numbers: both become trimmed text, absent becomes ''. */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** A password is taken as typed (spaces count); anything but a string is blank. */
const asPassword = (value: unknown) => (typeof value === 'string' ? value : '');

/** A required text field: missing or blank answers `message`; `label` names it in the too-long message. */
export function requiredText(message: string, label: string, max: number = TEXT_MAX.other) {
  return z.preprocess(asText, z.string({ error: message }).min(1, message).max(max, M.tooLong(label, max)));
}

/** An optional text field: blank becomes null. */
export function optionalText(label: string, max: number = TEXT_MAX.other) {
  return z
    .preprocess(asText, z.string({ error: M.tooLong(label, max) }).max(max, M.tooLong(label, max)))
    .transform((v) => (v === '' ? null : v));
}

/**
 * The one id parser: digits (or a JSON number) from 1 to MAX_ID, else null. '1e3', '0x10', '-1', '01' and
 * ids past MAX_ID are not ids.
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A required id (see parseId); '', 0 and garbage answer `message`. */
export function requiredId(message: string) {
  return z.preprocess(parseId, z.number({ error: message }));
}

/** Required, then well-formed, then stored lower-cased. */
export function requiredEmail(missing: string, malformed: string = M.properEmail) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .min(1, missing)
      .max(TEXT_MAX.email, malformed)
      .regex(EMAIL_PATTERN, malformed)
      .transform((v) => v.toLowerCase()),
  );
}

/** Ten digits, however the client formatted them ("(123) 456-7890" is fine). */
export function requiredPhone(missing: string, malformed: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .min(1, missing)
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => /^\d{10}$/.test(v), malformed),
  );
}

export function optionalPhone(malformed: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: malformed })
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => v === '' || /^\d{10}$/.test(v), malformed)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** A US ZIP code (12345 or 12345-6789). */
export function requiredZip(missing: string, malformed: string = M.properPostcode) {
  return z.preprocess(
    asText,
    z
      .string({ error: missing })
      .min(1, missing)
      .regex(/^\d{5}(-\d{4})?$/, malformed),
  );
}

/** A choice from a list of ids (country, state, membership): anything but digits answers `message`. */
export function selectedId(message: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number),
  );
}

/** An optional calendar date (YYYY-MM-DD) that is today or later. */
export function optionalFutureDate(malformed: string, past: string, today: () => string = todayIso) {
  return z.preprocess(
    asText,
    z
      .string({ error: malformed })
      .refine((v) => v === '' || isIsoDate(v), malformed)
      .refine((v) => v === '' || v >= today(), past)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** Whether a value is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// The store's calendar is US Eastern; a date "before today" is judged there, a day of slack either way is harmless.
function todayIso(): string {
  return new Date(Date.now() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** true, 'true', '1', 1, 'on', 'yes' → true; anything else false. */
export function flag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/** A password being chosen: required (`missing`), then the strength rule. */
export function newPassword(missing: string) {
  return z.preprocess(asPassword, z.string().min(1, missing).regex(PASSWORD_RULE, M.passwordStrength));
}

/** A password being typed (login, current password, confirmation): only required. */
export function typedPassword(missing: string) {
  return z.preprocess(asPassword, z.string().min(1, missing));
}

// C0 control characters except tab, line feed and carriage return: PostgreSQL refuses NUL in text outright,
// and the others have no place in a name, an address or a search.
// eslint-disable-next-line no-control-regex -- matching them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** A shape with some keys renamed. */
export type Renamed<Shape, Names extends Partial<Record<keyof Shape, string>>> = {
  [K in keyof Shape as K extends keyof Names ? (Names[K] extends string ? Names[K] : K) : K]: Shape[K];
};

/** Renames a shape's keys (public names to REST names), keeping their order and so the order of the checks. */
export function renamed<
  Shape extends z.ZodRawShape,
  const Names extends Partial<Record<keyof Shape, string>>,
>(shape: Shape, names: Names): Renamed<Shape, Names> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [(names as Record<string, string>)[key] ?? key, schema]),
  ) as Renamed<Shape, Names>;
}

/** A password longer than any we store cannot match: refused as a wrong one (no field), not as malformed. */
const loginPassword = z.preprocess(
  asPassword,
  z
    .string()
    .min(1, M.enterPassword)
    .refine((v) => v.length <= TEXT_MAX.password, {
      message: M.badCredentials,
      params: { code: 'INVALID_CREDENTIALS', field: null },
    }),
);

/**
 * Login (section 5, in this order). A buyer signs in with the e-mail address or with the username chosen when
 * creating the account (issue 17): a value with an `@`, or that is no username, is checked as an e-mail (the
 * spec's 'Please enter proper email.'). An e-mail is lower-cased; a username is kept as typed (store-api compares
 * usernames without case).
 */
export const loginFields = {
  email: z.preprocess(
    asText,
    z
      .string({ error: M.enterEmail })
      .min(1, M.enterEmail)
      .max(TEXT_MAX.email, M.properEmail)
      .refine((v) => isUsername(v) || EMAIL_PATTERN.test(v), M.properEmail)
      .transform((v) => (isUsername(v) ? v : v.toLowerCase())),
  ),
  password: loginPassword,
};

/** Staff sign in with their e-mail address only. */
export const staffLoginFields = {
  email: requiredEmail(M.enterEmail),
  password: loginPassword,
};

/** Whether a login name is a username (letters and digits, 6 to 12) rather than an e-mail address. */
export function isUsername(value: string): boolean {
  return value.length >= USERNAME.min && value.length <= USERNAME.max && USERNAME.pattern.test(value);
}

/** Register: the spec's twelve checks in order, then the optional fields. */
export const registerFields = {
  name: requiredText(M.enterName, 'name', TEXT_MAX.name),
  email: requiredEmail(M.enterEmail),
  password: newPassword(M.enterPassword),
  companyName: requiredText(M.enterCompanyName, 'company name', TEXT_MAX.companyName),
  address: requiredText(M.enterAddress, 'address', TEXT_MAX.address),
  city: requiredText(M.enterCity, 'city', TEXT_MAX.city),
  countryId: selectedId(M.selectCountry),
  stateId: selectedId(M.selectStates),
  postcode: requiredZip(M.enterPostcode),
  phone: requiredPhone(M.enterPrimaryContact, M.properPrimaryContact),
  tobaccoLicenseNumber: requiredText(M.enterTobaccoId, 'tobacco ID', TEXT_MAX.tobaccoId),
  membershipCategoryId: selectedId(M.selectCustomerCategory),
  namePrefix: optionalText('name prefix', TEXT_MAX.namePrefix),
  mobile: optionalPhone(M.properSecondaryContact),
  taxId: optionalText('tax ID', TEXT_MAX.taxId),
  taxExpiryDate: optionalFutureDate(M.properTaxDate, M.pastTaxDate),
  tobaccoLicenseExpiryDate: optionalFutureDate(M.properTobaccoDate, M.pastTobaccoDate),
  dba: optionalText('doing business as', TEXT_MAX.dba),
};

/** Create account: username (given, letters and digits, 6 to 12), then both passwords given. */
export const createAccountFields = {
  username: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .min(1, M.enterUsername)
      .regex(USERNAME.pattern, M.usernameCharacters)
      .min(USERNAME.min, M.usernameLength)
      .max(USERNAME.max, M.usernameLength),
  ),
  password: typedPassword(M.enterPassword),
  confirmPassword: typedPassword(M.enterPassword),
};

/** Then, for the whole form: the two passwords match, then the strength rule. */
export function createAccountChecks<T extends { password: string; confirmPassword: string }>(
  schema: z.ZodType<T>,
) {
  return schema
    .refine((v) => v.password === v.confirmPassword, {
      message: M.passwordsDiffer,
      path: ['confirmPassword'],
    })
    .refine((v) => PASSWORD_RULE.test(v.password), { message: M.passwordStrength, path: ['password'] });
}

/** Lost password: the e-mail. */
export const lostPasswordFields = { email: requiredEmail(M.enterEmail) };

/** Reset password: password (given, strong), confirmation (given); then they match (resetPasswordMatches). */
export const resetPasswordFields = {
  password: newPassword(M.enterPassword),
  confirmPassword: typedPassword(M.enterConfirmPassword),
};

/** Account details: the four profile fields in the spec's order; the password change is accountPasswordIssue. */
export const accountDetailsFields = {
  name: requiredText(M.enterName, 'name', TEXT_MAX.name),
  email: requiredEmail(M.enterEmail),
  companyName: requiredText(M.enterCompanyName, 'company name', TEXT_MAX.companyName),
  phone: requiredPhone(M.enterPhone, M.properPhone),
};

/**
 * Account details' password change, when the current password is filled: new password given, confirmation given,
 * the two equal, then the strength rule. A new password without the current one asks for the current one.
 * Answers the first failing field and message, or null.
 */
export function accountPasswordIssue(v: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): { field: 'currentPassword' | 'newPassword' | 'confirmPassword'; message: string } | null {
  if (v.currentPassword === '') {
    return v.newPassword === '' ? null : { field: 'currentPassword', message: M.enterCurrentPassword };
  }
  if (v.newPassword === '') return { field: 'newPassword', message: M.enterNewPassword };
  if (v.confirmPassword === '') return { field: 'confirmPassword', message: M.confirmPassword };
  if (v.newPassword !== v.confirmPassword) return { field: 'confirmPassword', message: M.newPasswordsDiffer };
  if (!PASSWORD_RULE.test(v.newPassword)) return { field: 'newPassword', message: M.passwordStrength };
  return null;
}

/** A saved address (section 5, in this order), then the optional contact fields. */
export const addressFields = {
  address: requiredText(M.addressAddress, 'address', TEXT_MAX.address),
  city: requiredText(M.addressCity, 'city', TEXT_MAX.city),
  stateId: requiredId(M.addressState),
  postcode: requiredZip(M.addressPincode),
  name: optionalText('name', TEXT_MAX.name),
  companyName: optionalText('company name', TEXT_MAX.companyName),
  phone: optionalPhone(M.properPhone),
};

/** A checkout address: the billing or shipping wording of section 5. */
export function orderAddressFields(m: typeof M.billing | typeof M.shipping) {
  return {
    name: requiredText(m.name, 'name', TEXT_MAX.name),
    companyName: optionalText('company name', TEXT_MAX.companyName),
    address: requiredText(m.address, 'address', TEXT_MAX.address),
    city: requiredText(m.city, 'city', TEXT_MAX.city),
    stateId: requiredId(m.state),
    postcode: requiredZip(m.pincode),
  };
}

/** The billing address of checkout: the five address checks, then phone and e-mail. */
export const billingFields = {
  ...orderAddressFields(M.billing),
  phone: requiredPhone(M.enterPhone, M.properPhone),
  email: requiredEmail(M.enterEmailAddress),
};

export const shippingFields = orderAddressFields(M.shipping);

/** Contact form (section 5, in this order). */
export const contactFields = {
  name: requiredText(M.enterName, 'name', TEXT_MAX.name),
  email: requiredEmail(M.enterEmail),
  subject: requiredText(M.enterSubject, 'subject', TEXT_MAX.subject),
  message: optionalText('message', TEXT_MAX.message),
};

/**
 * An absolute http(s) URL with a host (store-api also requires https and a public address, unless configured
 * otherwise, and parses it fully). Read by pattern: the contract runs in browsers and Node.js alike and leans on
 * neither's globals.
 */
function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i.test(value);
}

/** No `user:password@` before the host. */
function hasNoCredentials(value: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(value);
}

/** A webhook endpoint's URL: required, at most WEBHOOKS.urlMaxLength characters, http(s), no user or password. */
export const webhookUrlField = z.preprocess(
  asText,
  z
    .string({ error: M.enterWebhookUrl })
    .min(1, M.enterWebhookUrl)
    .max(WEBHOOKS.urlMaxLength, M.tooLong('URL', WEBHOOKS.urlMaxLength))
    .refine(isWebUrl, M.webhookUrlHttps)
    .refine(hasNoCredentials, M.webhookUrlCredentials),
);

/** The events an endpoint subscribes to: at least one, each known, each once (in the contract's order). */
export const webhookEventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: M.unknownWebhookEvent }), { error: M.chooseWebhookEvents })
  .min(1, M.chooseWebhookEvents)
  .max(WEBHOOK_EVENTS.length * 2, M.unknownWebhookEvent)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** A new webhook endpoint (account area, API). */
export const webhookEndpointFields = { url: webhookUrlField, events: webhookEventsField };

/** A cart quantity: digits only, QUANTITY.min to QUANTITY.max; '' means 1. Answers null for anything else. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 1;
  if (!/^[1-9]\d{0,8}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= QUANTITY.max ? quantity : null;
}

/**
 * Each field's first message, in the order of the schema's fields (the spec's order), for forms that show every
 * problem at once beside its field.
 */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
