import { createIcon } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  defaultProps: stroke,
  path: [
    <path key="lid" d="M3 6h18" />,
    <path key="can" d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />,
    <path key="handle" d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
  ],
});
