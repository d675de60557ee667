import { Box, Button, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../gql/index';
import { useAddToCartMutation } from '../commerce/useAddToCartMutation';
import { formatDate } from '../lib/dates';
import { formatMoney } from '../lib/money';
import { productPath } from '../lib/catalogPaths';
import { buyAgainMessages as messages, productCardMessages } from './messages';
import { ProductCardFragment } from './ProductCard';
import { ProductImage } from './ProductImage';
import { maxQuantity } from './quantity';
import { QuantityStepper } from './QuantityStepper';

export const BuyAgainFragment = graphql(`
  fragment BuyAgain_item on BuyAgainItem {
    id
    lastOrderedAt
    usualQuantity
    timesOrdered
    product {
      id
      ...ProductCard_product
    }
  }
`);

type BuyAgainRef = FragmentType<typeof BuyAgainFragment>;

interface BuyAgainProps {
  items: ReadonlyArray<BuyAgainRef>;
  /** The section heading's level: h2 on the home page, h3 under the dashboard's own h2. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * "Buy again": what the logged-in buyer has ordered before and can still buy, each with when it was last ordered
 * and the quantity they usually order, which Add to cart adds (within the stock and the purchase limit). Nothing
 * at all when there is nothing to show (a visitor, or a buyer without orders).
 */
export function BuyAgain({ items, headingLevel = 'h2' }: BuyAgainProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Stack gap="1">
        <Heading
          as={headingLevel}
          id={titleId}
          size={headingLevel === 'h2' ? { base: 'lg', md: 'xl' } : 'md'}
        >
          {messages.title}
        </Heading>
        <Text color="fg.muted">{messages.intro}</Text>
      </Stack>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap={{ base: '3', md: '4' }}
      >
        {items.map((item) => (
          <BuyAgainCard
            key={getFragmentData(ProductCardFragment, getFragmentData(BuyAgainFragment, item).product).id}
            item={item}
            nameLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BuyAgainCard({ item: itemRef, nameLevel }: { item: BuyAgainRef; nameLevel: 'h3' | 'h4' }) {
  const item = getFragmentData(BuyAgainFragment, itemRef);
  const product = getFragmentData(ProductCardFragment, item.product);
  const nameId = useId();
  const limit = maxQuantity(product);
  const [quantity, setQuantity] = useState(Math.min(item.usualQuantity, limit));
  const [addToCart, { loading }] = useAddToCartMutation();
  const href = productPath(product);
  const lastOrdered = formatDate(item.lastOrderedAt);

  return (
    <chakra.li>
      <Flex
        as="article"
        aria-labelledby={nameId}
        h="full"
        gap="3"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
      >
        <RouterLink to={href} tabIndex={-1} aria-hidden>
          <Box bg="white" w="20" h="20" flexShrink={0}>
            <ProductImage image={product.image} width={80} height={80} w="20" h="20" />
          </Box>
        </RouterLink>
        <Stack gap="1" flex="1" minW="0">
          <Text as={nameLevel} id={nameId} fontWeight="semibold" lineHeight="short" lineClamp={2}>
            <Link asChild color="fg" _hover={{ color: 'brand.700' }}>
              <RouterLink to={href}>{product.name}</RouterLink>
            </Link>
          </Text>
          {product.price && (
            <Text fontWeight="bold" color="brand.700">
              <Box as="span" srOnly>
                {productCardMessages.price}:{' '}
              </Box>
              {formatMoney(product.price)}
            </Text>
          )}
          {lastOrdered && (
            <Text fontSize="sm" color="fg.muted">
              {messages.lastOrdered(lastOrdered)}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {messages.usually(item.usualQuantity, item.timesOrdered)}
          </Text>
          <Flex gap="2" pt="1" wrap="wrap" align="center">
            <QuantityStepper size="sm" value={quantity} onChange={setQuantity} max={limit} />
            <Button
              size="sm"
              colorPalette="brand"
              loading={loading}
              onClick={() => void addToCart(product.id, Math.min(quantity, limit))}
            >
              {productCardMessages.addToCart}
            </Button>
          </Flex>
        </Stack>
      </Flex>
    </chakra.li>
  );
}
