import { screen, waitFor, within } from '@testing-library/react';
import { messages as M } from '@storefront/contract/messages';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { money, product } from '../../../../test/fixtures/catalog';
import { loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { confirmDialogMessages } from '../../../shared/components/ConfirmDialog';
import { shoppingListMessages as messages } from '../../../shared/lists/messages';

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

const opus = product('1', 'Opus X', { price: money('18.75') });

function list(id: string, name: string) {
  return {
    __typename: 'ShoppingList' as const,
    id,
    name,
    lineCount: 1,
    totalQuantity: 6,
    updatedAt: '2026-11-20T10:00:00.000Z',
    lines: [
      {
        __typename: 'ShoppingListLine' as const,
        productId: opus.id,
        quantity: 6,
        addedAt: '2026-11-20T10:00:00.000Z',
        product: opus,
      },
    ],
  };
}

/**
 * A buyer's store with one list, "Weekly humidor restock" (id 7), whose rename, duplicate and delete change what
 * the store answers; `sent` holds each mutation's name and variables.
 */
function listsGateway() {
  const lists = new Map([['7', list('7', 'Weekly humidor restock')]]);
  const sent: [string, Record<string, unknown>][] = [];
  server.use(
    loggedInAs(),
    gatewayApi.query('CartCountQuery', () =>
      HttpResponse.json({ data: { cart: { __typename: 'Cart', id: 'cart-1', totalQuantity: 0 } } }),
    ),
    gatewayApi.query('StoreFeatures', () =>
      HttpResponse.json({ data: { storeFeatures: { __typename: 'StoreFeatures', shoppingLists: true } } }),
    ),
    gatewayApi.query('ShoppingListRouteQuery', ({ variables }) =>
      HttpResponse.json({ data: { shoppingList: lists.get(String(variables.id)) ?? null } }),
    ),
    gatewayApi.query('ShoppingLists', () =>
      HttpResponse.json({
        data: {
          shoppingLists: [...lists.values()].map(({ lines: _lines, ...summary }) => summary),
        },
      }),
    ),
    gatewayApi.mutation('RenameShoppingList', ({ variables }) => {
      sent.push(['rename', variables]);
      const name = String(variables.name).trim();
      if (name === 'Too long')
        return HttpResponse.json({
          data: {
            renameShoppingList: refused(
              'ShoppingListPayload',
              { shoppingList: null },
              userError('INVALID', M.shoppingListName, ['name']),
            ),
          },
        });
      const renamed = list(String(variables.id), name);
      lists.set(renamed.id, renamed);
      return HttpResponse.json({
        data: { renameShoppingList: succeeded('ShoppingListPayload', { shoppingList: renamed }) },
      });
    }),
    gatewayApi.mutation('DuplicateShoppingList', ({ variables }) => {
      sent.push(['duplicate', variables]);
      const copy = list('8', String(variables.name));
      lists.set(copy.id, copy);
      return HttpResponse.json({
        data: { duplicateShoppingList: succeeded('ShoppingListPayload', { shoppingList: copy }) },
      });
    }),
    gatewayApi.mutation('DeleteShoppingList', ({ variables }) => {
      sent.push(['delete', variables]);
      lists.delete(String(variables.id));
      return HttpResponse.json({
        data: {
          deleteShoppingList: succeeded('DeleteShoppingListPayload', { deletedId: String(variables.id) }),
        },
      });
    }),
  );
  return sent;
}

const listHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, lazyRoute);

describe("a shopping list's actions", { timeout: 30_000 }, () => {
  it('renames the list, showing a refused name beside the field', async () => {
    const sent = listsGateway();
    const { user } = renderApp({ path: '/my-account/shopping-lists/7' });
    await listHeading('Weekly humidor restock');
    await user.click(screen.getByRole('button', { name: messages.rename }));

    const dialog = await screen.findByRole('dialog', { name: messages.renameTitle });
    const name = within(dialog).getByRole('textbox', { name: messages.name });
    expect(name).toHaveValue('Weekly humidor restock');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    expect(within(dialog).getByText(messages.nameRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(name, 'Too long');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    expect(await within(dialog).findByText(M.shoppingListName)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Friday restock');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await listHeading('Friday restock')).toBeInTheDocument();
    expect(await screen.findByText(messages.savedTo('Friday restock'))).toBeInTheDocument();
    expect(sent).toEqual([
      ['rename', { id: '7', name: 'Too long' }],
      ['rename', { id: '7', name: 'Friday restock' }],
    ]);
  });

  it('duplicates the list under a new name and opens the copy', async () => {
    const sent = listsGateway();
    const { user, router } = renderApp({ path: '/my-account/shopping-lists/7' });
    await listHeading('Weekly humidor restock');
    await user.click(screen.getByRole('button', { name: messages.duplicate }));

    const dialog = await screen.findByRole('dialog', { name: messages.duplicateTitle });
    expect(within(dialog).getByRole('textbox', { name: messages.name })).toHaveValue(
      messages.copyName('Weekly humidor restock'),
    );
    await user.click(within(dialog).getByRole('button', { name: messages.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/shopping-lists/8'));
    expect(await listHeading(messages.copyName('Weekly humidor restock'))).toBeInTheDocument();
    expect(sent).toEqual([['duplicate', { id: '7', name: 'Weekly humidor restock (copy)' }]]);
  });

  it('deletes the list only once the buyer confirms, then goes back to the lists', async () => {
    const sent = listsGateway();
    const { user, router } = renderApp({ path: '/my-account/shopping-lists/7' });
    await listHeading('Weekly humidor restock');

    await user.click(screen.getByRole('button', { name: messages.delete }));
    let question = await screen.findByRole('alertdialog', {
      name: messages.deleteTitle('Weekly humidor restock'),
    });
    expect(within(question).getByText(messages.deleteBody)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: confirmDialogMessages.no }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: messages.delete }));
    question = await screen.findByRole(
      'alertdialog',
      { name: messages.deleteTitle('Weekly humidor restock') },
      lazyRoute,
    );
    await user.click(within(question).getByRole('button', { name: confirmDialogMessages.yes }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/shopping-lists'));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(sent).toEqual([['delete', { id: '7' }]]);
  });
});
