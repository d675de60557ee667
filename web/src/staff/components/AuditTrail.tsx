import { Box, Heading, Table, Text } from '@chakra-ui/react';

import { describeAuditEntry } from '../audit/describe';
import { graphql } from '../gql';
import type { AuditTrail_EntryFragment } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { TableScroll } from './TableScroll';

export const AuditTrailFragment = graphql(`
  fragment AuditTrail_entry on AuditEntry {
    id
    action
    source
    subjectType
    subjectId
    before
    after
    createdAt
    staff {
      id
      email
      name
    }
  }
`);

export const auditMessages = {
  title: 'History',
  table: 'Staff changes',
  empty: 'No staff changes yet.',
  when: 'When',
  what: 'What happened',
} as const;

/** What staff did about a record (newest first): when, and in words who did what (as the audit log says it). */
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
                <Table.ColumnHeader>{auditMessages.what}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap" verticalAlign="top">
                    {formatDateTime(entry.createdAt)}
                  </Table.Cell>
                  <Table.Cell overflowWrap="anywhere">{describeAuditEntry(entry)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Box>
  );
}
