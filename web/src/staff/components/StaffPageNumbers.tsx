import { useSearchParams } from 'react-router';

import { PageNumbers } from '../../shared/components/PageNumbers';
import { staffMessages as messages } from '../messages';

/**
 * The page links under a staff list, kept in the address (`?page=2`) with the list's filters, so Back, reload and
 * a shared link show the same page.
 */
export function StaffPageNumbers({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const [params] = useSearchParams();
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <PageNumbers
      totalPages={Math.max(1, Math.ceil(total / perPage))}
      page={page}
      labels={messages.pages}
      pageHref={pageHref}
    />
  );
}

/** The page number of the address (`?page=`), 1 when absent or not a whole number from 1. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
