-- The hero's words become text over the picture (issue 17 item 1): baked into the images, they were cut off by
-- the crop at every width. Each banner gets a headline and a subtitle, which the storefront sets over it; the
-- seeded slides move to pictures without words.
ALTER TABLE banners ADD COLUMN headline text NOT NULL DEFAULT '' CHECK (length(headline) <= 120);
ALTER TABLE banners ADD COLUMN subtitle text NOT NULL DEFAULT '' CHECK (length(subtitle) <= 240);

UPDATE banners
   SET image = 'hero-1.svg',
       headline = 'Premium cigars for your humidor',
       subtitle = 'Dominican, Nicaraguan and Honduran boxes, shipped from New Jersey'
 WHERE kind = 'slider' AND image = 'slider-1.svg';
UPDATE banners
   SET image = 'hero-2.svg',
       headline = 'Cigarillos that sell themselves',
       subtitle = 'Tipped and natural leaf cigarillos by the display'
 WHERE kind = 'slider' AND image = 'slider-2.svg';
UPDATE banners
   SET image = 'hero-3.svg',
       headline = 'Accessories for every counter',
       subtitle = 'Lighters, cutters and humidors at wholesale prices'
 WHERE kind = 'slider' AND image = 'slider-3.svg';
-- The footer banner's words are the storefront's own text (its picture had them at 6 px on a phone).
UPDATE banners SET image = 'footer-plain.svg' WHERE kind = 'footer' AND image = 'footer.svg';
