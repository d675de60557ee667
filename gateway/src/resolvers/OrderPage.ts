import type { OrderPageResolvers, WebhookDeliveryPageResolvers } from '../generated/graphql.js';
import type { RestPage } from '@storefront/contract/rest';
import { totalPages } from './shared.js';

/** A Laravel page as the schema's pages (`OrderPage`, `WebhookDeliveryPage`). */
function pageResolvers<T>() {
  return {
    items: (page: RestPage<T>) => page.data,
    page: (page: RestPage<T>) => page.current_page,
    perPage: (page: RestPage<T>) => page.per_page,
    total: (page: RestPage<T>) => page.total,
    totalPages: (page: RestPage<T>) => totalPages(page),
  };
}

export const OrderPage: OrderPageResolvers = pageResolvers();
export const WebhookDeliveryPage: WebhookDeliveryPageResolvers = pageResolvers();
