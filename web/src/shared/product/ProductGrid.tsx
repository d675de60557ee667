import { chakra, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

import { type FragmentType, getFragmentData } from '../../gql/index';
import { Deferred } from '../components/Deferred';
import { ProductCard, ProductCardFragment, type ProductCardVariant } from './ProductCard';

interface ProductGridProps {
  products: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  columns: SimpleGridProps['columns'];
  /**
   * How many cards at the top are on screen when the page opens: they render with the page and load their images
   * at once. With a number set, the others render right after the first paint and load their images lazily. They
   * are laid out with the page (no `content-visibility: auto`): a card's height depends on the grid's width and on
   * who is looking, so a placeholder height was wrong by 17-49 px a card, and rows that took their real height as
   * they were scrolled near moved what was below them (the footer's links moved under a click).
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
        const withPage = firstCards === undefined || first;
        const productCard = <ProductCard product={product} eagerImage={first} {...card} />;
        return (
          <chakra.li key={getFragmentData(ProductCardFragment, product).id}>
            {withPage ? productCard : <Deferred>{productCard}</Deferred>}
          </chakra.li>
        );
      })}
    </SimpleGrid>
  );
}
