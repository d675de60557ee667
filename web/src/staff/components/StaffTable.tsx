import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Column {
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

/**
 * A staff list's table, which scrolls sideways where the screen is narrower than its columns (a phone). The
 * scrolling box is a named region that takes focus, so a keyboard can scroll it too (axe:
 * scrollable-region-focusable).
 */
export function StaffTable({ label, columns, interactive = false, children }: StaffTableProps) {
  return (
    <Table.ScrollArea
      role="region"
      aria-label={label}
      tabIndex={0}
      borderWidth="1px"
      rounded="md"
      bg="white"
      focusVisibleRing="outside"
    >
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
    </Table.ScrollArea>
  );
}
