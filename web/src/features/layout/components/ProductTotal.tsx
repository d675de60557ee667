import { Text, type TextProps } from '@chakra-ui/react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';

/** DESIGN.md: the header shows the real number of products, not the spec's fixed 'TOTAL 63 PRODUCTS'. */
export const productTotalText = (count: number) => `TOTAL ${count} PRODUCTS`;

export const ProductTotalFragment = graphql(`
  fragment ProductTotal_query on Query {
    productCount
  }
`);

interface ProductTotalProps extends Omit<TextProps, 'children'> {
  /** The layout query's result, which spreads `...ProductTotal_query`; nothing shows until it has answered. */
  query: FragmentType<typeof ProductTotalFragment> | null | undefined;
}

/** The header's 'TOTAL n PRODUCTS'. */
export function ProductTotal({ query, ...props }: ProductTotalProps) {
  const data = getFragmentData(ProductTotalFragment, query);
  if (!data) return null;
  return (
    <Text fontSize="sm" fontWeight="bold" letterSpacing="wide" whiteSpace="nowrap" {...props}>
      {productTotalText(data.productCount)}
    </Text>
  );
}
