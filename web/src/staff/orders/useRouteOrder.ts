import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';

import { isRecordId } from './filters';

/**
 * The order of an order's address (`/staff/orders/:orderId/...`), read with the route's query: undefined while it
 * loads or when it failed, null when there is none. An id the store could not have (a typed address) is none,
 * without asking.
 */
export function useRouteOrder<TData extends { order?: unknown }>(
  document: TypedDocumentNode<TData, { id: string }>,
) {
  const { orderId = '' } = useParams();
  const valid = isRecordId(orderId);
  const { data, loading, error, refetch } = useQuery(
    document,
    valid ? { variables: { id: orderId } } : skipToken,
  );
  const order: TData['order'] | null | undefined = valid ? data?.order : null;
  return { orderId, order, loading, error, retry: () => void refetch() };
}
