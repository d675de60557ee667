import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';

import { getFragmentData, graphql } from '../../../gql';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useAddLinesToCartMutation } from '../../../shared/commerce/useAddLinesToCartMutation';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/useSession';
import { LoadingText } from '../components/LoadingText';
import { LoginPrompt } from '../components/LoginPrompt';
import { ShoppingPage } from '../components/ShoppingPage';
import { shoppingMessages, wishlistMessages as messages } from '../messages';
import { useRemoveFromWishlistMutation } from './api/useRemoveFromWishlistMutation';
import { WishlistRowFragment } from './api/wishlistFragments';
import { WishlistTable } from './components/WishlistTable';

const WishlistRouteQuery = graphql(`
  query WishlistRouteQuery {
    wishlist {
      ...WishlistTable_item
    }
  }
`);

export function WishlistRoute() {
  const { loggedIn, loading } = useSession();
  return (
    <ShoppingPage title={messages.title}>
      {loading ? (
        <LoadingText />
      ) : loggedIn ? (
        <CustomerWishlist />
      ) : (
        <LoginPrompt message={messages.loggedOut} />
      )}
    </ShoppingPage>
  );
}

type BulkAction = 'removeSelected' | 'empty' | 'addSelected' | 'addAll';

function CustomerWishlist() {
  const { data, loading, error } = useQuery(WishlistRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [removeFromWishlist, { loading: removing }] = useRemoveFromWishlistMutation();
  // One of each product; what went in leaves the list, and the buyer is told why the rest did not.
  const [addToCart, { loading: adding, report }] = useAddLinesToCartMutation({
    removeAddedFromWishlist: true,
  });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<BulkAction | null>(null);

  useEffect(() => {
    if (error) console.error('Could not load the wishlist.', error);
  }, [error]);

  const items = useMemo(() => data?.wishlist ?? [], [data]);
  // Products that left the list (moved to the cart, removed elsewhere) are no longer selected.
  const selected = useMemo(() => {
    const present = new Set(items.map((item) => getFragmentData(WishlistRowFragment, item).product.id));
    return new Set([...chosen].filter((id) => present.has(id)));
  }, [items, chosen]);

  if (!data) {
    if (loading) return <LoadingText />;
    return <Text py="6">{shoppingMessages.somethingWentWrong}</Text>;
  }

  if (items.length === 0) {
    return (
      <Stack gap="4" align="flex-start" py="6">
        <Text fontSize="lg">{messages.empty}</Text>
        <ButtonLink to={paths.home} colorPalette="brand">
          {shoppingMessages.returnToShop}
        </ButtonLink>
        {report}
      </Stack>
    );
  }

  const products = items.map((item) => getFragmentData(WishlistRowFragment, item).product);
  const oneOfEach = (chosenIds: ReadonlySet<string> | null) =>
    products
      .filter((product) => chosenIds === null || chosenIds.has(product.id))
      .map((product) => ({ productId: product.id, quantity: 1, name: product.name }));

  const run = async (action: BulkAction) => {
    const ids = [...selected];
    switch (action) {
      case 'removeSelected':
        if (await removeFromWishlist(ids)) setChosen(new Set());
        return;
      case 'empty':
        await removeFromWishlist();
        return;
      case 'addSelected':
        if (await addToCart(oneOfEach(selected))) setChosen(new Set());
        return;
      case 'addAll':
        await addToCart(oneOfEach(null));
        return;
    }
  };

  const busy = removing || adding;
  const noneSelected = selected.size === 0;

  return (
    <Stack gap="5">
      <WishlistTable items={items} selected={selected} onSelectedChange={setChosen} />
      <Wrap gap="3" justify={{ base: 'stretch', md: 'flex-end' }}>
        <Button
          variant="outline"
          colorPalette="red"
          disabled={busy || noneSelected}
          onClick={() => setPending('removeSelected')}
        >
          {messages.removeSelected}
        </Button>
        <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => setPending('empty')}>
          {messages.emptyWishlist}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={busy || noneSelected}
          onClick={() => setPending('addSelected')}
        >
          {messages.addSelectedToCart}
        </Button>
        <Button colorPalette="brand" disabled={busy} onClick={() => setPending('addAll')}>
          {messages.addAllToCart}
        </Button>
      </Wrap>
      <ConfirmDialog
        open={pending !== null}
        title={shoppingMessages.areYouSure}
        onAnswer={(confirmed) => {
          const action = pending;
          setPending(null);
          if (confirmed && action) void run(action);
        }}
      />
      {report}
    </Stack>
  );
}
