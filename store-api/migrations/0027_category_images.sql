-- Staff give a category a picture (the category shop's header shows it), as brands have their logo (brands.image):
-- the file's name under storage/categories, null when it has none.
ALTER TABLE categories ADD COLUMN image text;
