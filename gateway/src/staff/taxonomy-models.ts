import type { RestProductImportReport, RestStaffBrand, RestStaffCategory } from '@storefront/contract/rest';
import type { ProductImportReport, StaffBrand, StaffCategory } from '../generated/staff-resolvers.js';

export function categoryModel(category: RestStaffCategory): StaffCategory {
  return {
    id: String(category.id),
    name: category.name,
    slug: category.slug,
    parentId: category.parent_id === null ? null : String(category.parent_id),
    productCount: category.products,
    subcategoryCount: category.subcategories,
    imageUrl: category.image_url,
  };
}

export function brandModel(brand: RestStaffBrand): StaffBrand {
  return {
    id: String(brand.id),
    name: brand.name,
    slug: brand.slug,
    imageUrl: brand.image_url,
    productCount: brand.products,
  };
}

export function importReportModel(report: RestProductImportReport): ProductImportReport {
  const rows = report.rows.map((row) => ({
    row: row.row,
    sku: row.sku,
    productId: row.product_id === null ? null : String(row.product_id),
    productName: row.product_name,
    changes: row.changes,
    errors: row.errors.map((error) => ({ column: error.field, message: error.message })),
  }));
  return {
    applied: report.applied,
    rows,
    errorCount: rows.filter((row) => row.errors.length > 0).length,
    changeCount: rows.filter((row) => row.changes.length > 0).length,
  };
}
