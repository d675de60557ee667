import { Box, Heading, Stack, Text } from '@chakra-ui/react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { shopMessages as messages } from '../messages';
import { CheckboxFilter } from './CheckboxFilter';
import { ProductImage } from '../../../shared/product/ProductImage';

export const BrandShopFiltersFragment = graphql(`
  fragment BrandShopFilters_brand on Brand {
    id
    name
    logo {
      url
      alt
    }
    categories {
      id
      slug
      name
    }
  }
`);

interface BrandShopFiltersProps {
  brand: FragmentType<typeof BrandShopFiltersFragment>;
  selectedCategories: readonly string[];
  onCategoriesChange: (slugs: string[]) => void;
}

/** The brand shop's own sidebar sections: the brand, and checkboxes for the categories it has products in. */
export function BrandShopFilters(props: BrandShopFiltersProps) {
  const brand = getFragmentData(BrandShopFiltersFragment, props.brand);

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
          {messages.brand}
        </Heading>
        <Box borderWidth="1px" borderRadius="md" bg="white" p="3" maxW="48">
          <ProductImage image={brand.logo} width={160} height={80} w="full" h="20" />
        </Box>
        <Text fontWeight="semibold">{brand.name}</Text>
      </Stack>
      <CheckboxFilter
        legend={messages.categories}
        options={brand.categories.map((category) => ({ value: category.slug, label: category.name }))}
        selected={props.selectedCategories}
        onChange={props.onCategoriesChange}
      />
    </Stack>
  );
}
