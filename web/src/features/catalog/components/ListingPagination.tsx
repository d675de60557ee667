import { ButtonGroup, Center, IconButton, Pagination } from '@chakra-ui/react';

import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/components/icons';
import { shopMessages as messages } from '../messages';

interface ListingPaginationProps {
  total: number;
  perPage: number;
  page: number;
  onPageChange: (page: number) => void;
}

const translations = {
  rootLabel: messages.pagination,
  prevTriggerLabel: messages.previousPage,
  nextTriggerLabel: messages.nextPage,
  itemLabel: ({ page }: { page: number }) => messages.page(page),
};

/** Page buttons below a listing; hidden when everything fits on one page. */
export function ListingPagination({ total, perPage, page, onPageChange }: ListingPaginationProps) {
  if (total <= perPage) return null;

  return (
    <Center>
      <Pagination.Root
        count={total}
        pageSize={perPage}
        page={page}
        siblingCount={1}
        translations={translations}
        onPageChange={(details) => onPageChange(details.page)}
      >
        <ButtonGroup variant="ghost" size="sm" wrap="wrap" justifyContent="center">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <ChevronLeftIcon />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand">
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <ChevronRightIcon />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Center>
  );
}
