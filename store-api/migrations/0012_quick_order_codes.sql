-- Quick order: a SKU, item code or barcode finds its product, ignoring case, and a code being typed is completed
-- from its first characters. text_pattern_ops serves both the equality and the LIKE 'prefix%' of each.
CREATE INDEX products_item_code_lower_idx ON products (lower(item_code) text_pattern_ops);
CREATE INDEX products_sku_lower_idx ON products (lower(sku) text_pattern_ops);
CREATE INDEX products_barcode_lower_idx ON products (lower(custom_barcode) text_pattern_ops)
  WHERE custom_barcode IS NOT NULL;
