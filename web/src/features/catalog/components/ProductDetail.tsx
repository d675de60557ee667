import {
  Badge,
  Box,
  Breadcrumb,
  Button,
  DataList,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { useAddToCartMutation } from '../../../shared/commerce/useAddToCartMutation';
import { useWishlistMutations } from '../../../shared/commerce/useWishlistMutations';
import { formatMoney } from '../../../shared/lib/money';
import { paths } from '../../../shared/lib/paths';
import { brandShopPath, categoryPath } from '../../../shared/lib/catalogPaths';
import { maxQuantity } from '../../../shared/product/quantity';
import { productCardMessages, productMessages as messages } from '../messages';
import { HeartIcon, ReturnIcon, TruckIcon } from '../../../shared/components/icons';
import { ProductGallery } from './ProductGallery';
import { QuantityStepper } from '../../../shared/product/QuantityStepper';
import { SaveToListButton } from '../../../shared/lists/SaveToListButton';
import { NoPriceActions, noPriceHint, useNoPriceReason } from '../../../shared/product/NoPrice';

export const ProductDetailFragment = graphql(`
  fragment ProductDetail_product on Product {
    id
    name
    sku
    itemCode
    barcode
    description
    brand {
      id
      name
    }
    category {
      id
      slug
      name
      parent {
        id
        slug
        name
      }
    }
    image {
      url
      alt
    }
    images {
      url
      alt
    }
    price {
      amount
      currencyCode
    }
    stock
    inStock
    purchaseLimit
    inWishlist
  }
`);

export function ProductDetail({
  product: productRef,
}: {
  product: FragmentType<typeof ProductDetailFragment>;
}) {
  const product = getFragmentData(ProductDetailFragment, productRef);
  const [quantity, setQuantity] = useState(1);
  const noPriceReason = useNoPriceReason();
  const [addToCart, { loading: adding }] = useAddToCartMutation();
  const wishlist = useWishlistMutations();
  const images = product.images.length > 0 ? product.images : [product.image];
  const max = maxQuantity(product);

  return (
    <Stack gap="6">
      <Breadcrumb.Root aria-label={messages.breadcrumb}>
        <Breadcrumb.List flexWrap="wrap">
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.home}>{messages.home}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {/* Home › parent category › category › product: the way back up the menu the buyer came down. */}
          {product.category?.parent && (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to={categoryPath(product.category.parent.slug)}>
                    {product.category.parent.name}
                  </RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            </>
          )}
          {product.category && (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to={categoryHref(product.category)}>{product.category.name}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            </>
          )}
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{product.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <ProductGallery images={images} />

        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {product.name}
          </Heading>
          <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
            {product.brand && (
              <Text>
                {messages.brand}:{' '}
                <Link asChild color="brand.700" fontWeight="semibold">
                  <RouterLink to={brandShopPath(product.brand.id, { name: product.brand.name })}>
                    {product.brand.name}
                  </RouterLink>
                </Link>
              </Text>
            )}
            {product.sku && (
              <Text>
                {messages.sku}: {product.sku}
              </Text>
            )}
          </HStack>
          {product.price ? (
            <Text fontSize="2xl" fontWeight="bold" color="brand.700">
              <Box as="span" srOnly>
                {messages.price}:{' '}
              </Box>
              {formatMoney(product.price)}
            </Text>
          ) : (
            // Why there is no price (a visitor, or a customer awaiting approval); the actions below say what next.
            <Text fontSize="lg" fontWeight="semibold" color="fg.muted">
              {noPriceHint(noPriceReason)}
            </Text>
          )}
          <Badge
            alignSelf="start"
            size="lg"
            colorPalette={product.inStock ? 'green' : 'red'}
            variant="subtle"
          >
            {product.inStock ? productCardMessages.inStock : productCardMessages.outOfStock}
          </Badge>
          {product.description && <Text>{product.description}</Text>}

          <HStack gap="3" wrap="wrap">
            {product.price ? (
              <>
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  max={max}
                  disabled={!product.inStock}
                />
                <Button
                  colorPalette="brand"
                  loading={adding}
                  disabled={!product.inStock}
                  onClick={() => void addToCart(product.id, quantity)}
                >
                  {productCardMessages.addToCart}
                </Button>
                <SaveToListButton lines={[{ productId: product.id, quantity }]} />
              </>
            ) : (
              <NoPriceActions reason={noPriceReason} />
            )}
          </HStack>
          <Button
            alignSelf="start"
            variant="ghost"
            colorPalette={product.inWishlist ? 'red' : 'gray'}
            loading={wishlist.loading}
            onClick={() =>
              void (product.inWishlist
                ? wishlist.removeFromWishlist(product.id)
                : wishlist.addToWishlist(product.id))
            }
          >
            <HeartIcon fill={product.inWishlist ? 'currentColor' : 'none'} />
            {product.inWishlist ? productCardMessages.removeFromWishlist : productCardMessages.addToWishlist}
          </Button>

          <DataList.Root orientation="horizontal" size="sm" borderTopWidth="1px" pt="4">
            {product.category && (
              <DataList.Item>
                <DataList.ItemLabel>{messages.category}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Link asChild color="brand.700">
                    <RouterLink to={categoryHref(product.category)}>{product.category.name}</RouterLink>
                  </Link>
                </DataList.ItemValue>
              </DataList.Item>
            )}
            {product.itemCode && (
              <DataList.Item>
                <DataList.ItemLabel>{messages.itemCode}</DataList.ItemLabel>
                <DataList.ItemValue>{product.itemCode}</DataList.ItemValue>
              </DataList.Item>
            )}
            {product.barcode && (
              <DataList.Item>
                <DataList.ItemLabel>{messages.barcode}</DataList.ItemLabel>
                <DataList.ItemValue>{product.barcode}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>

          <Stack as="ul" listStyleType="none" gap="2" borderTopWidth="1px" pt="4" fontSize="sm">
            <HStack as="li" gap="3">
              <TruckIcon boxSize="5" color="brand.600" aria-hidden />
              <Text>{messages.freeShipping}</Text>
            </HStack>
            <HStack as="li" gap="3">
              <ReturnIcon boxSize="5" color="brand.600" aria-hidden />
              <Text>{messages.returns}</Text>
            </HStack>
          </Stack>
        </Stack>
      </Grid>
    </Stack>
  );
}

/** A sub-category's shop lives under its parent's address (/product-category/parent/child). */
function categoryHref(category: { slug: string; parent?: { slug: string } | null }): string {
  return category.parent ? categoryPath(category.parent.slug, category.slug) : categoryPath(category.slug);
}
