import { useQuery } from '@apollo/client/react';
import { isExpired } from '@storefront/contract';
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { graphql } from '../../../gql';
import type { CheckoutRouteQueryQuery } from '../../../gql/graphql';
import { CertificateExpiryNotice } from '../../../shared/certificates/CertificateExpiryNotice';
import { toaster } from '../../../shared/components/toaster';
import { paths } from '../../../shared/lib/paths';
import { LoadingText } from '../components/LoadingText';
import { ShoppingPage } from '../components/ShoppingPage';
import { checkoutMessages as messages, shoppingMessages } from '../messages';
import { CheckoutForm } from './components/CheckoutForm';

const CheckoutRouteQuery = graphql(`
  query CheckoutRouteQuery {
    viewer {
      id
      canOrder
      tobaccoLicenseExpiryDate
      ...CheckoutForm_viewer
    }
    cart {
      id
      meetsMinimum
      lines {
        id
      }
      ...OrderReview_cart
    }
    states {
      id
      name
    }
  }
`);

/**
 * Why the buyer cannot check out now (spec section 4): they go back to the cart, with a message when useful. An
 * expired tobacco licence (canOrder is false then too) keeps the buyer here, where the expiry notice says why
 * Place order is disabled and links to the renewal.
 */
function blockedBecause(data: CheckoutRouteQueryQuery): { message?: string } | null {
  const viewer = data.viewer;
  if (!viewer?.canOrder && !isExpired(viewer?.tobaccoLicenseExpiryDate))
    return { message: messages.notApproved };
  if (!data.cart || data.cart.lines.length === 0) return {};
  if (!data.cart.meetsMinimum) return { message: shoppingMessages.minimumOrder };
  return null;
}

/** /checkout, a private route: mounted under `RequireAuth`, so a viewer is logged in here. */
export function CheckoutRoute() {
  // Whether the buyer may order, and what the cart holds, must be the store's current answer.
  const { data, loading, error } = useQuery(CheckoutRouteQuery, { fetchPolicy: 'network-only' });
  const navigate = useNavigate();
  // True while an order is being placed: the emptied cart it returns must not send the buyer back to the cart.
  const [placing, setPlacing] = useState(false);
  const blocked = useMemo(() => (data ? blockedBecause(data) : null), [data]);

  useEffect(() => {
    if (error) console.error('Could not load the checkout.', error);
  }, [error]);

  useEffect(() => {
    if (!blocked || placing) return;
    if (blocked.message) toaster.create({ id: 'checkout-blocked', type: 'error', title: blocked.message });
    void navigate(paths.cart, { replace: true });
  }, [blocked, placing, navigate]);

  return (
    <ShoppingPage title={messages.title}>
      {data?.viewer && data.cart && (!blocked || placing) ? (
        <Stack gap="6">
          <CertificateExpiryNotice />
          <CheckoutForm
            viewer={data.viewer}
            cart={data.cart}
            states={data.states}
            onPlacingChange={setPlacing}
          />
        </Stack>
      ) : loading || blocked ? (
        <LoadingText />
      ) : (
        <Text py="6">{shoppingMessages.somethingWentWrong}</Text>
      )}
    </ShoppingPage>
  );
}
