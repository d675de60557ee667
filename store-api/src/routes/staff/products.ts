import { z } from 'zod';
import { PRODUCT_STOCK, PURCHASE_LIMIT } from '@storefront/contract';
import { STAFF_PRODUCTS } from '@storefront/contract/rest';
import type { Database } from '../../db/database.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput } from '../../http/validate.js';
import {
  listStaffProducts,
  loadStaffProduct,
  updateStaffProduct,
  type ProductChanges,
} from '../../services/staff-products.js';
import { searchTerms, slugList } from '../products.js';
import { routeId } from './params.js';

const CHANGEABLE = ['stock', 'purchase_limit', 'promoted', 'recommended'] as const;

const number = (n: number) => n.toLocaleString('en-US');
const STOCK = `The stock must be a whole number from ${number(PRODUCT_STOCK.min)} to ${number(PRODUCT_STOCK.max)}.`;
const LIMIT = `The purchase limit must be a whole number from ${number(PURCHASE_LIMIT.min)} to ${number(PURCHASE_LIMIT.max)}, or empty for no limit.`;

/** A JSON number as it is; digits from a form as their number. Anything else is left for the rule to refuse. */
const digits = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

const wholeNumber = (message: string, bounds: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

/** JSON's true and false, or the same words from a form. */
const yesOrNo = (what: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `Say whether the product is ${what}: true or false.` }),
  );

const ProductInput = z.object({
  stock: z.preprocess(digits, wholeNumber(STOCK, PRODUCT_STOCK)).optional(),
  // Empty (a form's blank) or null removes the limit.
  purchase_limit: z
    .preprocess(
      (value) => (value === '' ? null : digits(value)),
      wholeNumber(LIMIT, PURCHASE_LIMIT).nullable(),
    )
    .optional(),
  promoted: yesOrNo('promoted').optional(),
  recommended: yesOrNo('recommended').optional(),
});

/** The fields to change: only those staff may change, at least one, each within its rule. */
function productChanges(fields: Record<string, unknown>): ProductChanges {
  const unknown = Object.keys(fields).find((key) => !(CHANGEABLE as readonly string[]).includes(key));
  if (unknown !== undefined)
    throw new UnprocessableError(
      `A product's ${unknown} cannot be changed here: only its ${CHANGEABLE.join(', ')}.`,
      'INVALID',
      unknown,
    );
  if (Object.keys(fields).length === 0)
    throw new UnprocessableError(`Say what to change: ${CHANGEABLE.join(', ')}.`, 'INVALID', null);
  return parseInput(ProductInput, fields);
}

/** Catalog essentials: stock, purchase limit and the home page's flags of each product (admin, warehouse). */
export function staffProductRoutes(app: StaffApi, db: Database): void {
  staffRoute(app, STAFF_PRODUCTS.products, async (request) => {
    const { query } = request;
    const terms = searchTerms(query.search, 'search');
    const categorySlugs = slugList(query.category);
    const page = pageRequest(query, 25);
    const { total, rows } = await listStaffProducts(db, { terms, categorySlugs }, page);
    return listEnvelope(rows, total, page);
  });

  staffRoute(app, STAFF_PRODUCTS.updateProduct, async (request) => {
    const id = routeId(request.params.id, 'product');
    const changes = productChanges(await readBody(request, STAFF_PRODUCTS.updateProduct));
    const outcome = await updateStaffProduct(db, id, changes, staffOf(request).id);
    if (outcome === 'not-found') throw StaffRefusal.notFound('product');
    if (outcome === 'no-recommended-list')
      throw new UnprocessableError(
        'The home page has no product group to recommend the product in.',
        'INVALID',
        'recommended',
      );
    const product = await loadStaffProduct(db, id);
    if (!product) throw StaffRefusal.notFound('product');
    return envelope(product);
  });
}
