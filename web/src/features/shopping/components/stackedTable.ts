import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Styles that turn a table into stacked cards below 1024 px (the app's mobile breakpoint): the header row is
 * hidden, each row becomes a bordered card and each cell a line labelled with its column (`data-label`).
 * One markup for both layouts, so nothing is rendered twice.
 */
export const stackedTableCss: SystemStyleObject = {
  lgDown: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tbody, & tfoot': { display: 'block' },
    '& tr': {
      display: 'block',
      borderWidth: '1px',
      borderRadius: 'md',
      mb: '3',
      px: '3',
      py: '2',
    },
    '& td': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      borderBottomWidth: '0',
      px: '0',
      py: '1.5',
      textAlign: 'end',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 'semibold',
      textAlign: 'start',
    },
  },
};
