import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CATALOG, catalogMessages as CM } from '@storefront/contract';
import { UnprocessableError } from '../errors.js';
import type { UploadedFile } from './certificates.js';

const SIGNATURES: { bytes: (number | null)[] }[] = [
  { bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  // RIFF....WEBP
  { bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** Whether the first bytes are a JPEG's, a PNG's or a WebP's: the name and declared type are not trusted. */
export function isProductImage(data: Buffer): boolean {
  return SIGNATURES.some(
    ({ bytes }) => data.length >= bytes.length && bytes.every((b, i) => b === null || data[i] === b),
  );
}

const UPLOADED_NAME = /^[0-9a-f]{32}\.jpg$/;

/** Whether a file name is one preparePicture made (not a seed's own logo or picture, which stay in place). */
export function isUploadedPicture(file: string): boolean {
  return UPLOADED_NAME.test(file);
}

/** A picture ready to store: its new random file name and its bytes. */
export interface ProductPicture {
  file: string;
  data: Buffer;
  contentType: 'image/jpeg';
}

/**
 * Checks an uploaded picture (present, at most CATALOG.imageBytes, JPEG, PNG or WebP by its first bytes, at most
 * CATALOG.imageMaxInputPixels) and makes the stored one: turned upright by its EXIF orientation, at most
 * CATALOG.imageSide on its longest side (never enlarged), on white where it was transparent, as a progressive JPEG
 * without metadata (a phone's photo carries its GPS position). Products' pictures (every listing, the product page,
 * e-mails), brands' logos and categories' pictures are all made here.
 */
export async function preparePicture(file: UploadedFile | undefined): Promise<ProductPicture> {
  if (!file || (file.data.length === 0 && !file.tooLarge))
    throw new UnprocessableError(CM.imageRequired, 'INVALID', 'image');
  if (file.tooLarge || file.data.length > CATALOG.imageBytes)
    throw new UnprocessableError(CM.imageSize, 'INVALID', 'image');
  if (!isProductImage(file.data)) throw new UnprocessableError(CM.imageType, 'INVALID', 'image');
  let data: Buffer;
  try {
    data = await sharp(file.data, { limitInputPixels: CATALOG.imageMaxInputPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: CATALOG.imageSide,
        height: CATALOG.imageSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new UnprocessableError(CM.imageUnreadable, 'INVALID', 'image');
  }
  return { file: `${randomBytes(16).toString('hex')}.jpg`, data, contentType: 'image/jpeg' };
}
