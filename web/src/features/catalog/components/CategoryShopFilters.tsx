import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { categoryPath } from '../../../shared/lib/catalogPaths';
import { shopMessages as messages } from '../messages';
import { CheckboxFilter } from './CheckboxFilter';

export const CategoryShopFiltersCategoryFragment = graphql(`
  fragment CategoryShopFilters_category on Category {
    id
    slug
    name
    children {
      id
      slug
      name
    }
  }
`);

export const CategoryShopFiltersBrandFragment = graphql(`
  fragment CategoryShopFilters_brand on Brand {
    id
    name
  }
`);

interface CategoryShopFiltersProps {
  category: FragmentType<typeof CategoryShopFiltersCategoryFragment>;
  brands: ReadonlyArray<FragmentType<typeof CategoryShopFiltersBrandFragment>>;
  selectedSubcategories: readonly string[];
  selectedBrands: readonly string[];
  onSubcategoriesChange: (slugs: string[]) => void;
  onBrandsChange: (brandIds: string[]) => void;
}

/** The category shop's own sidebar sections: its main category, subcategory checkboxes and brand checkboxes. */
export function CategoryShopFilters(props: CategoryShopFiltersProps) {
  const category = getFragmentData(CategoryShopFiltersCategoryFragment, props.category);
  const brands = getFragmentData(CategoryShopFiltersBrandFragment, props.brands);

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
          {messages.mainCategory}
        </Heading>
        <Link asChild fontWeight="semibold" color="brand.700">
          <RouterLink to={categoryPath(category.slug)}>{category.name}</RouterLink>
        </Link>
      </Stack>
      <CheckboxFilter
        legend={messages.subcategories}
        options={category.children.map((child) => ({ value: child.slug, label: child.name }))}
        selected={props.selectedSubcategories}
        onChange={props.onSubcategoriesChange}
      />
      <CheckboxFilter
        legend={messages.brands}
        options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        selected={props.selectedBrands}
        onChange={props.onBrandsChange}
      />
    </Stack>
  );
}
