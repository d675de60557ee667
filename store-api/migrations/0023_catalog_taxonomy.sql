-- The back office keeps categories and brands: a brand gets a slug (unique, the categories' form) made from its
-- name, and the audit log records changes to categories and brands as their own subjects.
ALTER TABLE brands ADD COLUMN slug text;
WITH made AS (
  SELECT id, coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(brand_name), '[^a-z0-9]+', '-', 'g')), ''),
                      'brand') AS base
    FROM brands
), numbered AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY id) AS n FROM made
)
UPDATE brands b SET slug = CASE WHEN n.n = 1 THEN n.base ELSE n.base || '-' || b.id END
  FROM numbered n WHERE n.id = b.id;
ALTER TABLE brands ALTER COLUMN slug SET NOT NULL;
ALTER TABLE brands ADD CONSTRAINT brands_slug_key UNIQUE (slug);
ALTER TABLE brands ADD CONSTRAINT brands_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

ALTER TABLE audit_log DROP CONSTRAINT audit_log_subject_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check
  CHECK (subject_type IN ('customer', 'order', 'registration', 'product', 'staff', 'settings', 'category', 'brand'));

-- Deleting a category or brand checks nothing uses it: these find a use without reading every product.
CREATE INDEX IF NOT EXISTS products_category_idx ON products (category_id);
CREATE INDEX IF NOT EXISTS categories_parent_idx ON categories (parent_id);
