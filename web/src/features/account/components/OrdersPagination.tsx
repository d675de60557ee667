import { useLocation } from 'react-router';

import { PageNumbers } from '../../../shared/components/PageNumbers';
import { ordersMessages as messages } from '../messages';

interface OrdersPaginationProps {
  page: number;
  totalPages: number;
}

/** Numbered page links below the orders (`?page=N`); hidden when there is one page. */
export function OrdersPagination({ page, totalPages }: OrdersPaginationProps) {
  const { pathname } = useLocation();
  return (
    <PageNumbers
      totalPages={totalPages}
      page={page}
      labels={messages}
      pageHref={(target) => (target > 1 ? `${pathname}?page=${target}` : pathname)}
    />
  );
}
