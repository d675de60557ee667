import { useQuery } from '@apollo/client/react';
import { Container, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useDeferredValue } from 'react';
import { useParams } from 'react-router';

import { graphql } from '../../../gql';
import { useHydrated } from '../../../shared/lib/serverRender';
import { PageNotFound } from '../../../shared/errors/PageNotFound';
import { LoadingText } from '../../../shared/product/LoadingText';
import { ProductCarousel } from '../../../shared/product/ProductCarousel';
import { ProductDetail } from '../components/ProductDetail';
import { readRecentlyViewed, rememberRecentlyViewed } from '../lib/recently-viewed';
import { productMessages as messages } from '../messages';

const ProductRouteQuery = graphql(`
  query ProductRouteQuery($id: ID!) {
    product(id: $id) {
      id
      name
      ...ProductDetail_product
    }
    relatedProducts(productId: $id) {
      id
      ...ProductCard_product
    }
  }
`);

const RecentlyViewedQuery = graphql(`
  query RecentlyViewedQuery($ids: [ID!]!, $exceptId: ID!) {
    recentlyViewed(ids: $ids, exceptId: $exceptId) {
      id
      ...ProductCard_product
    }
  }
`);

/** Spec section 9: recently viewed cards have a quantity box up to 65 and a 181 px high image. */
const recentlyViewedCard = { maxQuantity: 65, imageHeight: 181 };

/** `/product/:id/:title`: the product, its related products and the visitor's recently viewed products. */
export function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductView key={id} id={id} />;
}

export function ProductView({ id }: { id: string }) {
  const {
    data: answer,
    loading,
    error,
  } = useQuery(ProductRouteQuery, {
    variables: { id },
    // An unknown product is `product: null`; a failing side block must not hide the product itself.
    errorPolicy: 'all',
  });
  // The page is built from the answer in the background (a deferred render the browser can interrupt).
  const data = useDeferredValue(answer);
  const product = data?.product;

  useEffect(() => {
    // Spec section 8: failures loading the detail are only logged.
    if (error) console.error('Could not load the product.', error);
  }, [error]);

  useEffect(() => {
    if (product) rememberRecentlyViewed(product.id);
  }, [product]);

  // Spec section 8: a failed load is only logged; an answer without the product is a missing product.
  if (!data) return loading || answer ? <LoadingText /> : null;
  if (!product) return <PageNotFound />;

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>{messages.documentTitle(product.name)}</title>
      <Stack gap={{ base: '10', md: '14' }}>
        <ProductDetail product={product} />
        <ProductCarousel title={messages.relatedProducts} products={data.relatedProducts ?? []} />
        <RecentlyViewed productId={product.id} />
      </Stack>
    </Container>
  );
}

/**
 * The products this browser remembers, without the one on screen. Only the browser knows them: the server renders
 * the page without them, and they are asked for once the page is hydrated.
 */
function RecentlyViewed({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  // Read before this product is remembered (an effect of the page), so the list is the one before this visit.
  const ids = useMemo(
    () => (hydrated ? readRecentlyViewed().filter((recentId) => recentId !== productId) : []),
    [hydrated, productId],
  );
  const { data, error } = useQuery(RecentlyViewedQuery, {
    variables: { ids, exceptId: productId },
    skip: ids.length === 0,
  });

  useEffect(() => {
    // Spec section 8: a failing side block is only logged.
    if (error) console.error('Could not load the recently viewed products.', error);
  }, [error]);

  return (
    <ProductCarousel
      title={messages.recentlyViewed}
      products={data?.recentlyViewed ?? []}
      card={recentlyViewedCard}
    />
  );
}
