import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSystem } from '../../../app/theme';
import { makeFragmentData } from '../../../gql';
import { ProductTotalFragment } from './ProductTotal';
import { ProductTotal, productTotalText } from './ProductTotal';

describe('product total', () => {
  it("shows the catalog's real number of products", () => {
    render(
      <ChakraProvider value={getSystem()}>
        <ProductTotal query={makeFragmentData({ productCount: 63 }, ProductTotalFragment)} />
      </ChakraProvider>,
    );

    expect(screen.getByText(productTotalText(63))).toHaveTextContent('TOTAL 63 PRODUCTS');
  });

  it('shows nothing until the count has loaded', () => {
    const { container } = render(
      <ChakraProvider value={getSystem()}>
        <ProductTotal query={undefined} />
      </ChakraProvider>,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
