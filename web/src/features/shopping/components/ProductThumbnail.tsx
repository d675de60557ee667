import { Image } from '@chakra-ui/react';

interface ProductThumbnailProps {
  image: { url: string; alt: string };
  /** Square size in pixels. */
  size?: number;
}

/** A product's picture in a table row: lazy, with its size known so the table does not jump. */
export function ProductThumbnail({ image, size = 64 }: ProductThumbnailProps) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      // Pixels: a bare number would be a size token (64 is 16rem), which made the pictures 256 px wide.
      htmlWidth={size}
      htmlHeight={size}
      boxSize={`${size}px`}
      loading="lazy"
      objectFit="contain"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      // Spec section 2: right-click is blocked on product images.
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
