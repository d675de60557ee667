import { useQuery } from '@apollo/client/react';
import { Box, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';

import { FormField } from '../../shared/components/FormField';
import { Select } from '../../shared/components/Select';
import { ListNotice } from '../components/ListNotice';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffPageNumbers, usePageParam } from '../components/StaffPageNumbers';
import { StaffTable } from '../components/StaffTable';
import { graphql } from '../gql';
import type { AuditLogFilter } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { auditActionLabel, describeAuditEntry } from './describe';

export const auditLogMessages = {
  title: 'Audit log',
  intro: 'Everything staff did, newest first, in words.',
  filters: 'Filter the audit log',
  person: 'Person',
  anyone: 'Anyone',
  kind: 'Kind of action',
  anyKind: 'Any kind',
  from: 'From',
  to: 'To',
  table: 'Audit log entries',
  when: 'When',
  what: 'What happened',
  count: (total: number) => (total === 1 ? '1 entry' : `${total.toLocaleString('en-US')} entries`),
  empty: 'Nothing matches these filters.',
  invertedRange: 'The “to” day is before the “from” day: nothing can match.',
} as const;
const messages = auditLogMessages;

const AuditLogRouteQuery = graphql(`
  query AuditLogRoute($filter: AuditLogFilter, $page: Int) {
    auditLog(filter: $filter, page: $page) {
      page
      perPage
      total
      items {
        id
        ...AuditTrail_entry
      }
    }
  }
`);

const AuditLogChoicesQuery = graphql(`
  query AuditLogChoices {
    auditActions
    staffMembers {
      id
      name
      email
    }
  }
`);

type Key = 'staff' | 'action' | 'from' | 'to';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The filters of the address (`?staff=3&action=order.status&from=2026-11-01&to=2026-11-30`). */
function filtersOf(params: URLSearchParams): Record<Key, string> {
  const value = (key: Key, valid: (text: string) => boolean) => {
    const text = params.get(key)?.trim() ?? '';
    return valid(text) ? text : '';
  };
  return {
    staff: value('staff', (text) => /^[1-9]\d{0,9}$/.test(text)),
    action: value('action', (text) => /^[a-z_]{1,40}(?:\.[a-z_]{1,40}){1,3}$/.test(text)),
    from: value('from', isDay),
    to: value('to', isDay),
  };
}

function filterInput(filters: Record<Key, string>): AuditLogFilter | null {
  const input: AuditLogFilter = {};
  if (filters.staff) input.staffId = filters.staff;
  if (filters.action) input.action = filters.action;
  if (filters.from) input.from = filters.from;
  if (filters.to) input.to = filters.to;
  return Object.keys(input).length === 0 ? null : input;
}

/** /staff/audit (admins): every staff action in words, filtered by person, kind and days, a page at a time. */
export function AuditLogRoute() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = usePageParam();
  const inverted = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const { data, loading, error, refetch } = useQuery(AuditLogRouteQuery, {
    variables: { filter: filterInput(filters), page },
    skip: inverted,
  });
  const choices = useQuery(AuditLogChoicesQuery, { fetchPolicy: 'cache-first' }).data;
  const log = data?.auditLog;

  const setFilter = (key: Key, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(key);
      else next.set(key, value);
      next.delete('page');
      return next;
    });

  // An action the log holds that the list has not answered yet still shows as chosen.
  const actions = [
    ...new Set([...(choices?.auditActions ?? []), ...(filters.action ? [filters.action] : [])]),
  ];

  return (
    <StaffPage
      title={messages.title}
      subtitle={
        <Text color="fg.muted">
          {log && `${messages.count(log.total)}. `}
          {messages.intro}
        </Text>
      }
    >
      <Box as="form" role="search" aria-label={messages.filters} onSubmit={(event) => event.preventDefault()}>
        <Flex gap="3" wrap="wrap" align="end">
          <FormField label={messages.person} w={{ base: 'full', sm: '14rem' }}>
            <Select
              name="staff"
              value={filters.staff}
              onChange={(event) => setFilter('staff', event.target.value)}
            >
              <option value="">{messages.anyone}</option>
              {choices?.staffMembers.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name || member.email}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.kind} w={{ base: 'full', sm: '16rem' }}>
            <Select
              name="action"
              value={filters.action}
              onChange={(event) => setFilter('action', event.target.value)}
            >
              <option value="">{messages.anyKind}</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.from} w={{ base: 'full', sm: '11rem' }}>
            <Input
              type="date"
              name="from"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilter('from', event.target.value)}
            />
          </FormField>
          <FormField label={messages.to} w={{ base: 'full', sm: '11rem' }}>
            <Input
              type="date"
              name="to"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilter('to', event.target.value)}
            />
          </FormField>
        </Flex>
      </Box>
      {inverted ? (
        <ListNotice text={messages.invertedRange} />
      ) : (
        <QueryState
          loading={loading}
          error={error}
          hasData={log !== undefined}
          onRetry={() => void refetch()}
        >
          {log &&
            (log.items.length === 0 ? (
              <ListNotice text={messages.empty} />
            ) : (
              <Stack gap="4">
                <StaffTable label={messages.table} columns={[messages.when, messages.what]}>
                  {log.items.map((entry) => (
                    <Table.Row key={entry.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
                      <Table.Cell overflowWrap="anywhere">{describeAuditEntry(entry)}</Table.Cell>
                    </Table.Row>
                  ))}
                </StaffTable>
                <StaffPageNumbers page={log.page} perPage={log.perPage} total={log.total} />
              </Stack>
            ))}
        </QueryState>
      )}
    </StaffPage>
  );
}
