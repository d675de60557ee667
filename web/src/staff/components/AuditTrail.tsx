import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';

import { graphql } from '../gql';
import type { AuditTrail_EntryFragment } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { TableScroll } from './TableScroll';

export const AuditTrailFragment = graphql(`
  fragment AuditTrail_entry on AuditEntry {
    id
    action
    before
    after
    createdAt
    staff {
      id
      email
    }
  }
`);

export const auditMessages = {
  title: 'History',
  table: 'Staff changes',
  empty: 'No staff changes yet.',
  when: 'When',
  who: 'Who',
  what: 'What',
  change: 'Change',
  commandLine: 'Command line',
  formerStaff: 'Former staff member',
} as const;

/** What staff changed about a record (newest first): who, when, what, and each field's value before and after. */
export function AuditTrail({ entries }: { entries: readonly AuditTrail_EntryFragment[] }) {
  return (
    <Box as="section" aria-labelledby="audit-heading">
      <Heading as="h2" size="lg" id="audit-heading" mb="3">
        {auditMessages.title}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{auditMessages.empty}</Text>
      ) : (
        <TableScroll label={auditMessages.table}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{auditMessages.when}</Table.ColumnHeader>
                <Table.ColumnHeader>{auditMessages.who}</Table.ColumnHeader>
                <Table.ColumnHeader>{auditMessages.what}</Table.ColumnHeader>
                <Table.ColumnHeader>{auditMessages.change}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell>{entry.staff?.email ?? auditMessages.commandLine}</Table.Cell>
                  <Table.Cell>
                    <Text as="code" fontFamily="mono" fontSize="sm">
                      {entry.action}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <ChangeList before={entry.before} after={entry.after} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Box>
  );
}

/** Each field the entry changed: `field: before → after`. */
function ChangeList({ before, after }: { before: string | null; after: string | null }) {
  const old = parseFields(before);
  const now = parseFields(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  if (fields.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm">
      {fields.map((field) => (
        <li key={field}>
          <Text as="span" fontWeight="medium">
            {field}
          </Text>
          : {show(old[field])} → {show(now[field])}
        </li>
      ))}
    </Stack>
  );
}

function parseFields(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: json };
  }
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
