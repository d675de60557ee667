import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';

import { getFragmentData, graphql } from '../../../gql';
import { QuickOrderRowProductFragment, type QuickOrderRowProduct } from './RowList';
import { type CodeMatch, codeKey } from './rowChecks';

const QuickOrderRowsQuery = graphql(`
  query QuickOrderRowsQuery($codes: [String!]!) {
    productsByCode(codes: $codes) {
      code
      productId
      product {
        id
        ...QuickOrderRow_product
      }
    }
  }
`);

/** How long the list must stay unchanged before its codes are looked up: a CSV file or a scanner's burst is one. */
export const LOOK_UP_AFTER_MS = 300;

export interface CodeLookUp {
  /** The store's answer for a code (by `codeKey`), undefined until it has come. */
  matchOf: (key: string) => CodeMatch<QuickOrderRowProduct> | undefined;
  failed: boolean;
}

/**
 * The products the rows' codes name: every distinct code in one `productsByCode` query, a short pause after the
 * list last changed. The codes are sent sorted, so the same set of rows is one cache entry however it was entered;
 * the products are normalized, so what the cart's mutations learn (stock, wishlist) shows in the rows.
 */
export function useCodeLookUp(codes: readonly string[], enabled: boolean): CodeLookUp {
  const wanted = useMemo(() => [...new Set(codes.map(codeKey))].sort().join('\n'), [codes]);
  const [asked, setAsked] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), LOOK_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const { data, previousData, error } = useQuery(QuickOrderRowsQuery, {
    variables: { codes: asked === '' ? [] : asked.split('\n') },
    skip: !enabled || asked === '',
    fetchPolicy: 'cache-and-network',
  });

  // While a longer list loads, the rows answered before stay answered.
  const answered = (data ?? previousData)?.productsByCode;
  const matches = useMemo(() => {
    const byCode = new Map<string, CodeMatch<QuickOrderRowProduct>>();
    for (const match of answered ?? [])
      byCode.set(codeKey(match.code), {
        productId: match.productId ?? null,
        product: match.product ? getFragmentData(QuickOrderRowProductFragment, match.product) : null,
      });
    return byCode;
  }, [answered]);

  return { matchOf: (key) => matches.get(key), failed: enabled && error !== undefined };
}
