import type { CartLineInput, MutationResolvers, ShoppingListLineInput } from '../generated/graphql.js';
import { messages as M, PRODUCT_CODE, QUANTITY, SHOPPING_LISTS } from '@storefront/contract';
import type { GatewayContext } from '../context.js';
import * as account from '../services/account.js';
import { addLinesToCart, setCartLineQuantity, type LineToAdd } from '../services/cart.js';
import { uploadCertificateRenewal } from '../services/certificate-renewals.js';
import { placeOrder } from '../services/checkout.js';
import { REST_SCOPE } from './ApiKey.js';
import { registerBusiness } from '../services/registration.js';
import { mutationPayload } from '../services/user-errors.js';
import * as wishlist from '../services/wishlist.js';
import { addShoppingListToCart } from '../services/shopping-lists.js';
import type { ListLineFields } from '../upstream/store-api.js';
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

/** A list's name, trimmed: 1 to 80 characters. */
function listName(ctx: GatewayContext, name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > SHOPPING_LISTS.nameMaxLength)
    throw badInput(ctx, M.shoppingListName, 'name');
  return trimmed;
}

/** The lines of a list mutation as the REST calls take them: each product once, each quantity 1 to 9999. */
function listLines(
  ctx: GatewayContext,
  lines: readonly ShoppingListLineInput[],
  { allowNone }: { allowNone: boolean },
): ListLineFields[] {
  if (lines.length === 0 && !allowNone) throw badInput(ctx, M.shoppingListLines, 'lines');
  const seen = new Set<number>();
  return lines.map((line, index) => {
    const productId = numericId(ctx, line.productId, `lines.${index}.productId`);
    if (seen.has(productId)) throw badInput(ctx, M.shoppingListLines, `lines.${index}.productId`);
    seen.add(productId);
    if (!Number.isInteger(line.quantity) || line.quantity < QUANTITY.min || line.quantity > QUANTITY.max)
      throw badInput(ctx, M.quantity, `lines.${index}.quantity`);
    return { item_id: productId, quantity: line.quantity };
  });
}

const NO_CART = { cart: null };
const NO_CUSTOMER = { customer: null };
const NOT_ACCEPTED = { accepted: false };
const NO_WISHLIST = { products: [], wishlist: null };
const ACCEPTED = { accepted: true };
const NO_LIST = { shoppingList: null };

export const Mutation: MutationResolvers = {
  login: mutationPayload({ token: null, expiresAt: null, customer: null }, async (args, ctx) => {
    await rateLimit(ctx, 'login');
    const { data } = await ctx.storeApi.account.login(args.email, args.password);
    ctx.session.start(data.token);
    ctx.storeApi.useToken(data.token);
    return { token: data.token, expiresAt: data.expiresAt, customer: viewerModel(data.customer) };
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

  createShoppingList: mutationPayload(NO_LIST, async (args, ctx) => {
    requireLogin(ctx, M.loginRequired);
    const name = listName(ctx, args.name);
    const lines = listLines(ctx, args.lines ?? [], { allowNone: true });
    return { shoppingList: await ctx.storeApi.lists.create(name, lines) };
  }),

  renameShoppingList: mutationPayload(
    NO_LIST,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      return { shoppingList: await ctx.storeApi.lists.rename(listId, listName(ctx, args.name)) };
    },
    { NOT_FOUND: ['id'] },
  ),

  duplicateShoppingList: mutationPayload(
    NO_LIST,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      return { shoppingList: await ctx.storeApi.lists.duplicate(listId, listName(ctx, args.name)) };
    },
    { NOT_FOUND: ['id'] },
  ),

  deleteShoppingList: mutationPayload(
    { deletedId: null },
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      await ctx.storeApi.lists.remove(listId);
      return { deletedId: String(listId) };
    },
    { NOT_FOUND: ['id'] },
  ),

  addToShoppingList: mutationPayload(
    NO_LIST,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      const lines = listLines(ctx, args.lines, { allowNone: false });
      return { shoppingList: await ctx.storeApi.lists.writeLines(listId, lines, 'add') };
    },
    { NOT_FOUND: ['id'] },
  ),

  setShoppingListQuantities: mutationPayload(
    NO_LIST,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      const lines = listLines(ctx, args.lines, { allowNone: false });
      return { shoppingList: await ctx.storeApi.lists.writeLines(listId, lines, 'set') };
    },
    { NOT_FOUND: ['id'] },
  ),

  removeFromShoppingList: mutationPayload(
    NO_LIST,
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      if (args.productIds.length === 0) throw badInput(ctx, M.selectProducts, 'productIds');
      const productIds = numericIds(ctx, args.productIds, 'productIds');
      return { shoppingList: await ctx.storeApi.lists.removeLines(listId, productIds) };
    },
    { NOT_FOUND: ['id'] },
  ),

  addShoppingListToCart: mutationPayload(
    { cart: null, results: [], wishlist: null },
    async (args, ctx) => {
      requireLogin(ctx, M.loginRequired);
      const listId = numericId(ctx, args.id, 'id');
      const productIds = args.productIds ? numericIds(ctx, args.productIds, 'productIds') : null;
      return addShoppingListToCart(ctx, listId, productIds);
    },
    { NOT_FOUND: ['id'] },
  ),

  createApiKey: mutationPayload({ apiKey: null, secret: null }, async ({ input }, ctx) => {
    requireLogin(ctx);
    const created = await ctx.storeApi.apiKeys.create({
      name: input.name,
      scopes: input.scopes.map((scope) => REST_SCOPE[scope]),
    });
    return { apiKey: created.key, secret: created.secret };
  }),

  revokeApiKey: mutationPayload(
    { apiKey: null },
    async (args, ctx) => {
      requireLogin(ctx);
      return { apiKey: await ctx.storeApi.apiKeys.revoke(numericId(ctx, args.id, 'id')) };
    },
    { NOT_FOUND: ['id'] },
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

  setReorderReminders: mutationPayload({ enabled: null }, async (args, ctx) => {
    requireLogin(ctx, M.loginRequired);
    return { enabled: await ctx.storeApi.reorderReminders.set(args.enabled) };
  }),

  unsubscribeReorderReminders: mutationPayload({ enabled: null }, async (args, ctx) => ({
    enabled: await ctx.storeApi.reorderReminders.unsubscribe(args.token),
  })),
};
