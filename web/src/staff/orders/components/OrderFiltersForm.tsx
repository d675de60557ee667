import { Button, Flex, Input } from '@chakra-ui/react';

import { ButtonLink } from '../../../shared/components/ButtonLink';
import { FormField } from '../../../shared/components/FormField';
import { Select } from '../../../shared/components/Select';
import { useForm } from '../../../shared/forms/useForm';
import type { Rule } from '../../../shared/lib/validation';
import { orderStatusLabels } from '../../../shared/commerce/messages';
import type { OrderStatus } from '../../gql/graphql';
import { staffPaths } from '../../lib/paths';
import { ORDER_SEARCH } from '@storefront/contract';
import { type OrderFilters, hasFilters, isRangeInverted, isSearch } from '../filters';
import { ordersMessages } from '../messages';

const messages = ordersMessages.list;

interface FilterValues {
  search: string;
  status: OrderStatus | '';
  from: string;
  to: string;
}

const rules: readonly Rule<FilterValues>[] = [
  {
    field: 'search',
    message: messages.searchRule,
    fails: ({ search }) => search.trim() !== '' && !isSearch(search.trim()),
  },
  {
    field: 'to',
    message: messages.rangeInverted,
    fails: ({ from, to }) =>
      isRangeInverted({ status: null, from: from || null, to: to || null, customerId: null, search: null }),
  },
];

const STATUSES = Object.keys(orderStatusLabels) as OrderStatus[];

interface OrderFiltersFormProps {
  /** The filters of the address; the form starts from them (give it a `key` of them to follow Back and links). */
  filters: OrderFilters;
  /** A valid choice (the customer filter, which the form does not show, is kept). */
  onApply: (filters: OrderFilters) => void;
}

/** Status and the days the orders were placed in; Apply writes them to the address, which the list follows. */
export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const form = useForm<FilterValues>(
    {
      search: filters.search ?? '',
      status: filters.status ?? '',
      from: filters.from ?? '',
      to: filters.to ?? '',
    },
    rules,
  );
  const submit = form.onSubmit(({ search, status, from, to }) =>
    onApply({
      ...filters,
      search: search.trim() || null,
      status: status || null,
      from: from || null,
      to: to || null,
    }),
  );
  return (
    <form aria-label={messages.filters} onSubmit={submit} noValidate>
      <Flex gap="4" wrap="wrap" align="start" bg="white" borderWidth="1px" rounded="md" p="4">
        <FormField
          label={messages.search}
          error={form.errors.search}
          helperText={messages.searchHint}
          w={{ base: 'full', sm: '72' }}
        >
          <Input type="search" maxLength={ORDER_SEARCH.maxLength} {...form.bind('search')} />
        </FormField>
        <FormField label={messages.status} w={{ base: 'full', sm: '52' }}>
          <Select {...form.bind('status')}>
            <option value="">{messages.anyStatus}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabels[status]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={messages.from} error={form.errors.from} w={{ base: 'full', sm: '44' }}>
          <Input type="date" {...form.bind('from')} max={form.values.to || undefined} />
        </FormField>
        <FormField label={messages.to} error={form.errors.to} w={{ base: 'full', sm: '44' }}>
          <Input type="date" {...form.bind('to')} min={form.values.from || undefined} />
        </FormField>
        {/* Level with the controls, under their labels' height. */}
        <Flex gap="2" wrap="wrap" pt={{ base: '0', sm: '7' }}>
          <Button type="submit" colorPalette="brand">
            {messages.apply}
          </Button>
          {hasFilters(filters) && (
            <ButtonLink to={staffPaths.orders} variant="ghost">
              {messages.clear}
            </ButtonLink>
          )}
        </Flex>
      </Flex>
    </form>
  );
}
