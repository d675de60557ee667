import type { GatewayContext } from '../context.js';
import type { MutationResolvers, OrderAddressInput } from '../generated/graphql.js';
import type { ProductModel, UploadValue } from '../models.js';
import type { OrderAddressFields, UploadedFile } from '../upstream/store-api.js';
import { z } from 'zod';
import {
  billingFields,
  fieldErrors,
  IDEMPOTENCY_KEY,
  messages as M,
  QUANTITY,
  shippingFields,
  UPLOAD,
} from '@storefront/contract';
import {
  badInput,
  cartModel,
  intInRange,
  numericId,
  numericIds,
  rateLimit,
  requireLogin,
  viewerModel,
} from './shared.js';

/** The certificate size limit, for graphql-upload in server.ts. */
export const MAX_UPLOAD_BYTES = UPLOAD.maxBytes;
/** How store-api's messages name each certificate field. */
const CERTIFICATE_LABELS: Record<string, string> = {
  taxCertificate: 'tax certificate',
  tobaccoCertificate: 'tobacco certificate',
};
const LEGACY_PAYMENT_METHOD = 'Cash On Dilevery';

/** Reads a certificate into memory (at most UPLOAD.maxBytes, which graphql-upload also enforces while receiving). */
async function readUpload(
  ctx: GatewayContext,
  upload: UploadValue | null | undefined,
  field: string,
): Promise<UploadedFile | undefined> {
  if (!upload) return undefined;
  const tooLarge = () => badInput(ctx, M.certificateSize(CERTIFICATE_LABELS[field] ?? 'file'), field);
  try {
    const file = await upload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.createReadStream()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_UPLOAD_BYTES) throw tooLarge();
      chunks.push(buffer);
    }
    return { filename: file.filename, mimetype: file.mimetype, content: Buffer.concat(chunks) };
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw tooLarge();
    if (error instanceof Error && error.name === 'GraphQLError') throw error;
    ctx.log.warn({ requestId: ctx.requestId, err: error, field }, 'upload could not be read');
    throw badInput(ctx, M.fileNotReceived, field);
  }
}

function orderAddress(input: OrderAddressInput): OrderAddressFields {
  return {
    name: input.name,
    company_name: input.companyName ?? null,
    address: input.address,
    city: input.city,
    state_id: input.stateId,
    pincode: input.postcode,
    phone: input.phone ?? null,
    email: input.email ?? null,
  };
}

const BillingForm = z.object(billingFields);
const ShippingForm = z.object(shippingFields);

/**
 * The checkout's first problem in the spec's order (billing, shipping, terms), found before any call: the spec's
 * create-order takes no terms (they are the browser's check), so the gateway checks them, after the addresses.
 */
function checkoutIssue(input: {
  billingAddress: OrderAddressInput;
  shippingAddress?: OrderAddressInput | null;
  acceptTerms: boolean;
}): [field: string, message: string] | undefined {
  const [billing] = Object.entries(fieldErrors(BillingForm, input.billingAddress));
  if (billing) return [`billingAddress.${billing[0]}`, billing[1]];
  const [shipping] = input.shippingAddress
    ? Object.entries(fieldErrors(ShippingForm, input.shippingAddress))
    : [];
  if (shipping) return [`shippingAddress.${shipping[0]}`, shipping[1]];
  return input.acceptTerms ? undefined : ['acceptTerms', M.acceptTerms];
}

/** Reloads products after a wishlist change so their flag (and the caller's price) is current. */
async function freshProducts(ctx: GatewayContext, ids: readonly number[]): Promise<ProductModel[]> {
  for (const id of ids) ctx.loaders.product.clear(id);
  const products = await ctx.loaders.product.loadMany(ids);
  return products.filter(
    (product): product is ProductModel => product !== null && !(product instanceof Error),
  );
}

function quantityOf(ctx: GatewayContext, quantity: number | null | undefined): number {
  return intInRange(ctx, quantity, 1, QUANTITY.min, QUANTITY.max, 'quantity');
}

export const Mutation: MutationResolvers = {
  login: async (_root, { email, password }, ctx) => {
    await rateLimit(ctx, 'login');
    const { data, message } = await ctx.storeApi.login(email, password);
    ctx.session.start(data.token);
    ctx.storeApi.useToken(data.token);
    return {
      message: message ?? M.loginOk,
      token: data.token,
      customer: viewerModel(data.customer),
    };
  },

  logout: async (_root, _args, ctx) => {
    let message: string = M.loggedOut;
    try {
      if (ctx.storeApi.isLoggedIn) message = (await ctx.storeApi.logout()).message ?? message;
    } finally {
      // Whatever store-api says, this browser's session ends.
      ctx.session.end();
      ctx.storeApi.useToken(undefined);
    }
    return { message };
  },

  register: async (_root, { input }, ctx) => {
    await rateLimit(ctx, 'register');
    const [taxCertificate, tobaccoCertificate] = await Promise.all([
      readUpload(ctx, input.taxCertificate, 'taxCertificate'),
      readUpload(ctx, input.tobaccoCertificate, 'tobaccoCertificate'),
    ]);
    const { data, message } = await ctx.storeApi.register(
      {
        name_prefix: input.namePrefix ?? 'Mr.',
        name: input.name,
        email: input.email,
        password: input.password,
        company_name: input.companyName,
        address: input.address,
        city: input.city,
        country_id: input.countryId,
        state_id: input.stateId,
        pincode: input.postcode,
        phone: input.phone,
        mobile: input.mobile ?? undefined,
        tax_id: input.taxId ?? undefined,
        tax_expiry_date: input.taxExpiryDate ?? undefined,
        tob_license_no: input.tobaccoLicenseNumber,
        tob_expiry_date: input.tobaccoLicenseExpiryDate ?? undefined,
        dba: input.dba ?? undefined,
        cc_tax_id: input.membershipCategoryId,
      },
      {
        ...(taxCertificate ? { tax_certificate: taxCertificate } : {}),
        ...(tobaccoCertificate ? { tob_certificate: tobaccoCertificate } : {}),
      },
    );
    return {
      message: message ?? M.registerOk,
      customer: { ...data.customer, isViewer: false },
    };
  },

  verifyAccountLink: async (_root, { token }, ctx) => {
    await rateLimit(ctx, 'verifyAccountLink');
    const { data } = await ctx.storeApi.verifyLink(token);
    return { customerId: String(data.id) };
  },

  createAccount: async (_root, { input }, ctx) => {
    await rateLimit(ctx, 'createAccount');
    const link = await ctx.storeApi.verifyLink(input.token);
    const { message } = await ctx.storeApi.registerCustomer({
      username: input.username,
      password: input.password,
      confirmPassword: input.confirmPassword,
      id: link.data.id,
      email_token: input.token,
    });
    return { message: message ?? M.accountCreatedOk };
  },

  requestPasswordReset: async (_root, { email }, ctx) => {
    await rateLimit(ctx, 'requestPasswordReset');
    await rateLimit(ctx, 'requestPasswordResetPerEmail', email.trim().toLowerCase());
    const { message } = await ctx.storeApi.lostPassword(email);
    return { message: message ?? M.resetMailSentOk };
  },

  resetPassword: async (_root, { input }, ctx) => {
    await rateLimit(ctx, 'resetPassword');
    const { message } = await ctx.storeApi.resetPassword({
      email: input.email,
      token: input.token,
      password: input.password,
      password_confirmation: input.confirmPassword,
    });
    return { message: message ?? M.passwordResetOk };
  },

  addToCart: async (_root, { productId, quantity }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const { data } = await ctx.storeApi.addToCart(
      numericId(ctx, productId, 'productId'),
      quantityOf(ctx, quantity),
    );
    return cartModel(ctx, data);
  },

  addProductsToCart: async (_root, { productIds, quantity }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const ids = numericIds(ctx, productIds, 'productIds');
    if (ids.length === 0) throw badInput(ctx, M.selectProducts, 'productIds');
    const { data } = await ctx.storeApi.addSelectedToCart(ids, quantityOf(ctx, quantity));
    return cartModel(ctx, data);
  },

  changeCartLineQuantity: async (_root, { lineId, change }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const id = numericId(ctx, lineId, 'lineId');
    const { data } = await ctx.storeApi.changeCartLineQuantity(id, change === 'INCREASE');
    return cartModel(ctx, data);
  },

  removeCartLine: async (_root, { lineId }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const { data } = await ctx.storeApi.removeCartLine(numericId(ctx, lineId, 'lineId'));
    return cartModel(ctx, data);
  },

  clearCart: async (_root, _args, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const { data } = await ctx.storeApi.removeCartLine('all');
    return cartModel(ctx, data);
  },

  toggleWishlist: async (_root, { productId }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const id = numericId(ctx, productId, 'productId');
    const { data, message } = await ctx.storeApi.toggleWishlist(id);
    const [products, wishlist] = await Promise.all([freshProducts(ctx, [id]), ctx.storeApi.wishlist()]);
    return {
      message: message ?? (data.wishlist ? M.wishlistAdded : M.wishlistRemoved),
      products: products.map((product) => ({ ...product, wishlist: data.wishlist })),
      wishlist,
    };
  },

  removeFromWishlist: async (_root, { productIds }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const ids = productIds ? numericIds(ctx, productIds, 'productIds') : undefined;
    // Emptying the whole wishlist: what it held is what changed.
    const before = ids ? undefined : await ctx.storeApi.wishlist();
    const { message } = await ctx.storeApi.removeFromWishlist(ids ?? 'all');
    const [changed, wishlist] = await Promise.all([
      ids ? freshProducts(ctx, ids) : (before ?? []).map((entry) => entry.item),
      ctx.storeApi.wishlist(),
    ]);
    return {
      message: message ?? M.wishlistClearedOk,
      products: changed.map((product) => ({ ...product, wishlist: false })),
      wishlist,
    };
  },

  addWishlistToCart: async (_root, { productIds }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const before = await ctx.storeApi.wishlist();
    const onList = new Map(before.map((entry) => [entry.item_id, entry.item]));
    const ids = productIds ? numericIds(ctx, productIds, 'productIds') : [...onList.keys()];
    if (ids.length === 0) throw badInput(ctx, M.wishlistNothingToAdd, 'productIds');
    const { data, message } = await ctx.storeApi.addSelectedToCart(ids, 1);
    const wishlist = await ctx.storeApi.wishlist();
    // store-api adds what fits: only the products that left the wishlist changed.
    const remaining = new Set(wishlist.map((entry) => entry.item_id));
    const moved = ids
      .filter((id) => !remaining.has(id))
      .map((id) => onList.get(id))
      .filter((product) => product !== undefined);
    return {
      message: message ?? M.addedToCartOk,
      cart: cartModel(ctx, data),
      products: moved.map((product) => ({ ...product, wishlist: false })),
      wishlist,
    };
  },

  placeOrder: async (_root, { input, idempotencyKey }, ctx) => {
    requireLogin(ctx);
    const key = idempotencyKey.trim();
    if (key.length < IDEMPOTENCY_KEY.min || key.length > IDEMPOTENCY_KEY.max || !/^[\x21-\x7e]+$/.test(key)) {
      throw badInput(ctx, M.idempotencyKeyArgument, 'idempotencyKey');
    }
    const issue = checkoutIssue(input);
    if (issue) throw badInput(ctx, issue[1], issue[0]);
    const shipping = input.shippingAddress ?? null;
    const { data, message } = await ctx.storeApi.createOrder(
      {
        billing_address: orderAddress(input.billingAddress),
        shipping_address: shipping ? orderAddress(shipping) : null,
        hasShippingAddress: shipping !== null,
        note: input.note ?? null,
        payment_method: LEGACY_PAYMENT_METHOD,
      },
      key,
    );
    const cart = await ctx.storeApi.cart();
    return { message: message ?? M.orderCreatedOk, order: data, cart: cartModel(ctx, cart) };
  },

  updateAccountDetails: async (_root, { input }, ctx) => {
    requireLogin(ctx);
    const { data } = await ctx.storeApi.saveAccountDetails({
      name: input.name,
      company_name: input.companyName,
      email: input.email,
      phone: input.phone,
    });
    return viewerModel(data);
  },

  changePassword: async (_root, { input }, ctx) => {
    requireLogin(ctx);
    // store-api changes the password together with the profile, so the profile is sent back unchanged.
    const profile = await ctx.storeApi.accountDetails();
    const { message } = await ctx.storeApi.saveAccountDetails({
      name: profile.name,
      company_name: profile.company_name ?? '',
      email: profile.email,
      phone: profile.phone ?? '',
      password_current: input.currentPassword,
      new_password: input.newPassword,
      new_password_confirmation: input.confirmPassword,
    });
    return { message: message ?? M.detailsUpdatedOk };
  },

  updateBillingAddress: async (_root, { input }, ctx) => {
    requireLogin(ctx);
    await ctx.storeApi.updateBillingAddress({
      name: input.name,
      company_name: input.companyName,
      address: input.address,
      city: input.city,
      state_id: input.stateId,
      pincode: input.postcode,
      phone: input.phone,
    });
    return viewerModel(await ctx.storeApi.accountDetails());
  },

  updateShippingAddress: async (_root, { id, input }, ctx) => {
    requireLogin(ctx);
    await ctx.storeApi.updateShippingAddress({
      id: id === null || id === undefined ? undefined : numericId(ctx, id, 'id'),
      name: input.name,
      company_name: input.companyName,
      address: input.address,
      city: input.city,
      state_id: input.stateId,
      pincode: input.postcode,
      phone: input.phone,
    });
    return viewerModel(await ctx.storeApi.accountDetails());
  },

  sendContactMessage: async (_root, { input }, ctx) => {
    await rateLimit(ctx, 'sendContactMessage');
    const { message } = await ctx.storeApi.sendContactMessage({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message ?? null,
    });
    return { message: message ?? M.messageSentOk };
  },
};
