import { Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { ProductGrid } from '../../../shared/product/ProductGrid';
import { categoryPath } from '../../../shared/lib/catalogPaths';
import { homeMessages as messages } from '../messages';

export const CategoryRowFragment = graphql(`
  fragment CategoryRow_row on CategoryRow {
    category {
      id
      slug
      name
    }
    products {
      id
      ...ProductCard_product
    }
  }
`);

/**
 * A top-level category's first products, 5 across (2 on phones), with 'view more' to the category's shop. Below the
 * fold on the home page: none of its cards is on screen when the page opens.
 */
export function CategoryRow({ row: rowRef }: { row: FragmentType<typeof CategoryRowFragment> }) {
  const row = getFragmentData(CategoryRowFragment, rowRef);
  const titleId = useId();
  if (row.products.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Flex align="baseline" justify="space-between" gap="3" borderBottomWidth="1px" pb="2">
        <Heading as="h2" id={titleId} size={{ base: 'lg', md: 'xl' }}>
          {row.category.name}
        </Heading>
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink
            to={categoryPath(row.category.slug)}
            aria-label={messages.viewMoreLabel(row.category.name)}
          >
            {messages.viewMore}
          </RouterLink>
        </Link>
      </Flex>
      <ProductGrid products={row.products} columns={{ base: 2, md: 3, lg: 5 }} firstCards={0} />
    </Stack>
  );
}
