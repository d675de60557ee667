import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen: the scrolling region is named and takes the keyboard focus,
 * so it can be scrolled with the arrow keys (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      role="region"
      aria-label={label}
      tabIndex={0}
      borderWidth="1px"
      rounded="md"
      bg="white"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      {children}
    </Table.ScrollArea>
  );
}
