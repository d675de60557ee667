-- Product slugs follow @storefront/contract: `slug` is its slugify (any run of white space is one hyphen, none at
-- the ends; 0002 turned only single spaces into hyphens), and `slug_key` is its slugKey (the slug with hyphen runs
-- as one and none at the ends), which GET item-by-slug looks products up by. Both keep ASCII letters, digits, `_`
-- and `-` only, as JavaScript's \w does, whatever the database's locale.
ALTER TABLE products DROP COLUMN slug;
ALTER TABLE products ADD COLUMN slug text GENERATED ALWAYS AS (
  regexp_replace(
    regexp_replace(regexp_replace(lower(item_name), '^\s+|\s+$', '', 'g'), '\s+', '-', 'g'), '[^a-z0-9_-]', '', 'g')
) STORED;
ALTER TABLE products ADD COLUMN slug_key text GENERATED ALWAYS AS (
  btrim(regexp_replace(regexp_replace(regexp_replace(lower(item_name), '\s+', '-', 'g'), '[^a-z0-9_-]', '', 'g'),
        '-+', '-', 'g'), '-')
) STORED;
CREATE INDEX products_slug_key_idx ON products (slug_key);
