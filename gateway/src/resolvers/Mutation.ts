import type { CartLineInput, MutationResolvers } from '../generated/graphql.js';
import { messages as M, PRODUCT_CODE, QUANTITY } from '@storefront/contract';
import type { GatewayContext } from '../context.js';
import * as account from '../services/account.js';
import { addLinesToCart, setCartLineQuantity, type LineToAdd } from '../services/cart.js';
import { uploadCertificateRenewal } from '../services/certificate-renewals.js';
import { placeOrder } from '../services/checkout.js';
import { registerBusiness } from '../services/registration.js';
import { mutationPayload } from '../services/user-errors.js';
import * as wishlist from '../services/wishlist.js';
import { REST_WEBHOOK_EVENT } from './WebhookEndpoint.js';
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

/*
 * Each mutation reads its arguments, calls a service (gateway/src/services) or one upstream call, and answers
 * its payload through mutationPayload, which turns expected failures into `userErrors`. The deprecated
 * changeCartLineQuantity and toggleWishlist keep their old shapes, and so their thrown errors.
 */

function quantityOf(ctx: GatewayContext, quantity: number | null | undefined): number {
  return intInRange(ctx, quantity, 1, QUANTITY.min, QUANTITY.max, 'quantity');
}

/** A line's product: its id, or a code (trimmed) to resolve; exactly one of the two. */
function lineProduct(ctx: GatewayContext, line: CartLineInput, index: number, quantity: number): LineToAdd {
  const { productId } = line;
  const hasId = productId !== null && productId !== undefined;
  const code = line.code?.trim();
  if (hasId && code !== undefined) throw badInput(ctx, M.productOrCode, `lines.${index}`);
  if (hasId) return { productId: numericId(ctx, productId, `lines.${index}.productId`), quantity };
  if (code === undefined) throw badInput(ctx, M.productOrCode, `lines.${index}`);
  if (code.length > PRODUCT_CODE.maxLength || !PRODUCT_CODE.pattern.test(code))
    throw badInput(ctx, M.productCode, `lines.${index}.code`);
  return { code, quantity };
}

const NO_CART = { cart: null };
const NO_CUSTOMER = { customer: null };
const NOT_ACCEPTED = { accepted: false };
const NO_WISHLIST = { products: [], wishlist: null };
const ACCEPTED = { accepted: true };

export const Mutation: MutationResolvers = {
  login: mutationPayload({ token: null, customer: null }, async (args, ctx) => {
    await rateLimit(ctx, 'login');
    const { data } = await ctx.storeApi.account.login(args.email, args.password);
    ctx.session.start(data.token);
    ctx.storeApi.useToken(data.token);
    return { token: data.token, customer: viewerModel(data.customer) };
  }),

  logout: mutationPayload(NOT_ACCEPTED, async (_args, ctx) => {
    await account.logout(ctx);
    return ACCEPTED;
  }),

  register: mutationPayload(NO_CUSTOMER, async (args, ctx) => {
    await rateLimit(ctx, 'register');
    return { customer: { ...(await registerBusiness(ctx, args.input)), isViewer: false } };
  }),

  verifyAccountLink: mutationPayload(
    { accountLink: null },
    async (args, ctx) => {
      await rateLimit(ctx, 'verifyAccountLink');
      const { data } = await ctx.storeApi.account.verifyLink(args.token);
      return { accountLink: { customerId: String(data.id) } };
    },
    { LINK_EXPIRED: ['token'] },
  ),

  createAccount: mutationPayload(
    NOT_ACCEPTED,
    async (args, ctx) => {
      await rateLimit(ctx, 'createAccount');
      await account.createAccount(ctx, args.input);
      return ACCEPTED;
    },
    { LINK_EXPIRED: ['input', 'token'] },
  ),

  requestPasswordReset: mutationPayload(NOT_ACCEPTED, async (args, ctx) => {
    await rateLimit(ctx, 'requestPasswordReset');
    await rateLimit(ctx, 'requestPasswordResetPerEmail', args.email.trim().toLowerCase());
    await ctx.storeApi.account.lostPassword(args.email);
    return ACCEPTED;
  }),

  resetPassword: mutationPayload(
    NOT_ACCEPTED,
    async (args, ctx) => {
      await rateLimit(ctx, 'resetPassword');
      await ctx.storeApi.account.resetPassword({
        email: args.input.email,
        token: args.input.token,
        password: args.input.password,
        password_confirmation: args.input.confirmPassword,
      });
      return ACCEPTED;
    },
    { LINK_EXPIRED: ['input', 'token'] },
  ),

  addToCart: mutationPayload(
    NO_CART,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const id = numericId(ctx, args.productId, 'productId');
      const { data } = await ctx.storeApi.cart.add(id, quantityOf(ctx, args.quantity));
      return { cart: cartModel(ctx, data) };
    },
    { OUT_OF_STOCK: ['quantity'], NOT_FOUND: ['productId'] },
  ),

  addProductsToCart: mutationPayload(
    NO_CART,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const ids = numericIds(ctx, args.productIds, 'productIds');
      if (ids.length === 0) throw badInput(ctx, M.selectProducts, 'productIds');
      const { data } = await ctx.storeApi.cart.addSelected(ids, quantityOf(ctx, args.quantity));
      return { cart: cartModel(ctx, data) };
    },
    { OUT_OF_STOCK: ['productIds'], NOT_FOUND: ['productIds'] },
  ),

  addLinesToCart: mutationPayload({ cart: null, results: [], wishlist: null }, async (args, ctx) => {
    requireLogin(ctx, M.loginRequired);
    if (args.lines.length === 0) throw badInput(ctx, M.selectProducts, 'lines');
    const lines = args.lines.map((line, index) => {
      const quantity = line.quantity;
      if (!Number.isInteger(quantity) || quantity < QUANTITY.min || quantity > QUANTITY.max)
        throw badInput(ctx, M.quantity, `lines.${index}.quantity`);
      return lineProduct(ctx, line, index, quantity);
    });
    return addLinesToCart(ctx, lines, args.removeAddedFromWishlist ?? false);
  }),

  setCartLineQuantity: mutationPayload(
    NO_CART,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const lineId = numericId(ctx, args.lineId, 'lineId');
      return { cart: await setCartLineQuantity(ctx, lineId, quantityOf(ctx, args.quantity)) };
    },
    { OUT_OF_STOCK: ['quantity'], NOT_FOUND: ['lineId'] },
  ),

  changeCartLineQuantity: async (_root, { lineId, change }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const id = numericId(ctx, lineId, 'lineId');
    const { data } = await ctx.storeApi.cart.step(id, change === 'INCREASE');
    return cartModel(ctx, data);
  },

  removeCartLine: mutationPayload(
    NO_CART,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const { data } = await ctx.storeApi.cart.remove(numericId(ctx, args.lineId, 'lineId'));
      return { cart: cartModel(ctx, data) };
    },
    { NOT_FOUND: ['lineId'] },
  ),

  clearCart: mutationPayload(NO_CART, async (_args, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const { data } = await ctx.storeApi.cart.remove('all');
    return { cart: cartModel(ctx, data) };
  }),

  toggleWishlist: (_root, { productId }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    return wishlist.toggleWishlist(ctx, numericId(ctx, productId, 'productId'));
  },

  addToWishlist: mutationPayload(
    NO_WISHLIST,
    (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      return wishlist.addToWishlist(ctx, numericId(ctx, args.productId, 'productId'));
    },
    { NOT_FOUND: ['productId'] },
  ),

  removeFromWishlist: mutationPayload(NO_WISHLIST, (args, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const ids = args.productIds ? numericIds(ctx, args.productIds, 'productIds') : undefined;
    return wishlist.removeFromWishlist(ctx, ids);
  }),

  addWishlistToCart: mutationPayload(
    { ...NO_WISHLIST, ...NO_CART },
    (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const ids = args.productIds ? numericIds(ctx, args.productIds, 'productIds') : undefined;
      return wishlist.moveWishlistToCart(ctx, ids);
    },
    { OUT_OF_STOCK: ['productIds'], NOT_FOUND: ['productIds'] },
  ),

  placeOrder: mutationPayload(
    { order: null, cart: null },
    (args, ctx) => {
      requireLogin(ctx);
      return placeOrder(ctx, args.input, args.idempotencyKey);
    },
    { IDEMPOTENCY_KEY_REUSED: ['idempotencyKey'], IDEMPOTENCY_KEY_IN_USE: ['idempotencyKey'] },
  ),

  updateAccountDetails: mutationPayload(NO_CUSTOMER, async (args, ctx) => {
    requireLogin(ctx);
    return { customer: await account.updateAccountDetails(ctx, args.input) };
  }),

  changePassword: mutationPayload(NO_CUSTOMER, async (args, ctx) => {
    requireLogin(ctx);
    return { customer: await account.changePassword(ctx, args.input) };
  }),

  uploadCertificateRenewal: mutationPayload(
    { certificateRenewal: null, customer: null },
    async (args, ctx) => {
      requireLogin(ctx);
      await rateLimit(ctx, 'uploadCertificateRenewal');
      return uploadCertificateRenewal(ctx, args.input);
    },
  ),

  updateBillingAddress: mutationPayload(NO_CUSTOMER, async (args, ctx) => {
    requireLogin(ctx);
    return { customer: await account.saveAddress(ctx, 'billing', args.input) };
  }),

  updateShippingAddress: mutationPayload(
    NO_CUSTOMER,
    async (args, ctx) => {
      requireLogin(ctx);
      const id = args.id === null || args.id === undefined ? undefined : numericId(ctx, args.id, 'id');
      return { customer: await account.saveAddress(ctx, 'shipping', args.input, id) };
    },
    { NOT_FOUND: ['id'] },
  ),

  createWebhookEndpoint: mutationPayload({ webhookEndpoint: null, secret: null }, async (args, ctx) => {
    requireLogin(ctx);
    const { secret, ...webhookEndpoint } = await ctx.storeApi.webhooks.create({
      url: args.input.url,
      events: args.input.events.map((event) => REST_WEBHOOK_EVENT[event]),
    });
    return { webhookEndpoint, secret: secret ?? null };
  }),

  updateWebhookEndpoint: mutationPayload(
    { webhookEndpoint: null },
    async (args, ctx) => {
      requireLogin(ctx);
      const { id, url, events, enabled } = args.input;
      const webhookEndpoint = await ctx.storeApi.webhooks.update(numericId(ctx, id, 'id'), {
        url: url ?? undefined,
        events: events?.map((event) => REST_WEBHOOK_EVENT[event]),
        enabled: enabled ?? undefined,
      });
      return { webhookEndpoint };
    },
    { NOT_FOUND: ['input', 'id'] },
  ),

  deleteWebhookEndpoint: mutationPayload(
    { deletedWebhookEndpointId: null },
    async (args, ctx) => {
      requireLogin(ctx);
      const { id } = await ctx.storeApi.webhooks.delete(numericId(ctx, args.id, 'id'));
      return { deletedWebhookEndpointId: String(id) };
    },
    { NOT_FOUND: ['id'] },
  ),

  redeliverWebhook: mutationPayload({ webhookDelivery: null }, async (args, ctx) => {
    requireLogin(ctx);
    const endpointId = numericId(ctx, args.endpointId, 'endpointId');
    const deliveryId = numericId(ctx, args.deliveryId, 'deliveryId');
    return { webhookDelivery: await ctx.storeApi.webhooks.redeliver(endpointId, deliveryId) };
  }),

  sendTestWebhook: mutationPayload(
    { webhookDelivery: null },
    async (args, ctx) => {
      requireLogin(ctx);
      const endpointId = numericId(ctx, args.endpointId, 'endpointId');
      return { webhookDelivery: await ctx.storeApi.webhooks.sendTest(endpointId) };
    },
    { NOT_FOUND: ['endpointId'] },
  ),

  sendContactMessage: mutationPayload(NOT_ACCEPTED, async (args, ctx) => {
    await rateLimit(ctx, 'sendContactMessage');
    await ctx.storeApi.reference.sendContactMessage({
      name: args.input.name,
      email: args.input.email,
      subject: args.input.subject,
      message: args.input.message ?? null,
    });
    return ACCEPTED;
  }),
};
