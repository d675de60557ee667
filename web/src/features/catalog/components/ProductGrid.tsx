import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

import { type FragmentType, getFragmentData } from '../../../gql';
import { Deferred } from '../../../shared/components/Deferred';
import { ProductCard, ProductCardFragment, type ProductCardVariant } from './ProductCard';

interface ProductGridProps {
  products: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  columns: SimpleGridProps['columns'];
  /**
   * How many cards at the top are on screen when the page opens: they render with the page and load their images
   * at once. With a number set, the others render right after the first paint and load their images lazily.
   */
  firstCards?: number;
  /** How this grid's cards differ from the plain card, e.g. a quantity box. */
  card?: ProductCardVariant;
}

/** Product cards in a responsive grid, as a list so screen readers announce how many there are. */
export function ProductGrid({ products, columns, firstCards, card }: ProductGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '3', md: '5' }}>
      {products.map((product, index) => {
        const first = firstCards !== undefined && index < firstCards;
        const productCard = <ProductCard product={product} eagerImage={first} {...card} />;
        return (
          <li key={getFragmentData(ProductCardFragment, product).id}>
            {firstCards === undefined || first ? productCard : <Deferred>{productCard}</Deferred>}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
