import { createIcon } from '@chakra-ui/react';

// Stroke icons drawn inline (24×24 grid) so the header needs no icon library.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CartIcon = createIcon({
  displayName: 'CartIcon',
  defaultProps: stroke,
  path: [
    <circle key="wheel-left" cx="9" cy="21" r="1" />,
    <circle key="wheel-right" cx="20" cy="21" r="1" />,
    <path key="basket" d="M1 1h4l2.68 13.39a2 2 0 0 0 2 1.61h9.72a2 2 0 0 0 2-1.61L23 6H6" />,
  ],
});

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  defaultProps: stroke,
  path: [<circle key="lens" cx="11" cy="11" r="8" />, <path key="handle" d="m21 21-4.35-4.35" />],
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  defaultProps: stroke,
  path: <path d="m6 9 6 6 6-6" />,
});

export const ChevronRightIcon = createIcon({
  displayName: 'ChevronRightIcon',
  defaultProps: stroke,
  path: <path d="m9 18 6-6-6-6" />,
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  defaultProps: stroke,
  path: <path d="M3 6h18M3 12h18M3 18h18" />,
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  defaultProps: stroke,
  path: [
    <path key="body" d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />,
    <circle key="head" cx="12" cy="7" r="4" />,
  ],
});

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  defaultProps: stroke,
  path: (
    <path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z" />
  ),
});

export const StoreIcon = createIcon({
  displayName: 'StoreIcon',
  defaultProps: stroke,
  path: [
    <path key="roof" d="M3 9l1.5-5h15L21 9" />,
    <path key="awning" d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />,
    <path key="walls" d="M5 12v9h14v-9" />,
    <path key="door" d="M10 21v-5h4v5" />,
  ],
});

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  defaultProps: stroke,
  path: [
    <path key="lid" d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />,
    <circle key="pupil" cx="12" cy="12" r="3" />,
  ],
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  defaultProps: stroke,
  path: [
    <path
      key="lid"
      d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19"
    />,
    <path key="strike" d="M1 1l22 22" />,
  ],
});

export const TruckIcon = createIcon({
  displayName: 'TruckIcon',
  defaultProps: stroke,
  path: [
    <path key="box" d="M1 3h15v13H1z" />,
    <path key="cab" d="M16 8h4l3 3v5h-7z" />,
    <circle key="wheel-back" cx="5.5" cy="18.5" r="2.5" />,
    <circle key="wheel-front" cx="18.5" cy="18.5" r="2.5" />,
  ],
});

export const TagIcon = createIcon({
  displayName: 'TagIcon',
  defaultProps: stroke,
  path: [
    <path key="tag" d="M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z" />,
    <path key="hole" d="M7 7h.01" />,
  ],
});

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  defaultProps: stroke,
  path: (
    <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />
  ),
});

export const LogOutIcon = createIcon({
  displayName: 'LogOutIcon',
  defaultProps: stroke,
  path: [
    <path key="door" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
    <path key="arrow" d="M16 17l5-5-5-5M21 12H9" />,
  ],
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

export const ReturnIcon = createIcon({
  displayName: 'ReturnIcon',
  defaultProps: stroke,
  path: [<path key="arrow" d="M9 14 4 9l5-5" />, <path key="tail" d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />],
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  defaultProps: stroke,
  path: [
    <path key="lid" d="M3 6h18" />,
    <path key="can" d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />,
    <path key="handle" d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
  ],
});
