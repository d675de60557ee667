import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { sessionGateway, typename } from '../../../../test/session';
import { apiAccessMessages as messages } from '../messages';

const SECRET = 'wsk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

function apiKey(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    ...typename('ApiKey'),
    id,
    name,
    prefix: `wsk_${id.padStart(8, 'k')}`,
    scopes: ['CATALOG_READ'],
    createdAt: '2026-11-20T15:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

function apiKeyGateway(options: { notOffered?: boolean } = {}) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  let keys = [apiKey('1', 'Point of sale', { lastUsedAt: '2026-11-27T12:00:00.000Z' })];
  server.use(
    ...sessionGateway({ loggedIn: true }).handlers,
    gatewayApi.query('ApiAccessRouteQuery', () =>
      options.notOffered
        ? HttpResponse.json({
            data: { apiKeys: null },
            errors: [{ message: 'This store does not offer this.', extensions: { code: 'NOT_OFFERED' } }],
          })
        : HttpResponse.json({ data: { apiKeys: keys } }),
    ),
    gatewayApi.mutation('CreateApiKey', ({ variables }) => {
      sent.push({ operation: 'create', variables });
      const input = variables.input as { name: string; scopes: string[] };
      if (input.name === 'Taken') {
        return HttpResponse.json({
          data: {
            createApiKey: refused(
              'CreateApiKeyPayload',
              { apiKey: null, secret: null },
              userError('LIMIT_REACHED', 'You can have at most 10 API keys in use. Revoke one first.'),
            ),
          },
        });
      }
      const created = apiKey('2', input.name, { scopes: input.scopes });
      keys = [created, ...keys];
      return HttpResponse.json({
        data: { createApiKey: succeeded('CreateApiKeyPayload', { apiKey: created, secret: SECRET }) },
      });
    }),
    gatewayApi.mutation('RevokeApiKey', ({ variables }) => {
      sent.push({ operation: 'revoke', variables });
      const id = String(variables.id);
      keys = keys.filter((key) => key.id !== id);
      return HttpResponse.json({
        data: {
          revokeApiKey: succeeded('RevokeApiKeyPayload', {
            apiKey: { ...typename('ApiKey'), id },
          }),
        },
      });
    }),
  );
  return sent;
}

describe('API access', { timeout: 20_000 }, () => {
  it('lists the keys in use with their prefix, scopes, creation and last use', async () => {
    apiKeyGateway();
    renderApp({ path: '/my-account/api-access' });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Point of sale')).toBeInTheDocument();
    expect(within(row).getByText('wsk_kkkkkkk1…')).toBeInTheDocument();
    expect(within(row).getByText(messages.scopeLabels.CATALOG_READ)).toBeInTheDocument();
    expect(within(row).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(row).getByText('November 27, 2026')).toBeInTheDocument();
  });

  it('asks for a name, then at least one scope, before sending anything', async () => {
    const sent = apiKeyGateway();
    const { user } = renderApp({ path: '/my-account/api-access' });
    await user.click(await screen.findByRole('button', { name: messages.create }));
    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.scopesRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(messages.name))).toHaveFocus();

    await user.type(screen.getByLabelText(new RegExp(messages.name)), 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: messages.create }));
    expect(await screen.findByText(messages.nameTooLong)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates a key and shows its secret once, with a warning and a copy button', async () => {
    const sent = apiKeyGateway();
    const { user } = renderApp({ path: '/my-account/api-access' });
    await user.type(await screen.findByLabelText(new RegExp(messages.name)), ' ERP ');
    await user.click(screen.getByRole('checkbox', { name: messages.scopeLabels.ORDERS_WRITE }));
    await user.click(screen.getByRole('checkbox', { name: messages.scopeLabels.CATALOG_READ }));
    await user.click(screen.getByRole('button', { name: messages.create }));

    const secret = await screen.findByRole('region', { name: messages.secret.title });
    expect(within(secret).getByText(SECRET)).toBeInTheDocument();
    expect(within(secret).getByRole('alert')).toHaveTextContent(messages.secret.warning);
    expect(sent).toEqual([
      {
        operation: 'create',
        variables: { input: { name: 'ERP', scopes: ['CATALOG_READ', 'ORDERS_WRITE'] } },
      },
    ]);
    await user.click(within(secret).getByRole('button', { name: messages.secret.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(secret).getByRole('button', { name: messages.secret.copied })).toBeInTheDocument();

    expect(within(screen.getByRole('table')).getByText('ERP')).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: messages.secret.done }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.create })).toBeInTheDocument();
  });

  it('shows the store refusal of a new key, and keeps the form', async () => {
    apiKeyGateway();
    const { user } = renderApp({ path: '/my-account/api-access' });
    await user.type(await screen.findByLabelText(new RegExp(messages.name)), 'Taken');
    await user.click(screen.getByRole('checkbox', { name: messages.scopeLabels.ORDERS_READ }));
    await user.click(screen.getByRole('button', { name: messages.create }));
    expect(
      await screen.findByText('You can have at most 10 API keys in use. Revoke one first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: messages.secret.title })).not.toBeInTheDocument();
  });

  it('revokes a key only once the dialog is confirmed, and takes it off the list', async () => {
    const sent = apiKeyGateway();
    const { user } = renderApp({ path: '/my-account/api-access' });
    const revoke = await screen.findByRole('button', { name: messages.revokeKey('Point of sale') });
    await user.click(revoke);
    const dialog = await screen.findByRole('alertdialog', { name: messages.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.revokeCancel }));
    expect(sent).toEqual([]);

    await user.click(revoke);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: messages.revokeConfirm }),
    );
    await waitFor(() => expect(screen.getByText(messages.noKeys)).toBeInTheDocument());
    expect(sent).toEqual([{ operation: 'revoke', variables: { id: '1' } }]);
  });

  it('says so when the store does not offer API keys', async () => {
    apiKeyGateway({ notOffered: true });
    renderApp({ path: '/my-account/api-access' });
    expect(await screen.findByText(messages.notOffered)).toBeInTheDocument();
  });
});
