import type { MutationResolvers } from '../generated/graphql.js';
import { messages as M, QUANTITY } from '@storefront/contract';
import type { GatewayContext } from '../context.js';
import * as account from '../services/account.js';
import { setCartLineQuantity } from '../services/cart.js';
import { placeOrder } from '../services/checkout.js';
import { registerBusiness } from '../services/registration.js';
import { payloadOf } from '../services/user-errors.js';
import * as wishlist from '../services/wishlist.js';
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
 * its payload through payloadOf, which turns expected failures into `userErrors`. The deprecated
 * changeCartLineQuantity and toggleWishlist keep their old shapes, and so their thrown errors.
 */

function quantityOf(ctx: GatewayContext, quantity: number | null | undefined): number {
  return intInRange(ctx, quantity, 1, QUANTITY.min, QUANTITY.max, 'quantity');
}

const NO_CART = { cart: null };
const NO_CUSTOMER = { customer: null };
const NOT_ACCEPTED = { accepted: false };
const NO_WISHLIST = { products: [], wishlist: null };
const ACCEPTED = { accepted: true };

export const Mutation: MutationResolvers = {
  login: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'login');
        const { data } = await ctx.storeApi.login(args.email, args.password);
        ctx.session.start(data.token);
        ctx.storeApi.useToken(data.token);
        return { token: data.token, customer: viewerModel(data.customer) };
      },
      { token: null, customer: null },
    ),

  logout: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await account.logout(ctx);
        return ACCEPTED;
      },
      NOT_ACCEPTED,
    ),

  register: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'register');
        return { customer: { ...(await registerBusiness(ctx, args.input)), isViewer: false } };
      },
      NO_CUSTOMER,
    ),

  verifyAccountLink: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'verifyAccountLink');
        const { data } = await ctx.storeApi.verifyLink(args.token);
        return { accountLink: { customerId: String(data.id) } };
      },
      { accountLink: null },
      { LINK_EXPIRED: ['token'] },
    ),

  createAccount: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'createAccount');
        await account.createAccount(ctx, args.input);
        return ACCEPTED;
      },
      NOT_ACCEPTED,
      { LINK_EXPIRED: ['input', 'token'] },
    ),

  requestPasswordReset: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'requestPasswordReset');
        await rateLimit(ctx, 'requestPasswordResetPerEmail', args.email.trim().toLowerCase());
        await ctx.storeApi.lostPassword(args.email);
        return ACCEPTED;
      },
      NOT_ACCEPTED,
    ),

  resetPassword: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'resetPassword');
        await ctx.storeApi.resetPassword({
          email: args.input.email,
          token: args.input.token,
          password: args.input.password,
          password_confirmation: args.input.confirmPassword,
        });
        return ACCEPTED;
      },
      NOT_ACCEPTED,
      { LINK_EXPIRED: ['input', 'token'] },
    ),

  addToCart: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx, M.loginRequired);
        const id = numericId(ctx, args.productId, 'productId');
        const { data } = await ctx.storeApi.addToCart(id, quantityOf(ctx, args.quantity));
        return { cart: cartModel(ctx, data) };
      },
      NO_CART,
      { OUT_OF_STOCK: ['quantity'], NOT_FOUND: ['productId'] },
    ),

  addProductsToCart: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx, M.loginRequired);
        const ids = numericIds(ctx, args.productIds, 'productIds');
        if (ids.length === 0) throw badInput(ctx, M.selectProducts, 'productIds');
        const { data } = await ctx.storeApi.addSelectedToCart(ids, quantityOf(ctx, args.quantity));
        return { cart: cartModel(ctx, data) };
      },
      NO_CART,
      { OUT_OF_STOCK: ['productIds'], NOT_FOUND: ['productIds'] },
    ),

  setCartLineQuantity: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx, M.loginRequired);
        const lineId = numericId(ctx, args.lineId, 'lineId');
        return { cart: await setCartLineQuantity(ctx, lineId, quantityOf(ctx, args.quantity)) };
      },
      NO_CART,
      { OUT_OF_STOCK: ['quantity'], NOT_FOUND: ['lineId'] },
    ),

  changeCartLineQuantity: async (_root, { lineId, change }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const id = numericId(ctx, lineId, 'lineId');
    const { data } = await ctx.storeApi.changeCartLineQuantity(id, change === 'INCREASE');
    return cartModel(ctx, data);
  },

  removeCartLine: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx, M.loginRequired);
        const { data } = await ctx.storeApi.removeCartLine(numericId(ctx, args.lineId, 'lineId'));
        return { cart: cartModel(ctx, data) };
      },
      NO_CART,
      { NOT_FOUND: ['lineId'] },
    ),

  clearCart: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx, M.loginRequired);
        const { data } = await ctx.storeApi.removeCartLine('all');
        return { cart: cartModel(ctx, data) };
      },
      NO_CART,
    ),

  toggleWishlist: (_root, { productId }, ctx) => {
    requireLogin(ctx, M.loginRequired);
    return wishlist.toggleWishlist(ctx, numericId(ctx, productId, 'productId'));
  },

  addToWishlist: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      () => {
        requireLogin(ctx, M.loginRequired);
        return wishlist.addToWishlist(ctx, numericId(ctx, args.productId, 'productId'));
      },
      NO_WISHLIST,
      { NOT_FOUND: ['productId'] },
    ),

  removeFromWishlist: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      () => {
        requireLogin(ctx, M.loginRequired);
        const ids = args.productIds ? numericIds(ctx, args.productIds, 'productIds') : undefined;
        return wishlist.removeFromWishlist(ctx, ids);
      },
      NO_WISHLIST,
    ),

  addWishlistToCart: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      () => {
        requireLogin(ctx, M.loginRequired);
        const ids = args.productIds ? numericIds(ctx, args.productIds, 'productIds') : undefined;
        return wishlist.moveWishlistToCart(ctx, ids);
      },
      { ...NO_WISHLIST, ...NO_CART },
      { OUT_OF_STOCK: ['productIds'], NOT_FOUND: ['productIds'] },
    ),

  placeOrder: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      () => {
        requireLogin(ctx);
        return placeOrder(ctx, args.input, args.idempotencyKey);
      },
      { order: null, cart: null },
      { IDEMPOTENCY_KEY_REUSED: ['idempotencyKey'], IDEMPOTENCY_KEY_IN_USE: ['idempotencyKey'] },
    ),

  updateAccountDetails: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx);
        return { customer: await account.updateAccountDetails(ctx, args.input) };
      },
      NO_CUSTOMER,
    ),

  changePassword: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx);
        return { customer: await account.changePassword(ctx, args.input) };
      },
      NO_CUSTOMER,
    ),

  updateBillingAddress: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx);
        return { customer: await account.saveAddress(ctx, 'billing', args.input) };
      },
      NO_CUSTOMER,
    ),

  updateShippingAddress: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        requireLogin(ctx);
        const id = args.id === null || args.id === undefined ? undefined : numericId(ctx, args.id, 'id');
        return { customer: await account.saveAddress(ctx, 'shipping', args.input, id) };
      },
      NO_CUSTOMER,
      { NOT_FOUND: ['id'] },
    ),

  sendContactMessage: (_root, args, ctx, info) =>
    payloadOf(
      info,
      args,
      async () => {
        await rateLimit(ctx, 'sendContactMessage');
        await ctx.storeApi.sendContactMessage({
          name: args.input.name,
          email: args.input.email,
          subject: args.input.subject,
          message: args.input.message ?? null,
        });
        return ACCEPTED;
      },
      NOT_ACCEPTED,
    ),
};
