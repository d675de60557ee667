import { Badge, Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { useAddToCartMutation } from '../../../shared/commerce/useAddToCartMutation';
import { useToggleWishlistMutation } from '../../../shared/commerce/useToggleWishlistMutation';
import { formatMoney } from '../../../shared/lib/money';
import { productPath } from '../lib/paths';
import { productCardMessages as messages } from '../messages';
import { HeartIcon } from '../../../shared/components/icons';
import { ProductImage } from './ProductImage';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    slug
    image {
      url
      alt
    }
    brand {
      id
      name
    }
    price {
      amount
      currencyCode
    }
    inStock
    inWishlist
  }
`);

interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** Cards high on the page load their image at once. */
  eagerImage?: boolean;
}

/** A product in a grid or carousel: image, name, brand, price (customers only), stock and the two actions. */
export function ProductCard({ product: productRef, eagerImage = false }: ProductCardProps) {
  const product = getFragmentData(ProductCardFragment, productRef);
  const nameId = useId();
  const [addToCart, { loading: adding }] = useAddToCartMutation();
  const [toggleWishlist, { loading: toggling }] = useToggleWishlistMutation();
  const href = productPath(product);

  return (
    <Flex
      as="article"
      aria-labelledby={nameId}
      direction="column"
      h="full"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      overflow="hidden"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    >
      <RouterLink to={href} tabIndex={-1} aria-hidden>
        <Box bg="white" p="3">
          <ProductImage
            image={product.image}
            width={300}
            height={300}
            eager={eagerImage}
            w="full"
            aspectRatio="1"
          />
        </Box>
      </RouterLink>
      <Stack gap="1.5" p="3" flex="1">
        {product.brand && (
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            <Box as="span" srOnly>
              {messages.brand}:{' '}
            </Box>
            {product.brand.name}
          </Text>
        )}
        <Text as="h3" id={nameId} fontWeight="semibold" lineHeight="short" lineClamp={2}>
          <Link asChild color="fg" _hover={{ color: 'brand.700' }}>
            <RouterLink to={href}>{product.name}</RouterLink>
          </Link>
        </Text>
        {product.price && (
          <Text fontWeight="bold" color="brand.700">
            <Box as="span" srOnly>
              {messages.price}:{' '}
            </Box>
            {formatMoney(product.price)}
          </Text>
        )}
        <Badge alignSelf="start" colorPalette={product.inStock ? 'green' : 'red'} variant="subtle">
          {product.inStock ? messages.inStock : messages.outOfStock}
        </Badge>
        <HStack mt="auto" pt="2" gap="2">
          <Button
            flex="1"
            size="sm"
            colorPalette="brand"
            loading={adding}
            disabled={!product.inStock}
            onClick={() => void addToCart(product.id)}
          >
            {messages.addToCart}
          </Button>
          <IconButton
            size="sm"
            variant={product.inWishlist ? 'solid' : 'outline'}
            colorPalette={product.inWishlist ? 'red' : 'gray'}
            aria-label={product.inWishlist ? messages.removeFromWishlist : messages.addToWishlist}
            loading={toggling}
            onClick={() => void toggleWishlist(product.id)}
          >
            <HeartIcon fill={product.inWishlist ? 'currentColor' : 'none'} />
          </IconButton>
        </HStack>
      </Stack>
    </Flex>
  );
}
