import type { OrderPageResolvers } from '../generated/graphql.js';
import { totalPages } from './shared.js';

export const OrderPage: OrderPageResolvers = {
  items: (page) => page.data,
  page: (page) => page.current_page,
  perPage: (page) => page.per_page,
  total: (page) => page.total,
  totalPages: (page) => totalPages(page),
};
