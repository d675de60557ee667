import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';

import { graphql } from '../../../gql';
import { PageNotFound } from '../../../shared/errors/PageNotFound';
import { LoadingText } from '../../../shared/product/LoadingText';
import { productPath } from '../../../shared/lib/catalogPaths';

const ProductBySlugRouteQuery = graphql(`
  query ProductBySlugRouteQuery($slug: String!) {
    productBySlug(slug: $slug) {
      id
      slug
      name
    }
  }
`);

/** `/product/:title`: finds the product by its name in URL form, then moves to its `/product/:id/:title` address. */
export function ProductBySlugRoute() {
  const { title = '' } = useParams();
  const { data, loading, error } = useQuery(ProductBySlugRouteQuery, { variables: { slug: title } });

  useEffect(() => {
    // Spec section 8: a failed detail load is only logged.
    if (error) console.error('Could not look the product up by its name.', error);
  }, [error]);

  if (loading) return <LoadingText />;
  const product = data?.productBySlug;
  if (!product) return <PageNotFound />;
  return <Navigate replace to={productPath(product)} />;
}
