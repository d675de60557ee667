import { Button, type ButtonProps } from '@chakra-ui/react';

import { ChevronDownIcon, MenuIcon } from '../../../shared/components/icons';
import { categoryMenuMessages as messages } from '../messages';

// Props (and, in React 19, the ref) pass through so the menu trigger can wire itself onto the button.
export function AllCategoriesButton(props: ButtonProps) {
  return (
    <Button
      colorPalette="brand"
      fontWeight="bold"
      letterSpacing="wide"
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
      <ChevronDownIcon />
    </Button>
  );
}
