import { Box, chakra, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { productMessages as messages } from '../messages';
import { ProductImage } from '../../../shared/product/ProductImage';

interface GalleryImage {
  url: string;
  alt: string;
}

/** The product's images: the chosen one large, all of them as thumbnail buttons below (when there are several). */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;

  return (
    <Stack gap="3" role="group" aria-label={messages.gallery}>
      <Box borderWidth="1px" borderRadius="md" bg="white" p={{ base: '3', md: '6' }}>
        <ProductImage image={current} width={600} height={600} eager w="full" aspectRatio="1" />
      </Box>
      {images.length > 1 && (
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <chakra.button
                type="button"
                display="block"
                borderWidth="2px"
                borderRadius="md"
                borderColor={index === selected ? 'brand.500' : 'border'}
                bg="white"
                p="1"
                cursor="pointer"
                aria-label={messages.showImage(index + 1, images.length)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                <ProductImage image={{ url: image.url, alt: '' }} width={72} height={72} boxSize="16" />
              </chakra.button>
            </li>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
