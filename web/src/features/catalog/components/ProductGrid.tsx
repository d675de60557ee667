import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

import { type FragmentType, getFragmentData } from '../../../gql';
import { ProductCard, ProductCardFragment } from './ProductCard';

interface ProductGridProps {
  products: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  columns: SimpleGridProps['columns'];
  /** How many cards at the top load their images at once. */
  eagerImages?: number;
}

/** Product cards in a responsive grid, as a list so screen readers announce how many there are. */
export function ProductGrid({ products, columns, eagerImages = 0 }: ProductGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '3', md: '5' }}>
      {products.map((product, index) => (
        <li key={getFragmentData(ProductCardFragment, product).id}>
          <ProductCard product={product} eagerImage={index < eagerImages} />
        </li>
      ))}
    </SimpleGrid>
  );
}
