import { useQuery } from '@apollo/client/react';
import { Container, Stack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';

import { graphql } from '../../../gql';
import { LoadingText } from '../components/LoadingText';
import { ProductCarousel } from '../components/ProductCarousel';
import { ProductDetail } from '../components/ProductDetail';
import { ProductNotFound } from '../components/ProductNotFound';
import { readRecentlyViewed, rememberRecentlyViewed } from '../lib/recently-viewed';
import { productMessages as messages } from '../messages';

const ProductRouteQuery = graphql(`
  query ProductRouteQuery($id: ID!, $recentIds: [ID!]!) {
    product(id: $id) {
      id
      name
      ...ProductDetail_product
    }
    relatedProducts(productId: $id) {
      id
      ...ProductCard_product
    }
    recentlyViewed(ids: $recentIds, exceptId: $id) {
      id
      ...ProductCard_product
    }
  }
`);

/** `/product/:id/:title`: the product, its related products and the visitor's recently viewed products. */
export function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductView key={id} id={id} />;
}

export function ProductView({ id }: { id: string }) {
  // The ids remembered before this visit, without this product (it is the one on screen).
  const recentIds = useMemo(() => readRecentlyViewed().filter((recentId) => recentId !== id), [id]);
  const { data, loading, error } = useQuery(ProductRouteQuery, {
    variables: { id, recentIds },
    // An unknown product is `product: null`; a failing side block must not hide the product itself.
    errorPolicy: 'all',
  });
  const product = data?.product;

  useEffect(() => {
    // Spec section 8: failures loading the detail are only logged.
    if (error) console.error('Could not load the product.', error);
  }, [error]);

  useEffect(() => {
    if (product) rememberRecentlyViewed(product.id);
  }, [product]);

  if (loading && !data) return <LoadingText />;
  // Spec section 8: a failed load is only logged; an answer without the product is a missing product.
  if (!data) return null;
  if (!product) return <ProductNotFound />;

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>{messages.documentTitle(product.name)}</title>
      <Stack gap={{ base: '10', md: '14' }}>
        <ProductDetail product={product} />
        <ProductCarousel title={messages.relatedProducts} products={data.relatedProducts ?? []} />
        <ProductCarousel title={messages.recentlyViewed} products={data.recentlyViewed ?? []} />
      </Stack>
    </Container>
  );
}
