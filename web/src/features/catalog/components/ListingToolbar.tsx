import { Field, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { ProductSort } from '../../../gql/graphql';
import { shopMessages as messages } from '../messages';

const defaultSort = { value: 'DEFAULT', label: messages.sortDefault } as const;
const priceSorts: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'PRICE_LOW_TO_HIGH', label: messages.sortLowToHigh },
  { value: 'PRICE_HIGH_TO_LOW', label: messages.sortHighToLow },
];

interface ListingToolbarProps {
  total: number | undefined;
  sort: ProductSort;
  /** Whether the price orders are offered (to a customer only). */
  priceSort: boolean;
  perPage: number;
  pageSizes: readonly number[];
  onSortChange: (sort: ProductSort) => void;
  onPerPageChange: (perPage: number) => void;
  /** Extra controls at the start (the 'Filters' button on narrow screens). */
  start?: ReactNode;
}

/** Above a listing: the number of products, the sort order and the page size. */
export function ListingToolbar({
  total,
  sort,
  priceSort,
  perPage,
  pageSizes,
  onSortChange,
  onPerPageChange,
  start,
}: ListingToolbarProps) {
  return (
    <Flex gap="3" align="end" justify="space-between" wrap="wrap">
      <HStack gap="3" align="center">
        {start}
        {total !== undefined && (
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {messages.resultCount(total)}
          </Text>
        )}
      </HStack>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label fontSize="sm">{messages.sortBy}</Field.Label>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              value={sort}
              onChange={(event) => onSortChange(event.currentTarget.value as ProductSort)}
            >
              {[defaultSort, ...(priceSort ? priceSorts : [])].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label fontSize="sm">{messages.perPage}</Field.Label>
          <NativeSelect.Root size="sm" w="36">
            <NativeSelect.Field
              value={String(perPage)}
              onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {messages.perPageOption(size)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    </Flex>
  );
}
