import type { FormattedExecutionResult } from 'graphql';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { brand, product, productPage } from '../../../../test/fixtures/catalog';
import { categories } from '../../../../test/fixtures/categories';
import { approvedViewer } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import type { Operation } from '../../../../server/types';
import { renderPage } from '../../../entry-server';
import { productCardMessages, shopMessages as messages } from '../messages';

/** The gateway's part: runs the page's operations (here answered by the network mocks). */
async function execute(operation: Operation): Promise<FormattedExecutionResult> {
  const response = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operation),
  });
  return (await response.json()) as FormattedExecutionResult;
}

async function renderShop(url: string) {
  const page = await renderPage({
    url,
    cookie: 'olderThanTwentyOne=true',
    execute,
    signal: AbortSignal.timeout(20_000),
  });
  if (!page) throw new Error(`${url} was left to the browser.`);
  return page.html;
}

/** Answers the category shop and records the variables of every request. */
function answerShop() {
  const requests: Array<Record<string, unknown>> = [];
  server.use(
    gatewayApi.query('CategoryShopRouteQuery', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: {
          category: categories[0],
          brands: [brand('b1', 'Arturo Fuente')],
          products: productPage([product('1', 'Hemingway Classic')]),
        },
      });
    }),
  );
  return requests;
}

const sharedLink = '/product-category/premium-cigar?minPrice=10&maxPrice=99&sort=price-asc';

describe('a shop page rendered on the server', () => {
  it("renders a visitor's shared link without its prices: no price variables, no price filter, a login link", async () => {
    const requests = answerShop();

    const html = await renderShop(sharedLink);

    expect(requests).toEqual([
      {
        slug: 'premium-cigar',
        filter: { categorySlugs: ['premium-cigar'] },
        sort: 'DEFAULT',
        page: 1,
        perPage: 12,
      },
    ]);
    expect(html).toContain('Hemingway Classic');
    expect(html).toContain(messages.priceLoginHint);
    expect(html).toContain(productCardMessages.priceLoginHint);
    expect(html).not.toContain(messages.minPrice);
    expect(html).not.toContain(messages.sortLowToHigh);
  });

  it("renders the same page for every visitor, the cards' login links included (the gateway shares it)", async () => {
    answerShop();

    const first = await renderShop(sharedLink);
    const second = await renderShop(sharedLink);

    expect(first).toContain(productCardMessages.priceLoginHint);
    expect(second).toBe(first);
  });

  it("renders a customer's shared link with its price filter and sort, asked for once", async () => {
    server.use(
      gatewayApi.query('SessionQuery', () =>
        HttpResponse.json({ data: { viewer: { __typename: 'Customer', ...approvedViewer } } }),
      ),
      gatewayApi.query('CartCountQuery', () =>
        HttpResponse.json({ data: { cart: { __typename: 'Cart', id: 'cart', totalQuantity: 0 } } }),
      ),
    );
    const requests = answerShop();

    const html = await renderShop(sharedLink);

    expect(requests).toEqual([
      {
        slug: 'premium-cigar',
        filter: { categorySlugs: ['premium-cigar'], minPrice: '10', maxPrice: '99' },
        sort: 'PRICE_LOW_TO_HIGH',
        page: 1,
        perPage: 12,
      },
    ]);
    expect(html).toContain(messages.minPrice);
    expect(html).toContain(messages.sortLowToHigh);
    expect(html).not.toContain(messages.priceLoginHint);
  });
});
