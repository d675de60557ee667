-- The back office edits the catalogue: products are archived rather than deleted (old orders and carts keep
-- pointing at them), and an archive or a restore changes what listings count, like a rename does.
ALTER TABLE products ADD COLUMN archived_at timestamptz;
CREATE INDEX products_archived_idx ON products (id) WHERE archived_at IS NOT NULL;

CREATE TRIGGER products_catalog_version_archive AFTER UPDATE OF archived_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();

-- Staff find products to restock by how many are left.
CREATE INDEX products_stock_idx ON products (stock, id);
