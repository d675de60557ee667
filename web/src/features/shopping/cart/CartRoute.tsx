import { useQuery } from '@apollo/client/react';
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { getFragmentData, graphql } from '../../../gql';
import { CertificateExpiryNotice } from '../../../shared/certificates/CertificateExpiryNotice';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/useSession';
import { LoadingText } from '../components/LoadingText';
import { LoginPrompt } from '../components/LoginPrompt';
import { ShoppingPage } from '../components/ShoppingPage';
import { cartMessages as messages, shoppingMessages } from '../messages';
import { CartPageFragment } from './api/cartFragments';
import { useClearCartMutation } from './api/useCartLineMutations';
import { CartTable } from './components/CartTable';
import { CartTotals } from './components/CartTotals';
import { SaveToListButton } from '../../../shared/lists/SaveToListButton';
import { shoppingListMessages } from '../../../shared/lists/messages';

const CartRouteQuery = graphql(`
  query CartRouteQuery {
    cart {
      ...CartPage_cart
    }
  }
`);

export function CartRoute() {
  const { loggedIn, loading: sessionLoading } = useSession();

  return (
    <ShoppingPage title={messages.title}>
      {sessionLoading ? (
        <LoadingText />
      ) : loggedIn ? (
        <CustomerCart />
      ) : (
        <LoginPrompt message={messages.loggedOut} />
      )}
    </ShoppingPage>
  );
}

function CustomerCart() {
  // Prices and stock may have changed since the cart was last seen: show what is cached, then the store's answer.
  const { data, loading, error } = useQuery(CartRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [clearCart, { loading: clearing }] = useClearCartMutation();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (error) console.error('Could not load the cart.', error);
  }, [error]);

  if (!data) {
    if (loading) return <LoadingText />;
    return <Text py="6">{shoppingMessages.somethingWentWrong}</Text>;
  }

  const cart = data.cart ? getFragmentData(CartPageFragment, data.cart) : null;
  if (!cart || cart.lines.length === 0) {
    return (
      <Stack gap="4" align="flex-start" py="6">
        <Text fontSize="lg">{messages.empty}</Text>
        <HStack gap="3" wrap="wrap">
          <ButtonLink to={paths.home} colorPalette="brand">
            {shoppingMessages.returnToShop}
          </ButtonLink>
          <ButtonLink to={paths.quickOrder} variant="outline" colorPalette="brand">
            {messages.quickOrder}
          </ButtonLink>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {/* An expired licence is said here, before the buyer fills in the checkout (issue 33 item 2). */}
      <CertificateExpiryNotice />
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Box>
          <CartTable cart={cart} />
          <HStack mt="4" justify="space-between" wrap="wrap" gap="3">
            <HStack gap="3" wrap="wrap">
              <ButtonLink to={paths.quickOrder} variant="outline" colorPalette="brand">
                {messages.quickOrder}
              </ButtonLink>
              <SaveToListButton
                label={shoppingListMessages.saveCartToList}
                lines={cart.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }))}
              />
            </HStack>
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              loading={clearing}
            >
              {messages.removeAll}
            </Button>
          </HStack>
        </Box>
        <CartTotals cart={cart} />
        <ConfirmDialog
          open={confirming}
          title={shoppingMessages.areYouSure}
          onAnswer={(confirmed) => {
            setConfirming(false);
            if (confirmed) void clearCart();
          }}
        />
      </Grid>
    </Stack>
  );
}
