import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buyAgainItem, money, product } from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { buyAgainMessages, productCardMessages } from '../../../shared/product/messages';
import { accountMessages } from '../messages';

function answerBuyAgain(items: ReturnType<typeof buyAgainItem>[]) {
  server.use(
    gatewayApi.query('DashboardBuyAgainQuery', () =>
      HttpResponse.json({ data: { home: { __typename: 'Home', buyAgain: items } } }),
    ),
  );
}

describe('the dashboard', { timeout: 20_000 }, () => {
  it('shows what the buyer orders most, each with its last order date and usual quantity', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    answerBuyAgain([buyAgainItem(product('8', 'Padron 2000', { price: money('9.00') }))]);
    renderApp({ path: '/my-account' });

    const buyAgain = await screen.findByRole('region', { name: buyAgainMessages.title });
    const card = within(buyAgain).getByRole('article', { name: 'Padron 2000' });
    expect(within(card).getByRole('heading', { level: 4, name: 'Padron 2000' })).toBeInTheDocument();
    expect(within(card).getByText(buyAgainMessages.lastOrdered('November 2, 2026'))).toBeInTheDocument();
    expect(within(card).getByText(buyAgainMessages.usually(4, 3))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: productCardMessages.addToCart })).toBeEnabled();
  });

  it('leaves Buy again out for a buyer who has not ordered yet', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    renderApp({ path: '/my-account' });

    expect(await screen.findByRole('button', { name: accountMessages.logout })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: buyAgainMessages.title })).not.toBeInTheDocument();
  });
});
