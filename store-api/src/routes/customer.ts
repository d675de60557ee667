import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accountRoutes } from './account.js';
import { apiKeyRoutes } from './api-keys.js';
import { authRoutes } from './auth.js';
import { cartRoutes } from './cart.js';
import { categoryRoutes } from './categories.js';
import { contactRoutes } from './contact.js';
import { homeRoutes } from './home.js';
import { orderRoutes } from './orders.js';
import { productCodeRoutes } from './product-codes.js';
import { productRoutes } from './products.js';
import { referenceRoutes } from './reference.js';
import { renewalRoutes } from './renewals.js';
import { reorderReminderRoutes } from './reorder-reminders.js';
import { shoppingListRoutes } from './shopping-lists.js';
import { webhookRoutes } from './webhooks.js';
import { wishlistRoutes } from './wishlist.js';

/**
 * /api/customer: the calls of @storefront/contract/rest's CUSTOMER_CALLS, each declared from its descriptor. Only
 * requests are checked against the descriptors' schemas here (the tests parse every answer with them).
 */
export function customerRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>().setValidatorCompiler(validatorCompiler);
  const { db, config } = ctx;
  categoryRoutes(app, db);
  referenceRoutes(app, db);
  productRoutes(app, db);
  productCodeRoutes(app, db);
  homeRoutes(app, db);
  authRoutes(app, ctx);
  accountRoutes(app, db, config);
  apiKeyRoutes(app, db);
  wishlistRoutes(app, db);
  shoppingListRoutes(app, db);
  cartRoutes(app, db);
  orderRoutes(app, ctx);
  renewalRoutes(app, ctx);
  contactRoutes(app, ctx);
  webhookRoutes(app, ctx);
  reorderReminderRoutes(app, db);
}
