import { screen, waitFor, within } from '@testing-library/react';
import { messages as M } from '@storefront/contract/messages';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { approvedViewer } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { accountMessages, reorderRemindersMessages as messages } from '../messages';

/** A logged-in buyer's store with (or without) reorder reminders; `sent` holds each mutation's variables. */
function remindersGateway({ offered = true, enabled = false } = {}) {
  const state = { enabled };
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...sessionGateway({ loggedIn: true }).handlers,
    gatewayApi.query('ReorderRemindersOffered', () =>
      HttpResponse.json({
        data: { storeFeatures: { __typename: 'StoreFeatures', reorderReminders: offered } },
      }),
    ),
    gatewayApi.query('ReorderRemindersRouteQuery', () =>
      HttpResponse.json({
        data: {
          viewer: {
            __typename: 'Customer',
            id: approvedViewer.id,
            reorderReminders: offered ? state.enabled : null,
          },
          storeFeatures: { __typename: 'StoreFeatures', reorderReminders: offered },
        },
      }),
    ),
    gatewayApi.mutation('SetReorderReminders', ({ variables }) => {
      sent.push(variables);
      state.enabled = variables.enabled === true;
      return HttpResponse.json({
        data: { setReorderReminders: succeeded('ReorderRemindersPayload', { enabled: state.enabled }) },
      });
    }),
  );
  return sent;
}

/** The unsubscribe page's store: the one token it signed is `good`. */
function unsubscribeGateway() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...sessionGateway({ loggedIn: false }).handlers,
    gatewayApi.mutation('UnsubscribeReorderReminders', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          unsubscribeReorderReminders:
            variables.token === 'good'
              ? succeeded('ReorderRemindersPayload', { enabled: false })
              : refused(
                  'ReorderRemindersPayload',
                  { enabled: null },
                  userError('INVALID', M.reorderRemindersLink, ['token']),
                ),
        },
      });
    }),
  );
  return sent;
}

describe('reorder reminders', { timeout: 20_000 }, () => {
  it('are linked from the account navigation where the store offers them, and start off', async () => {
    remindersGateway();
    renderApp({ path: '/my-account/reorder-reminders' });
    const nav = await screen.findByRole('navigation', { name: accountMessages.navigation });
    expect(await within(nav).findByRole('link', { name: messages.nav })).toHaveAttribute(
      'href',
      '/my-account/reorder-reminders',
    );
    expect(await screen.findByRole('checkbox', { name: messages.toggle })).not.toBeChecked();
    expect(screen.getByText(messages.off)).toBeInTheDocument();
    expect(screen.getByText(messages.intro)).toBeInTheDocument();
  });

  it('turn on and off with the checkbox, each saved at once', async () => {
    const sent = remindersGateway();
    const { user } = renderApp({ path: '/my-account/reorder-reminders' });
    await user.click(await screen.findByRole('checkbox', { name: messages.toggle }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: messages.toggle })).toBeChecked());
    expect(screen.getByText(messages.on)).toBeInTheDocument();
    expect(await screen.findByText(messages.turnedOn)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: messages.toggle }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: messages.toggle })).not.toBeChecked());
    expect(sent).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it('say so on a store without them, which hides their link', async () => {
    const sent = remindersGateway({ offered: false });
    renderApp({ path: '/my-account/reorder-reminders' });
    expect(await screen.findByText(messages.notOffered)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: accountMessages.navigation });
    expect(within(nav).queryByRole('link', { name: messages.nav })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe("the reminder e-mail's unsubscribe page", { timeout: 20_000 }, () => {
  it('turns reminders off with one click, without a login', async () => {
    const sent = unsubscribeGateway();
    const { user } = renderApp({ path: '/reorder-reminders/unsubscribe?token=good' });
    // Opening the page changes nothing: mail scanners open links.
    const button = await screen.findByRole('button', { name: messages.unsubscribe });
    expect(sent).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.unsubscribed);
    expect(sent).toEqual([{ token: 'good' }]);
    expect(screen.getByRole('link', { name: messages.openSettings })).toHaveAttribute(
      'href',
      '/my-account/reorder-reminders',
    );
  });

  it('says when the link is not valid, and changes nothing', async () => {
    unsubscribeGateway();
    const { user } = renderApp({ path: '/reorder-reminders/unsubscribe?token=forged' });
    await user.click(await screen.findByRole('button', { name: messages.unsubscribe }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.reorderRemindersLink);
    expect(screen.queryByText(messages.unsubscribed)).not.toBeInTheDocument();
  });

  it('refuses a link without a token before sending anything', async () => {
    const sent = unsubscribeGateway();
    renderApp({ path: '/reorder-reminders/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.reorderRemindersLink);
    expect(screen.getByRole('button', { name: messages.unsubscribe })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
