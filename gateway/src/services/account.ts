import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type {
  AccountDetailsInput,
  AddressInput,
  ChangePasswordInput,
  CreateAccountInput,
} from '../generated/graphql.js';
import type { CustomerModel } from '../models.js';
import { viewerModel } from './view-models.js';
import { restAddress } from './address.js';

/**
 * Creates the login of an approved registration from its e-mailed link (checked first: LINK_EXPIRED), then signs
 * the new account in, so the buyer lands home logged in rather than at a login form asking again for what they
 * just chose. The account exists either way: if that sign-in fails (the login throttle), the buyer logs in.
 */
export async function createAccount(ctx: GatewayContext, input: CreateAccountInput): Promise<void> {
  const link = await ctx.storeApi.account.verifyLink(input.token);
  await ctx.storeApi.account.registerCustomer({
    username: input.username,
    password: input.password,
    confirmPassword: input.confirmPassword,
    id: link.data.id,
    email_token: input.token,
  });
  try {
    const { data } = await ctx.storeApi.account.login(input.username.trim(), input.password);
    ctx.session.start(data.token);
    ctx.storeApi.useToken(data.token);
  } catch (error) {
    ctx.log.warn(
      { requestId: ctx.requestId, err: error },
      'a new account could not be signed in; the buyer logs in',
    );
  }
}

/**
 * Ends the session: store-api revokes the token, and whatever it says, this browser's session ends. A token
 * store-api no longer accepts is already logged out, so logging out again is no failure.
 */
export async function logout(ctx: GatewayContext): Promise<void> {
  try {
    if (ctx.storeApi.isLoggedIn) await ctx.storeApi.account.logout();
  } catch (error) {
    if (!(error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED')) throw error;
  } finally {
    ctx.session.end();
    ctx.storeApi.useToken(undefined);
  }
}

export async function updateAccountDetails(
  ctx: GatewayContext,
  input: AccountDetailsInput,
): Promise<CustomerModel> {
  const { data } = await ctx.storeApi.account.saveDetails({
    name: input.name,
    company_name: input.companyName,
    email: input.email,
    phone: input.phone,
  });
  return viewerModel(data);
}

/** store-api changes the password together with the profile, so the profile is sent back unchanged. */
export async function changePassword(
  ctx: GatewayContext,
  input: ChangePasswordInput,
): Promise<CustomerModel> {
  const profile = await ctx.storeApi.account.details();
  const { data } = await ctx.storeApi.account.saveDetails({
    name: profile.name,
    company_name: profile.company_name ?? '',
    email: profile.email,
    phone: profile.phone ?? '',
    password_current: input.currentPassword,
    new_password: input.newPassword,
    new_password_confirmation: input.confirmPassword,
  });
  return viewerModel(data);
}

/** Saves the billing address (id absent) or a shipping address (id: that one; none: a new one). */
export async function saveAddress(
  ctx: GatewayContext,
  kind: 'billing' | 'shipping',
  input: AddressInput,
  id?: number,
): Promise<CustomerModel> {
  if (kind === 'billing') await ctx.storeApi.account.updateBillingAddress(restAddress(input));
  else await ctx.storeApi.account.updateShippingAddress({ id, ...restAddress(input) });
  return viewerModel(await ctx.storeApi.account.details());
}
