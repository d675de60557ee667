import { Button, type ButtonProps } from '@chakra-ui/react';

import { ChevronDownIcon, MenuIcon } from '../../../shared/components/icons';
import { categoryMenuMessages as messages } from '../messages';

// Props (and, in React 19, the ref) pass through so the menu trigger can wire itself onto the button.
// On a phone it is compact (smaller type, no chevron): the menu bar beside it scrolls in what is left, which must
// be wider than its widest link ("TOBACCO ACCESSORIES") for that link to be seen whole at 360 px (issue 33 item 4).
export function AllCategoriesButton(props: ButtonProps) {
  return (
    <Button
      colorPalette="brand"
      fontWeight="bold"
      fontSize={{ base: 'xs', md: 'sm' }}
      letterSpacing={{ base: 'normal', md: 'wide' }}
      borderRadius="none"
      h={{ base: '11', md: '12' }}
      px={{ base: '3', md: '5' }}
      gap={{ base: '1.5', md: '2' }}
      flexShrink="0"
      // A ring that shows on the black menu bar.
      _focusVisible={{ outline: '3px solid white', outlineOffset: '-3px' }}
      {...props}
    >
      <MenuIcon />
      {messages.allCategories}
      <ChevronDownIcon hideBelow="md" />
    </Button>
  );
}
