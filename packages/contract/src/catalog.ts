import { PRODUCT_STOCK, PURCHASE_LIMIT } from './limits.js';

/**
 * What staff may enter for a product, a picture of it and a CSV of products: store-api enforces it, the gateway
 * and the staff screens apply it before asking.
 */
export const CATALOG = {
  name: { max: 200 },
  /** Item code, SKU and barcode. */
  code: { max: 60 },
  description: { max: 5000 },
  /** The highest price and tax per unit, in cents ($99,999.99). */
  maxCents: 9_999_999,
  /** Pictures per product. */
  images: { max: 10 },
  /** One picture as uploaded, before it is resized. */
  imageBytes: 10 * 1024 * 1024,
  /** Pictures larger than this in either direction are decoded no further (a small file can unpack huge). */
  imageMaxInputPixels: 40_000_000,
  /** The longest side of a stored picture: large enough for the product page's zoom, small for listings. */
  imageSide: 1200,
  /** For an `<input type="file" accept>`: store-api recognises the file by its first bytes, not its name. */
  imageAccept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
  /** "Low stock" in the staff list: at most this many units left (and more than none). */
  lowStock: 10,
} as const;

const number = (n: number) => n.toLocaleString('en-US');
const dollars = (cents: number) =>
  `$${number(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;

/** The catalogue's messages, as staff read them beside each field. */
export const catalogMessages = {
  nameRequired: 'Enter the product’s name.',
  nameLength: `The name must be at most ${CATALOG.name.max} characters.`,
  itemCodeRequired: 'Enter the item code.',
  codeLength: (label: string) => `The ${label} must be at most ${CATALOG.code.max} characters.`,
  itemCodeTaken: 'Another product already has this item code.',
  price: `Enter the price in dollars and cents, from $0.00 to ${dollars(CATALOG.maxCents)}.`,
  tax: `Enter the tax per unit in dollars and cents, from $0.00 to ${dollars(CATALOG.maxCents)}.`,
  descriptionLength: `The description must be at most ${number(CATALOG.description.max)} characters.`,
  category: 'Choose a category.',
  brand: 'Choose a brand.',
  stock: `The stock must be a whole number from ${number(PRODUCT_STOCK.min)} to ${number(PRODUCT_STOCK.max)}.`,
  purchaseLimit: `The purchase limit must be a whole number from ${number(PURCHASE_LIMIT.min)} to ${number(PURCHASE_LIMIT.max)}, or empty for no limit.`,
  imageRequired: 'Choose a picture to upload.',
  imageType: 'The picture must be a JPEG, PNG or WebP image.',
  imageSize: `The picture must not be larger than ${CATALOG.imageBytes / (1024 * 1024)} MB.`,
  imageUnreadable: 'The picture could not be read: it may be damaged or too large in pixels.',
  tooManyImages: `A product has at most ${CATALOG.images.max} pictures.`,
  imageOrder: 'List each of the product’s pictures once, in the order to show them.',
  archived: 'This product is archived: restore it before changing it.',
} as const;
