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
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { HOME } from '@storefront/contract/rest';

/** The home page's content. Product lists follow the same price rule as every listing. */
export function homeRoutes(app: CustomerApi, db: Queryable): void {
  customerRoute(app, HOME.homePageItems, async (request) =>
    envelope(await homeSectionItems(db, viewerOf(request))),
  );

  customerRoute(app, HOME.itemsByCategory, async (request) =>
    envelope(await itemsByTopCategory(db, viewerOf(request))),
  );

  customerRoute(app, HOME.sliders, async () => envelope(await sliders(db)));

  customerRoute(app, HOME.homePageImage, async () => envelope(await promoBanner(db)));

  customerRoute(app, HOME.footerImage, async () => envelope(await footerBanner(db)));

  customerRoute(app, HOME.logos, async () => envelope(await brandLogos(db)));

  customerRoute(app, HOME.promotedItems, async (request) => {
    requireCustomer(request);
    return envelope(await promotedProducts(db, viewerOf(request)));
  });

  customerRoute(app, HOME.frequentlyOrderedItems, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await frequentlyOrderedProducts(db, customer.id, viewerOf(request)));
  });
}
