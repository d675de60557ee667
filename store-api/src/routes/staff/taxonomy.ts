import { z } from 'zod';
import {
  CATALOG,
  isTaxonomySlug,
  PRODUCT_CSV,
  TAXONOMY,
  taxonomyMessages as TM,
  taxonomySlug,
} from '@storefront/contract';
import { STAFF_TAXONOMY } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody, readForm } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput } from '../../http/validate.js';
import { pictureKey } from '../../services/certificate-store.js';
import { importProducts } from '../../services/product-import.js';
import { isUploadedPicture, preparePicture } from '../../services/product-images.js';
import {
  createBrand,
  createCategory,
  deleteBrand,
  deleteCategory,
  editBrand,
  editCategory,
  loadStaffBrand,
  loadStaffCategory,
  loadTaxonomy,
  setTaxonImage,
  type TaxonomyRefusal,
} from '../../services/staff-taxonomy.js';
import { routeId } from './params.js';

type What = 'category' | 'brand';

const name = (what: What) =>
  z
    .string({ error: TM.nameRequired(what) })
    .trim()
    .min(1, TM.nameRequired(what))
    .max(TAXONOMY.name.max, TM.nameLength);
// An empty slug on create is made from the name; one given must already be in the one form (no silent rewrite).
const slug = z
  .string({ error: TM.slug })
  .trim()
  .refine((value) => value === '' || isTaxonomySlug(value), TM.slug);
const parent = z.preprocess(
  (value) =>
    value === '' ? null : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  z.number({ error: TM.parent }).int(TM.parent).positive(TM.parent).nullable(),
);

const categoryInput = z.object({
  name: name('category'),
  slug: slug.optional(),
  parent_id: parent.optional(),
});
const brandInput = z.object({ name: name('brand'), slug: slug.optional() });

/** Whatever a body holds outside `allowed` is refused by name. */
function onlyFields(fields: Record<string, unknown>, allowed: readonly string[], what: What): void {
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (unknown !== undefined)
    throw new UnprocessableError(
      `A ${what}'s ${unknown} cannot be set here: only its ${allowed.join(', ')}.`,
      'INVALID',
      unknown,
    );
}

/** A slug made from the name when none is given (or it is empty); one that would be empty is refused. */
function slugOf(given: string | undefined, name: string): string {
  const made = given === undefined || given === '' ? taxonomySlug(name) : given;
  if (!isTaxonomySlug(made)) throw new UnprocessableError(TM.slug, 'INVALID', 'slug');
  return made;
}

function refuse(refusal: TaxonomyRefusal, what: What): never {
  if (refusal === 'not-found') throw StaffRefusal.notFound(what);
  if (refusal === 'slug-taken') throw new UnprocessableError(TM.slugTaken(what), 'TAKEN', 'slug');
  if (refusal === 'name-taken') throw new UnprocessableError(TM.nameTaken, 'TAKEN', 'name');
  if (refusal === 'bad-parent') throw new UnprocessableError(TM.parent, 'INVALID', 'parent_id');
  if (refusal === 'has-children') throw new UnprocessableError(TM.parentHasChildren, 'INVALID', 'parent_id');
  if (refusal === 'on-home-page') throw new UnprocessableError(TM.shownOnHomePage(what), 'IN_USE', null);
  const { products, subcategories } = refusal.inUse;
  throw new UnprocessableError(
    what === 'category' ? TM.categoryInUse(products, subcategories) : TM.brandInUse(products),
    'IN_USE',
    null,
  );
}

async function answerCategory(db: Database, id: number) {
  const category = await loadStaffCategory(db, id);
  if (!category) throw StaffRefusal.notFound('category');
  return envelope(category);
}

async function answerBrand(db: Database, id: number) {
  const brand = await loadStaffBrand(db, id);
  if (!brand) throw StaffRefusal.notFound('brand');
  return envelope(brand);
}

const importRow = z.object({
  row: z
    .number()
    .int()
    .min(2)
    .max(PRODUCT_CSV.maxRows + 1),
  sku: z.string().max(CATALOG.code.max * 2),
  price: z.string().max(40).optional(),
  tax_per_unit: z.string().max(40).optional(),
  stock: z.string().max(40).optional(),
  purchase_limit: z.string().max(40).optional(),
});
const importInput = z.object({
  dry_run: z.boolean({ error: 'Say whether it is a dry run: true or false.' }).optional(),
  rows: z.array(importRow, { error: TM.csvEmpty }).min(1, TM.csvEmpty).max(PRODUCT_CSV.maxRows, TM.csvRows),
});

/** Categories, subcategories and brands, and their pictures (sales and admins). */
export function staffTaxonomyRoutes(app: StaffApi, ctx: AppContext): void {
  const { db } = ctx;
  staffRoute(app, STAFF_TAXONOMY.taxonomy, async () => envelope(await loadTaxonomy(db)));

  staffRoute(app, STAFF_TAXONOMY.createCategory, async (request) => {
    const fields = await readBody(request, STAFF_TAXONOMY.createCategory);
    onlyFields(fields, ['name', 'slug', 'parent_id'], 'category');
    const input = parseInput(categoryInput, fields);
    const created = await createCategory(
      db,
      { category_name: input.name, slug: slugOf(input.slug, input.name), parent_id: input.parent_id ?? null },
      staffOf(request).id,
    );
    if (typeof created === 'string' || 'inUse' in created) refuse(created, 'category');
    return answerCategory(db, created.id);
  });

  staffRoute(app, STAFF_TAXONOMY.editCategory, async (request) => {
    const id = routeId(request.params.id, 'category');
    const fields = await readBody(request, STAFF_TAXONOMY.editCategory);
    onlyFields(fields, ['name', 'slug', 'parent_id'], 'category');
    const input = parseInput(categoryInput.partial(), fields);
    if (input.slug === '') throw new UnprocessableError(TM.slug, 'INVALID', 'slug');
    const outcome = await editCategory(
      db,
      id,
      { category_name: input.name, slug: input.slug, parent_id: input.parent_id },
      staffOf(request).id,
    );
    if (outcome !== 'changed' && outcome !== 'unchanged') refuse(outcome, 'category');
    return answerCategory(db, id);
  });

  staffRoute(app, STAFF_TAXONOMY.deleteCategory, async (request) => {
    const id = routeId(request.params.id, 'category');
    const outcome = await deleteCategory(db, id, staffOf(request).id);
    if (outcome !== 'deleted') refuse(outcome, 'category');
    return envelope({ id });
  });

  staffRoute(app, STAFF_TAXONOMY.createBrand, async (request) => {
    const fields = await readBody(request, STAFF_TAXONOMY.createBrand);
    onlyFields(fields, ['name', 'slug'], 'brand');
    const input = parseInput(brandInput, fields);
    const created = await createBrand(
      db,
      { brand_name: input.name, slug: slugOf(input.slug, input.name) },
      staffOf(request).id,
    );
    if (typeof created === 'string' || 'inUse' in created) refuse(created, 'brand');
    return answerBrand(db, created.id);
  });

  staffRoute(app, STAFF_TAXONOMY.editBrand, async (request) => {
    const id = routeId(request.params.id, 'brand');
    const fields = await readBody(request, STAFF_TAXONOMY.editBrand);
    onlyFields(fields, ['name', 'slug'], 'brand');
    const input = parseInput(brandInput.partial(), fields);
    if (input.slug === '') throw new UnprocessableError(TM.slug, 'INVALID', 'slug');
    const outcome = await editBrand(
      db,
      id,
      { brand_name: input.name, slug: input.slug },
      staffOf(request).id,
    );
    if (outcome !== 'changed' && outcome !== 'unchanged') refuse(outcome, 'brand');
    return answerBrand(db, id);
  });

  staffRoute(app, STAFF_TAXONOMY.deleteBrand, async (request) => {
    const id = routeId(request.params.id, 'brand');
    const outcome = await deleteBrand(db, id, staffOf(request).id);
    if (outcome !== 'deleted') refuse(outcome, 'brand');
    return envelope({ id });
  });
}

/**
 * A category's picture and a brand's logo: checked, resized and stored like a product's picture (same store, same
 * rules), under storage/categories or storage/brands. The file replaced or removed is deleted from the store once
 * the row no longer names it; the seed's own logos (not uploaded) stay where they are.
 */
export function staffTaxonImageRoutes(app: StaffApi, ctx: AppContext): void {
  const { db, certificates } = ctx;
  const images = [
    [
      'category',
      'categories',
      STAFF_TAXONOMY.setCategoryImage,
      STAFF_TAXONOMY.removeCategoryImage,
      answerCategory,
    ],
    ['brand', 'brands', STAFF_TAXONOMY.setBrandImage, STAFF_TAXONOMY.removeBrandImage, answerBrand],
  ] as const;
  for (const [what, folder, setCall, removeCall, answer] of images) {
    const forget = async (file: string | null) => {
      if (file !== null && isUploadedPicture(file)) await certificates.delete(pictureKey(folder, file));
    };

    // Multipart: its file is read as a form's, not as a body of fields.
    staffRoute(app, setCall, async (request) => {
      const id = routeId(request.params.id, what);
      const { files } = await readForm(request, { acceptFiles: ['image'], maxFileBytes: CATALOG.imageBytes });
      const picture = await preparePicture(files.image);
      // Stored first, so the row never names a file that is not there; removed again when the row is gone.
      await certificates.put(pictureKey(folder, picture.file), picture.data, picture.contentType);
      const outcome = await setTaxonImage(db, what, id, picture.file, staffOf(request).id);
      if (outcome === 'not-found') {
        await certificates.delete(pictureKey(folder, picture.file));
        throw StaffRefusal.notFound(what);
      }
      await forget(outcome.before);
      return answer(db, id);
    });

    staffRoute(app, removeCall, async (request) => {
      const id = routeId(request.params.id, what);
      const outcome = await setTaxonImage(db, what, id, null, staffOf(request).id);
      if (outcome === 'not-found') throw StaffRefusal.notFound(what);
      await forget(outcome.before);
      return answer(db, id);
    });
  }
}

/**
 * The products CSV import: sales and admins change price, tax, stock and purchase limit; the warehouse stock only
 * (any other column that would change is an error of its row, and then, as for any wrong row, nothing is written).
 */
export function staffProductImportRoutes(app: StaffApi, db: Database): void {
  staffRoute(app, STAFF_TAXONOMY.importProducts, async (request) => {
    const fields = await readBody(request, STAFF_TAXONOMY.importProducts);
    const input = parseInput(importInput, fields);
    const staff = staffOf(request);
    const report = await importProducts(db, input.rows, {
      dryRun: input.dry_run ?? false,
      staffId: staff.id,
      stockOnly: staff.role === 'warehouse',
    });
    return envelope(report);
  });
}
