import { Suspense, lazy } from 'react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { AllCategoriesButton } from './AllCategoriesButton';

// The menu machine (with its positioning) is a chunk of its own, loaded right after the first paint.
const CategoryMenuDropdown = lazy(() => import('./CategoryMenuDropdown'));

export const CategoryMenuFragment = graphql(`
  fragment CategoryMenu_category on Category {
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

interface CategoryMenuProps {
  /** Top-level categories; undefined until the layout query has answered. */
  categories: ReadonlyArray<FragmentType<typeof CategoryMenuFragment>> | undefined;
  loading: boolean;
}

/** The 'ALL CATEGORIES' dropdown; until its menu has loaded, the same button, disabled. */
export function CategoryMenu({ categories: categoryRefs, loading }: CategoryMenuProps) {
  const categories = getFragmentData(CategoryMenuFragment, categoryRefs) ?? [];

  return (
    <Suspense fallback={<AllCategoriesButton disabled aria-busy />}>
      <CategoryMenuDropdown categories={categories} loading={loading} />
    </Suspense>
  );
}
