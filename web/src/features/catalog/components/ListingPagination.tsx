import { PageNumbers } from '../../../shared/components/PageNumbers';
import { shopMessages as messages } from '../messages';

interface ListingPaginationProps {
  total: number;
  perPage: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Page buttons below a listing (the listing writes the page into its URL); hidden when everything fits on one. */
export function ListingPagination({ total, perPage, page, onPageChange }: ListingPaginationProps) {
  return (
    <PageNumbers
      totalPages={Math.ceil(total / perPage)}
      page={page}
      labels={messages}
      onPageChange={onPageChange}
    />
  );
}
