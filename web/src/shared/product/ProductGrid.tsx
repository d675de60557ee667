import { chakra, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

import { type FragmentType, getFragmentData } from '../../gql/index';
import { Deferred } from '../components/Deferred';
import { offscreen } from '../styles/offscreen';
import { ProductCard, ProductCardFragment, type ProductCardVariant } from './ProductCard';

interface ProductGridProps {
  products: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  columns: SimpleGridProps['columns'];
  /**
   * How many cards at the top are on screen when the page opens: they render with the page and load their images
   * at once. With a number set, the others render right after the first paint, load their images lazily, and
   * are not laid out or painted until scrolled near.
   */
  firstCards?: number;
  /** How this grid's cards differ from the plain card, e.g. a quantity box. */
  card?: ProductCardVariant;
}

/** About a card's height on a phone, where a grid is longest. */
const offscreenCard = offscreen('420px');

/** Product cards in a responsive grid, as a list so screen readers announce how many there are. */
export function ProductGrid({ products, columns, firstCards, card }: ProductGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '3', md: '5' }}>
      {products.map((product, index) => {
        const first = firstCards !== undefined && index < firstCards;
        const withPage = firstCards === undefined || first;
        const productCard = <ProductCard product={product} eagerImage={first} {...card} />;
        return (
          <chakra.li
            key={getFragmentData(ProductCardFragment, product).id}
            css={withPage ? undefined : offscreenCard}
          >
            {withPage ? productCard : <Deferred>{productCard}</Deferred>}
          </chakra.li>
        );
      })}
    </SimpleGrid>
  );
}
