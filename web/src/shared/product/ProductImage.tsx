import { Image, type ImageProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

// Spec section 2: right-click is blocked on product images (the distributor's photographs).
const blockContextMenu = (event: MouseEvent) => event.preventDefault();

interface ProductImageProps extends Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> {
  image: { url: string; alt: string };
  /** Intrinsic size, so the page does not jump while the image loads. */
  width: number;
  height: number;
  /**
   * Images above the fold load at once, before the app's script (they are what a phone shows largest first); all
   * others wait until they are near the viewport.
   */
  eager?: boolean;
}

export function ProductImage({ image, width, height, eager = false, ...props }: ProductImageProps) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onContextMenu={blockContextMenu}
      objectFit="contain"
      {...props}
    />
  );
}
