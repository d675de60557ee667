import { z } from 'zod';
import {
  CATALOG,
  catalogMessages as CM,
  parseCents,
  PRODUCT_STOCK,
  PURCHASE_LIMIT,
} from '@storefront/contract';
import { STAFF_PRODUCTS } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody, readForm } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput } from '../../http/validate.js';
import { productImageKey } from '../../services/certificate-store.js';
import { preparePicture } from '../../services/product-images.js';
import {
  catalogChoices,
  changeProductImages,
  createStaffProduct,
  editStaffProduct,
  listStaffProducts,
  loadStaffProduct,
  setProductArchived,
  staffProductAnswer,
  updateStaffProduct,
  type CatalogRefusal,
  type ProductChanges,
  type ProductFields,
} from '../../services/staff-products.js';
import { searchTerms, slugList } from '../products.js';
import { queryChoice, routeId } from './params.js';

const CHANGEABLE = ['stock', 'purchase_limit', 'promoted', 'recommended'] as const;

/** A JSON number as it is; digits from a form as their number. Anything else is left for the rule to refuse. */
const digits = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

const wholeNumber = (message: string, bounds: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

const stockRule = z.preprocess(digits, wholeNumber(CM.stock, PRODUCT_STOCK));
// Empty (a form's blank) or null removes the limit.
const limitRule = z.preprocess(
  (value) => (value === '' ? null : digits(value)),
  wholeNumber(CM.purchaseLimit, PURCHASE_LIMIT).nullable(),
);

/** JSON's true and false, or the same words from a form. */
const yesOrNo = (what: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `Say whether the product is ${what}: true or false.` }),
  );

const ProductInput = z.object({
  stock: stockRule.optional(),
  purchase_limit: limitRule.optional(),
  promoted: yesOrNo('promoted').optional(),
  recommended: yesOrNo('recommended').optional(),
});

/** Whatever a body holds outside `allowed` is refused by name; an empty body says what may be sent. */
function onlyFields(fields: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (unknown !== undefined)
    throw new UnprocessableError(
      `A product's ${unknown} cannot be changed here: only its ${allowed.join(', ')}.`,
      'INVALID',
      unknown,
    );
  if (Object.keys(fields).length === 0)
    throw new UnprocessableError(`Say what to change: ${allowed.join(', ')}.`, 'INVALID', null);
}

/** The fields to change: only those the warehouse may change, at least one, each within its rule. */
function productChanges(fields: Record<string, unknown>): ProductChanges {
  onlyFields(fields, CHANGEABLE);
  return parseInput(ProductInput, fields);
}

const text = (max: number, tooLong: string, required?: string) => {
  const rule = z
    .string({ error: required ?? tooLong })
    .trim()
    .max(max, tooLong);
  return required ? rule.min(1, required) : rule;
};
/** Dollars and cents as text or a JSON number, from 0 to CATALOG.maxCents, as integer cents. */
const money = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const cents = parseCents(typeof value === 'string' ? value.replace(/^\$/, '') : value);
    if (cents === null || cents < 0 || cents > CATALOG.maxCents) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
const choice = (message: string) =>
  z.preprocess(digits, z.number({ error: message }).int(message).positive(message));

/** A product's fields in the REST names, in the order the form shows them (the first wrong one is answered). */
const FIELDS = z.object({
  name: text(CATALOG.name.max, CM.nameLength, CM.nameRequired),
  item_code: text(CATALOG.code.max, CM.codeLength('item code'), CM.itemCodeRequired),
  sku: text(CATALOG.code.max, CM.codeLength('SKU')).default(''),
  barcode: z
    .preprocess((value) => (value === null ? '' : value), text(CATALOG.code.max, CM.codeLength('barcode')))
    .default(''),
  price: money(CM.price),
  tax_per_unit: money(CM.tax).default(0),
  description: text(CATALOG.description.max, CM.descriptionLength).default(''),
  category_id: choice(CM.category),
  brand_id: choice(CM.brand),
  stock: stockRule.default(0),
  purchase_limit: limitRule.default(null),
});
const FIELD_NAMES = Object.keys(FIELDS.shape);

function toColumns(input: Partial<z.output<typeof FIELDS>>): Partial<ProductFields> {
  const columns: Partial<ProductFields> = {
    item_name: input.name,
    item_code: input.item_code,
    sku: input.sku,
    custom_barcode: input.barcode === undefined ? undefined : input.barcode === '' ? null : input.barcode,
    sales_price_cents: input.price,
    tax_per_unit_cents: input.tax_per_unit,
    description: input.description,
    category_id: input.category_id,
    brand_id: input.brand_id,
    stock: input.stock,
    purchase_limit: input.purchase_limit,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function refuse(refusal: CatalogRefusal): never {
  if (refusal === 'item-code-taken') throw new UnprocessableError(CM.itemCodeTaken, 'TAKEN', 'item_code');
  if (refusal === 'unknown-category') throw new UnprocessableError(CM.category, 'INVALID', 'category_id');
  throw new UnprocessableError(CM.brand, 'INVALID', 'brand_id');
}

async function answerProduct(db: Database, id: number) {
  const product = await loadStaffProduct(db, id);
  if (!product) throw StaffRefusal.notFound('product');
  return envelope(staffProductAnswer(product));
}

/** The catalogue as every staff role reads it: by name, searched, by category, by stock, on sale or archived. */
export function staffProductListRoutes(app: StaffApi, db: Database): void {
  staffRoute(app, STAFF_PRODUCTS.products, async (request) => {
    const { query } = request;
    const terms = searchTerms(query.search, 'search');
    const categorySlugs = slugList(query.category);
    const stock = queryChoice(query.stock, ['low', 'out'] as const, 'stock', 'stock filter');
    const status = queryChoice(query.status, ['active', 'archived'] as const, 'status', 'status');
    const page = pageRequest(query, 25);
    const { total, rows } = await listStaffProducts(
      db,
      { terms, categorySlugs, stock, archived: status === 'archived' },
      page,
    );
    return listEnvelope(rows.map(staffProductAnswer), total, page);
  });
}

/** Stock, purchase limit and the home page's flags of each product (warehouse). */
export function staffProductRoutes(app: StaffApi, db: Database): void {
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
    return answerProduct(db, id);
  });
}

/** The catalogue's content (sales): products with their prices and pictures, archived and restored. */
export function staffCatalogRoutes(app: StaffApi, ctx: AppContext): void {
  const { db } = ctx;
  staffRoute(app, STAFF_PRODUCTS.catalogChoices, async () => envelope(await catalogChoices(db)));

  staffRoute(app, STAFF_PRODUCTS.createProduct, async (request) => {
    const fields = await readBody(request, STAFF_PRODUCTS.createProduct);
    onlyFields(fields, FIELD_NAMES);
    const input = parseInput(FIELDS, fields);
    const created = await createStaffProduct(db, toColumns(input) as ProductFields, staffOf(request).id);
    if (typeof created === 'string') refuse(created);
    return answerProduct(db, created.id);
  });

  staffRoute(app, STAFF_PRODUCTS.editProduct, async (request) => {
    const id = routeId(request.params.id, 'product');
    const fields = await readBody(request, STAFF_PRODUCTS.editProduct);
    onlyFields(fields, FIELD_NAMES);
    const parsed = parseInput(FIELDS.partial(), fields);
    // Only the fields sent: the form's defaults are for a new product.
    const input = Object.fromEntries(Object.entries(parsed).filter(([key]) => key in fields));
    const outcome = await editStaffProduct(db, id, toColumns(input), staffOf(request).id);
    if (outcome === 'not-found') throw StaffRefusal.notFound('product');
    if (outcome === 'archived') throw new UnprocessableError(CM.archived, 'INVALID', null);
    if (outcome !== 'changed' && outcome !== 'unchanged') refuse(outcome);
    return answerProduct(db, id);
  });

  for (const [call, archived] of [
    [STAFF_PRODUCTS.archiveProduct, true],
    [STAFF_PRODUCTS.restoreProduct, false],
  ] as const) {
    staffRoute(app, call, async (request) => {
      const id = routeId(request.params.id, 'product');
      const outcome = await setProductArchived(db, id, archived, staffOf(request).id);
      if (outcome === 'not-found') throw StaffRefusal.notFound('product');
      return answerProduct(db, id);
    });
  }

  // Multipart: its file is read as a form's, not as a body of fields.
  staffRoute(app, STAFF_PRODUCTS.addProductImage, async (request) => {
    const id = routeId(request.params.id, 'product');
    const { files } = await readForm(request, { acceptFiles: ['image'], maxFileBytes: CATALOG.imageBytes });
    const picture = await preparePicture(files.image);
    // Stored first, so the product never names a file that is not there; removed again when the product refuses it.
    await ctx.certificates.put(productImageKey(picture.file), picture.data, picture.contentType);
    const outcome = await changeProductImages(db, id, staffOf(request).id, 'product.image.add', (images) =>
      images.length >= CATALOG.images.max ? 'too-many' : [...images, picture.file],
    );
    if (typeof outcome === 'string') {
      await ctx.certificates.delete(productImageKey(picture.file));
      if (outcome === 'not-found') throw StaffRefusal.notFound('product');
      if (outcome === 'archived') throw new UnprocessableError(CM.archived, 'INVALID', null);
      throw new UnprocessableError(CM.tooManyImages, 'LIMIT_REACHED', 'image');
    }
    return answerProduct(db, id);
  });

  staffRoute(app, STAFF_PRODUCTS.orderProductImages, async (request) => {
    const id = routeId(request.params.id, 'product');
    const fields = await readBody(request, STAFF_PRODUCTS.orderProductImages);
    const { images: order } = parseInput(
      z.object({
        images: z
          .array(z.string({ error: CM.imageOrder }).max(300, CM.imageOrder), { error: CM.imageOrder })
          .max(CATALOG.images.max, CM.imageOrder),
      }),
      fields,
    );
    const outcome = await changeProductImages(db, id, staffOf(request).id, 'product.image.order', (images) =>
      new Set(order).size === order.length && order.every((file) => images.includes(file))
        ? order
        : 'bad-order',
    );
    if (outcome === 'not-found') throw StaffRefusal.notFound('product');
    if (outcome === 'archived') throw new UnprocessableError(CM.archived, 'INVALID', null);
    if (outcome === 'bad-order') throw new UnprocessableError(CM.imageOrder, 'INVALID', 'images');
    // A picture no longer listed is deleted from the store; the product never names it again.
    const removed = outcome.before.filter((file) => !outcome.after.includes(file));
    await Promise.all(removed.map((file) => ctx.certificates.delete(productImageKey(file))));
    return answerProduct(db, id);
  });
}
