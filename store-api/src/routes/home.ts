import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { requireCustomer, viewerOf } from '../http/auth.js';
import { envelope } from '../http/reply.js';
import {
  brandLogos,
  footerBanner,
  frequentlyOrderedProducts,
  homeSectionItems,
  itemsByTopCategory,
  promoBanner,
  promotedProducts,
  sliders,
} from '../services/home.js';

/** The home page's content. Product lists follow the same price rule as every listing. */
export function homeRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/home-page-items', async (request) => envelope(await homeSectionItems(db, viewerOf(request))));

  app.get('/getitemByCat', async (request) => envelope(await itemsByTopCategory(db, viewerOf(request))));

  app.get('/sliders', async () => envelope(await sliders(db)));

  app.get('/home-page-image', async () => envelope(await promoBanner(db)));

  app.get('/footer-image', async () => envelope(await footerBanner(db)));

  app.get('/get-logo', async () => envelope(await brandLogos(db)));

  app.get('/promoted-items', async (request) => {
    requireCustomer(request);
    return envelope(await promotedProducts(db, viewerOf(request)));
  });

  app.get('/frequently-order-items', async (request) => {
    const customer = requireCustomer(request);
    return envelope(await frequentlyOrderedProducts(db, customer.id, viewerOf(request)));
  });
}
