import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { TableScroll } from './TableScroll';

interface Column {
  label: string;
  /** Amounts line up on the right. */
  numeric?: boolean;
}

interface StaffTableProps {
  /** The table's name, for the scrolling region that holds it. */
  label: string;
  columns: readonly (string | Column)[];
  /** Rows whose links are the way on: the row under the pointer is highlighted. */
  interactive?: boolean;
  /** The body's rows (`Table.Row`). */
  children: ReactNode;
}

/** A staff list's table with its column headers, in the named scrolling box of TableScroll (a phone). */
export function StaffTable({ label, columns, interactive = false, children }: StaffTableProps) {
  return (
    <TableScroll label={label}>
      {/* Chakra keeps cells on one line; names and addresses wrap here, and each row reads from its top. */}
      <Table.Root
        size="sm"
        interactive={interactive}
        css={{ '& td': { whiteSpace: 'normal', verticalAlign: 'top' } }}
      >
        <Table.Header>
          <Table.Row>
            {columns.map((column) => {
              const { label: text, numeric = false } =
                typeof column === 'string' ? { label: column } : column;
              return (
                <Table.ColumnHeader key={text} textAlign={numeric ? 'end' : undefined}>
                  {text}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
