import { useQuery } from '@apollo/client/react';
import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

import { graphql } from '../../../gql';
import { CartIcon } from '../../../shared/components/icons';
import { paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/useSession';
import { headerMessages as messages } from '../messages';

const CartCountQuery = graphql(`
  query CartCountQuery {
    cart {
      id
      totalQuantity
    }
  }
`);

/**
 * The header's cart icon with the number of items. It reads the cart itself; every cart mutation returns the cart
 * with its id, so the count follows through the normalized cache. Logged out, the count is 0 (spec section 4).
 */
export function CartLink() {
  const { loggedIn } = useSession();
  const { data, error } = useQuery(CartCountQuery, { skip: !loggedIn });

  useEffect(() => {
    // Spec section 8: a failed load is only logged; the count stays at 0.
    if (error) console.error('Could not load the cart count.', error);
  }, [error]);

  const itemCount = loggedIn ? (data?.cart?.totalQuantity ?? 0) : 0;

  return (
    <IconButton
      asChild
      type={undefined}
      variant="ghost"
      size={{ base: 'md', md: 'lg' }}
      aria-label={messages.cart(itemCount)}
    >
      <RouterLink to={paths.cart}>
        <Box position="relative" display="inline-flex">
          <CartIcon boxSize="6" />
          <Badge
            aria-hidden
            colorPalette="brand"
            variant="solid"
            borderRadius="full"
            position="absolute"
            top="-2"
            insetEnd="-3"
            minW="5"
            justifyContent="center"
          >
            {itemCount}
          </Badge>
        </Box>
      </RouterLink>
    </IconButton>
  );
}
