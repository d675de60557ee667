import { useQuery } from '@apollo/client/react';
import { Badge, Button, Checkbox, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { QUANTITY } from '@storefront/contract/limits';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { getFragmentData, graphql } from '../../../gql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useAddLinesToCartMutation } from '../../../shared/commerce/useAddLinesToCartMutation';
import { productPath } from '../../../shared/lib/catalogPaths';
import { formatMoney } from '../../../shared/lib/money';
import { shoppingListMessages as messages } from '../../../shared/lists/messages';
import { QuantityStepper } from '../../../shared/product/QuantityStepper';
import { accountPaths, shoppingListPath } from '../../../shared/session/accountPaths';
import {
  ShoppingListFieldsFragment,
  useDeleteShoppingListMutation,
  useDuplicateShoppingListMutation,
  useRemoveFromShoppingListMutation,
  useRenameShoppingListMutation,
  useSetShoppingListQuantitiesMutation,
} from '../api/useShoppingListMutations';
import { ListNameDialog } from '../components/ListNameDialog';
import { formatDate } from '../lib/format';
import { csvFileName, downloadCsv, shoppingListCsv } from '../lib/shoppingListCsv';

const ShoppingListRouteQuery = graphql(`
  query ShoppingListRouteQuery($id: ID!) {
    shoppingList(id: $id) {
      id
      ...ShoppingListRoute_list
    }
  }
`);

type Dialog = 'rename' | 'duplicate' | 'delete' | null;

/**
 * /my-account/shopping-lists/:listId: a list's products and quantities. Quantities change in place; the whole list
 * or the chosen lines go to the cart with the quick order's per-line report (useAddLinesToCartMutation); the list
 * can be renamed, duplicated, deleted and exported as CSV (the quick order's columns).
 */
export function ShoppingListRoute() {
  const { listId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ShoppingListRouteQuery, {
    variables: { id: listId },
    fetchPolicy: 'cache-and-network',
  });
  const list = getFragmentData(ShoppingListFieldsFragment, data?.shoppingList ?? undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const [addLines, { loading: adding, report }] = useAddLinesToCartMutation();
  const [setQuantities] = useSetShoppingListQuantitiesMutation();
  const [removeLines, { loading: removing }] = useRemoveFromShoppingListMutation();
  const [rename, { loading: renaming }] = useRenameShoppingListMutation();
  const [duplicate, { loading: duplicating }] = useDuplicateShoppingListMutation();
  const [remove, { loading: deleting }] = useDeleteShoppingListMutation();

  const back = (
    <Link asChild color="brand.700" alignSelf="start">
      <RouterLink to={accountPaths.shoppingLists}>← {messages.backToLists}</RouterLink>
    </Link>
  );
  if (loading && !data) return <Text>{messages.loading}</Text>;
  if (error && !data)
    return (
      <Stack gap="3" align="start">
        <Text role="alert">{messages.loadFailed}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {messages.retry}
        </Button>
      </Stack>
    );
  if (!list)
    return (
      <Stack gap="3">
        <Text>{messages.notFound}</Text>
        {back}
      </Stack>
    );

  const lines = list.lines;
  const chosen = lines.filter((line) => selected.has(line.productId));
  const allSelected = lines.length > 0 && chosen.length === lines.length;
  const toCart = (which: typeof lines) =>
    void addLines(
      which.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        ...(line.product ? { name: line.product.name } : {}),
      })),
    );
  const select = (productId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(productId);
    else next.delete(productId);
    setSelected(next);
  };

  return (
    <Stack gap="5">
      <title>{list.name}</title>
      {back}
      <Stack gap="1">
        <Text as="h2" fontSize="xl" fontWeight="semibold" wordBreak="break-word">
          {list.name}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {messages.products(list.lineCount)} · {messages.units(list.totalQuantity)} ·{' '}
          {messages.updated(formatDate(list.updatedAt))}
        </Text>
      </Stack>

      <Wrap gap="2" aria-label={messages.actions} role="group">
        <Button
          colorPalette="brand"
          loading={adding}
          disabled={lines.length === 0}
          onClick={() => toCart(lines)}
        >
          {messages.addAllToCart}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          loading={adding}
          disabled={chosen.length === 0}
          onClick={() => toCart(chosen)}
        >
          {messages.addSelectedToCart(chosen.length)}
        </Button>
        <Button variant="outline" onClick={() => setDialog('rename')}>
          {messages.rename}
        </Button>
        <Button variant="outline" onClick={() => setDialog('duplicate')}>
          {messages.duplicate}
        </Button>
        <Button
          variant="outline"
          disabled={lines.length === 0}
          onClick={() => downloadCsv(shoppingListCsv(lines), csvFileName(list.name))}
        >
          {messages.exportCsv}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
          {messages.delete}
        </Button>
      </Wrap>

      {lines.length === 0 ? (
        <Text p="5" borderWidth="1px" borderRadius="l2" bg="bg.muted">
          {messages.emptyList}
        </Text>
      ) : (
        <Stack gap="3">
          <Checkbox.Root
            colorPalette="brand"
            checked={allSelected ? true : chosen.length > 0 ? 'indeterminate' : false}
            onCheckedChange={(details) =>
              setSelected(new Set(details.checked === true ? lines.map((line) => line.productId) : []))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{messages.selectAll}</Checkbox.Label>
          </Checkbox.Root>
          <Stack as="ul" listStyleType="none" gap="3" aria-label={list.name}>
            {lines.map((line) => {
              const name = line.product?.name ?? messages.noLongerSold;
              return (
                <Stack
                  as="li"
                  key={line.productId}
                  aria-label={name}
                  direction={{ base: 'column', md: 'row' }}
                  align={{ base: 'stretch', md: 'center' }}
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderRadius="l2"
                >
                  <HStack gap="3" flex="1" minW="0" align="start">
                    <Checkbox.Root
                      colorPalette="brand"
                      size="lg"
                      checked={selected.has(line.productId)}
                      onCheckedChange={(details) => select(line.productId, details.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label srOnly>{messages.select(name)}</Checkbox.Label>
                    </Checkbox.Root>
                    <Stack gap="1" minW="0">
                      {line.product ? (
                        <Link asChild color="brand.700" fontWeight="medium" wordBreak="break-word">
                          <RouterLink to={productPath(line.product)}>{line.product.name}</RouterLink>
                        </Link>
                      ) : (
                        <Badge alignSelf="start">{messages.noLongerSold}</Badge>
                      )}
                      {line.product?.price && (
                        <Text fontSize="sm">
                          {messages.price}: {formatMoney(line.product.price)}
                        </Text>
                      )}
                    </Stack>
                  </HStack>
                  <HStack gap="3" justify="space-between">
                    <QuantityStepper
                      size="sm"
                      value={line.quantity}
                      max={QUANTITY.max}
                      onChange={(quantity) =>
                        void setQuantities(list.id, [{ productId: line.productId, quantity }])
                      }
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={messages.removeLine(name)}
                      loading={removing}
                      onClick={() => void removeLines(list.id, [line.productId])}
                    >
                      {messages.remove}
                    </Button>
                  </HStack>
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      )}

      {report}
      {dialog === 'rename' && (
        <ListNameDialog
          title={messages.renameTitle}
          initialName={list.name}
          loading={renaming}
          onSubmit={(name) => rename(list.id, name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'duplicate' && (
        <ListNameDialog
          title={messages.duplicateTitle}
          initialName={messages.copyName(list.name)}
          loading={duplicating}
          onSubmit={async (name) => {
            const outcome = await duplicate(list.id, name);
            const copy = outcome.ok ? outcome.payload.shoppingList : null;
            if (copy) void navigate(shoppingListPath(copy.id));
            return outcome;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={messages.deleteTitle(list.name)}
        description={messages.deleteBody}
        loading={deleting}
        onAnswer={(confirmed) => {
          setDialog(null);
          if (confirmed)
            void remove(list.id).then((done) => {
              if (done) void navigate(accountPaths.shoppingLists);
            });
        }}
      />
    </Stack>
  );
}
