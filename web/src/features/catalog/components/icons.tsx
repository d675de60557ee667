import { createIcon } from '@chakra-ui/react';

// Stroke icons on the same 24×24 grid as the shared header icons.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  defaultProps: stroke,
  path: (
    <path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z" />
  ),
});

export const ChevronLeftIcon = createIcon({
  displayName: 'ChevronLeftIcon',
  defaultProps: stroke,
  path: <path d="m15 18-6-6 6-6" />,
});

export const MinusIcon = createIcon({
  displayName: 'MinusIcon',
  defaultProps: stroke,
  path: <path d="M5 12h14" />,
});

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  defaultProps: stroke,
  path: <path d="M12 5v14M5 12h14" />,
});

export const FilterIcon = createIcon({
  displayName: 'FilterIcon',
  defaultProps: stroke,
  path: <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />,
});

export const TruckIcon = createIcon({
  displayName: 'TruckIcon',
  defaultProps: stroke,
  path: [
    <path key="body" d="M1 3h15v13H1zM16 8h4l3 3v5h-7V8z" />,
    <circle key="wheel-back" cx="5.5" cy="18.5" r="2.5" />,
    <circle key="wheel-front" cx="18.5" cy="18.5" r="2.5" />,
  ],
});

export const ReturnIcon = createIcon({
  displayName: 'ReturnIcon',
  defaultProps: stroke,
  path: [<path key="arrow" d="M9 14 4 9l5-5" />, <path key="tail" d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />],
});
