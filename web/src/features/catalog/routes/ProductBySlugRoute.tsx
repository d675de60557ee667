import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';

import { LoadingText } from '../components/LoadingText';
import { ProductNotFound } from '../components/ProductNotFound';
import { findProductBySlug } from '../lib/findProductBySlug';
import { productPath } from '../lib/paths';

type Lookup = { status: 'searching' } | { status: 'found'; id: string } | { status: 'missing' };

/** `/product/:title`: finds the product by its name in URL form, then moves to its `/product/:id/:title` address. */
export function ProductBySlugRoute() {
  const { title = '' } = useParams();
  const client = useApolloClient();
  const [lookup, setLookup] = useState<{ title: string; result: Lookup }>({
    title,
    result: { status: 'searching' },
  });

  useEffect(() => {
    let current = true;
    findProductBySlug(client, title).then(
      (id) => {
        if (current)
          setLookup({ title, result: id === null ? { status: 'missing' } : { status: 'found', id } });
      },
      (error: unknown) => {
        // Spec section 8: a failed detail load is only logged.
        console.error('Could not look the product up by its name.', error);
        if (current) setLookup({ title, result: { status: 'missing' } });
      },
    );
    return () => {
      current = false;
    };
  }, [client, title]);

  const result: Lookup = lookup.title === title ? lookup.result : { status: 'searching' };
  if (result.status === 'searching') return <LoadingText />;
  if (result.status === 'missing') return <ProductNotFound />;
  return <Navigate replace to={productPath({ id: result.id, slug: title, name: title })} />;
}
