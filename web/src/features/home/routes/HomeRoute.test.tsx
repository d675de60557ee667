import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  brand,
  buyAgainItem,
  categoryRef,
  emptyHome,
  money,
  product,
} from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { commerceMessages } from '../../../shared/commerce/messages';
import { buyAgainMessages } from '../../../shared/product/messages';
import { productCardMessages, productMessages } from '../../catalog/messages';
import { answerAddToCart, typeQuantity } from '../../catalog/testing/quantity';
import { headerMessages } from '../../layout/messages';
import { homeMessages as messages } from '../messages';

const image = (url: string, alt: string) => ({ __typename: 'Image' as const, url, alt });

const home = {
  ...emptyHome,
  slides: [
    {
      __typename: 'HeroSlide',
      id: 's1',
      image: image('/storage/sliders/1.jpg', 'Summer cigars'),
      headline: 'Premium cigars for your humidor',
      subtitle: 'Boxes shipped from New Jersey',
    },
    {
      __typename: 'HeroSlide',
      id: 's2',
      image: image('/storage/sliders/2.jpg', 'New arrivals'),
      headline: null,
      subtitle: null,
    },
  ],
  promo: {
    __typename: 'Promo',
    image: image('/storage/home/promo.jpg', 'Arturo Fuente premium cigars'),
    categorySlug: 'premium-cigar',
    brand: { __typename: 'Brand', id: 'b1', name: 'Arturo Fuente' },
  },
  recommended: [product('1', 'Hemingway Classic'), product('2', 'Opus X'), product('3', 'Don Carlos')],
  promoted: [product('4', 'Promoted Robusto')],
  categoryRows: [
    {
      __typename: 'CategoryRow',
      category: categoryRef('1', 'premium-cigar', 'Premium Cigars'),
      products: [product('5', 'Padron 1964'), product('6', 'Oliva Serie V')],
    },
    {
      __typename: 'CategoryRow',
      category: categoryRef('3', 'cigarillos', 'Cigarillos'),
      products: [product('7', 'Swisher Sweets')],
    },
  ],
  brandLogos: [
    {
      __typename: 'BrandLogo',
      id: 'l1',
      image: image('/storage/logos/1.png', 'Arturo Fuente'),
      brand: brand('b1', 'Arturo Fuente'),
      categorySlug: 'premium-cigar',
    },
    {
      __typename: 'BrandLogo',
      id: 'l2',
      image: image('/storage/logos/2.png', 'Padron'),
      brand: brand('b2', 'Padron'),
      categorySlug: null,
    },
  ],
};

function answerHome(content: object) {
  server.use(gatewayApi.query('HomeRouteQuery', () => HttpResponse.json({ data: { home: content } })));
}

async function findRecommendedCard(name: string) {
  const recommended = await screen.findByRole('region', { name: messages.recommended });
  return within(recommended).getByRole('article', { name });
}

describe('home page', { timeout: 20_000 }, () => {
  it('shows the hero slider, the promotion, the recommended products and the banner', async () => {
    answerHome(home);
    renderApp({ path: '/' });

    const recommended = await screen.findByRole('region', { name: messages.recommended });
    expect(
      within(recommended)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Hemingway Classic', 'Opus X', 'Don Carlos']);
    const slider = screen.getByRole('region', { name: messages.heroSlider });
    expect(within(slider).getByRole('img')).toHaveAccessibleName('Summer cigars');
    expect(screen.getByRole('link', { name: 'Arturo Fuente premium cigars' })).toHaveAttribute(
      'href',
      '/product-brand/b1?categoryId=premium-cigar&name=Arturo+Fuente',
    );
    expect(await screen.findByText(messages.saveBanner)).toBeInTheDocument();
  });

  it('watches the session once for the whole page, however many product cards it shows', async () => {
    answerHome(home);
    const { client } = renderApp({ path: '/' });

    await findRecommendedCard('Hemingway Classic');
    const watching = [...client.getObservableQueries('active').values()].map((query) => query.queryName);
    expect(watching.filter((name) => name === 'SessionQuery')).toHaveLength(1);
  });

  it("shows a row per category with 'view more' to the category's shop", async () => {
    answerHome(home);
    renderApp({ path: '/' });

    const premium = await screen.findByRole('region', { name: 'Premium Cigars' });
    // Below the fold: the cards render right after the first paint.
    expect(await within(premium).findAllByRole('article')).toHaveLength(2);
    expect(
      within(premium).getByRole('link', { name: messages.viewMoreLabel('Premium Cigars') }),
    ).toHaveAttribute('href', '/product-category/premium-cigar');
    expect(screen.getByRole('link', { name: messages.viewMoreLabel('Cigarillos') })).toHaveAttribute(
      'href',
      '/product-category/cigarillos',
    );
  });

  it("links each brand logo to the brand's shop", async () => {
    answerHome(home);
    renderApp({ path: '/' });

    const brands = await screen.findByRole('region', { name: messages.brands });
    expect(within(brands).getByRole('link', { name: 'Arturo Fuente' })).toHaveAttribute(
      'href',
      '/product-brand/b1?categoryId=premium-cigar&name=Arturo+Fuente',
    );
    expect(within(brands).getByRole('link', { name: 'Padron' })).toHaveAttribute(
      'href',
      '/product-brand/b2?name=Padron',
    );
  });

  it('links each product card to its detail page and hides prices from visitors', async () => {
    answerHome(home);
    renderApp({ path: '/' });

    const recommended = await screen.findByRole('region', { name: messages.recommended });
    expect(within(recommended).getByRole('link', { name: 'Opus X' })).toHaveAttribute(
      'href',
      '/product/2/opus-x',
    );
    expect(within(recommended).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('gives each recommended card a quantity box from 1 to 28, or to a lower stock or purchase limit', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    const price = money('10.00');
    answerHome({
      ...home,
      recommended: [
        product('1', 'Hemingway Classic', { stock: 500, price }),
        product('2', 'Opus X', { stock: 500, purchaseLimit: 6, price }),
        product('3', 'Don Carlos', { stock: 2, price }),
      ],
    });
    const { user } = renderApp({ path: '/' });

    const hemingway = await findRecommendedCard('Hemingway Classic');
    const quantity = within(hemingway).getByRole('spinbutton', { name: productMessages.quantity });
    const decrease = within(hemingway).getByRole('button', { name: productMessages.decreaseQuantity });
    const increase = within(hemingway).getByRole('button', { name: productMessages.increaseQuantity });
    expect(quantity).toHaveValue('1');
    expect(decrease).toBeDisabled();

    await typeQuantity(user, hemingway, '99');
    expect(quantity).toHaveValue('28');
    expect(increase).toBeDisabled();
    await user.click(quantity);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(quantity).toHaveValue('26');
    await user.click(increase);
    expect(quantity).toHaveValue('27');

    expect(await typeQuantity(user, await findRecommendedCard('Opus X'), '99')).toHaveValue('6');
    expect(await typeQuantity(user, await findRecommendedCard('Don Carlos'), '99')).toHaveValue('2');
  });

  it('has no quantity box on the cards of the category rows', async () => {
    answerHome(home);
    renderApp({ path: '/' });

    const premium = await screen.findByRole('region', { name: 'Premium Cigars' });
    // Below the fold: the cards render right after the first paint.
    expect(await within(premium).findAllByRole('article')).toHaveLength(2);
    expect(within(premium).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('adds the quantity chosen on a recommended card to the cart, and the header count rises by it', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    answerHome({ ...home, recommended: [product('2', 'Opus X', { stock: 50, price: money('12.50') })] });
    const added = answerAddToCart();
    const { user } = renderApp({ path: '/' });

    const card = await findRecommendedCard('Opus X');
    expect(await screen.findByRole('link', { name: headerMessages.cart(0) })).toBeInTheDocument();
    await typeQuantity(user, card, '4');
    await user.click(within(card).getByRole('button', { name: productCardMessages.addToCart }));

    expect(await screen.findByText(commerceMessages.addedToCart)).toBeInTheDocument();
    expect(added).toEqual([{ productId: '2', quantity: 4 }]);
    expect(await screen.findByRole('link', { name: headerMessages.cart(4) })).toBeInTheDocument();
  });

  it('offers a visitor Log in and Apply for a wholesale account on a recommended card, with no quantity to choose', async () => {
    answerHome({ ...home, recommended: [product('2', 'Opus X', { stock: 50 })] });
    const added = answerAddToCart();
    renderApp({ path: '/' });

    const card = await findRecommendedCard('Opus X');
    expect(within(card).getByRole('link', { name: productCardMessages.login })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(card).getByRole('link', { name: productCardMessages.apply })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(card).queryByRole('button', { name: productCardMessages.addToCart })).toBeNull();
    expect(within(card).queryByRole('spinbutton')).toBeNull();
    expect(added).toEqual([]);
  });

  it('shows promoted products only to logged-in customers', async () => {
    answerHome({ ...home, promoted: [product('4', 'Promoted Robusto', { price: money('12.50') })] });
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    renderApp({ path: '/' });

    const promoted = await screen.findByRole('region', { name: messages.promoted });
    expect(within(promoted).getByRole('link', { name: 'Promoted Robusto' })).toBeInTheDocument();
    expect(within(promoted).getByText('$12.50')).toBeInTheDocument();
  });

  it('shows a logged-in buyer what they order most, with the last order date, and adds their usual quantity', async () => {
    answerHome({
      ...home,
      buyAgain: [
        buyAgainItem(product('8', 'Padron 2000', { price: money('9.00'), stock: 40 })),
        buyAgainItem(product('9', 'Romeo Reserva', { price: money('7.25'), stock: 2 }), {
          usualQuantity: 5,
          timesOrdered: 1,
        }),
      ],
    });
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    const added = answerAddToCart();
    const { user } = renderApp({ path: '/' });

    const buyAgain = await screen.findByRole('region', { name: buyAgainMessages.title });
    const padron = within(buyAgain).getByRole('article', { name: 'Padron 2000' });
    expect(within(padron).getByText('$9.00')).toBeInTheDocument();
    expect(within(padron).getByText(buyAgainMessages.lastOrdered('November 2, 2026'))).toBeInTheDocument();
    expect(within(padron).getByText(buyAgainMessages.usually(4, 3))).toBeInTheDocument();
    // The usual quantity is kept within the stock.
    const romeo = within(buyAgain).getByRole('article', { name: 'Romeo Reserva' });
    expect(within(romeo).getByRole('spinbutton', { name: productMessages.quantity })).toHaveValue('2');

    await user.click(within(padron).getByRole('button', { name: productCardMessages.addToCart }));
    expect(await screen.findByText(commerceMessages.addedToCart)).toBeInTheDocument();
    expect(added).toEqual([{ productId: '8', quantity: 4 }]);
  });

  it('never shows Buy again to a visitor', async () => {
    answerHome({ ...home, buyAgain: [buyAgainItem(product('8', 'Padron 2000'))] });
    renderApp({ path: '/' });
    await screen.findByRole('region', { name: messages.recommended });
    expect(screen.queryByRole('region', { name: buyAgainMessages.title })).not.toBeInTheDocument();
  });

  it('hides Buy again when the buyer has nothing to buy again', async () => {
    answerHome(home);
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    renderApp({ path: '/' });
    await screen.findByRole('region', { name: messages.promoted });
    expect(screen.queryByRole('region', { name: buyAgainMessages.title })).not.toBeInTheDocument();
  });

  it('has no promoted carousel for visitors', async () => {
    answerHome(home);
    renderApp({ path: '/' });

    await screen.findByRole('region', { name: messages.recommended });
    expect(screen.queryByRole('region', { name: messages.promoted })).not.toBeInTheDocument();
  });

  it('moves the hero slider with its buttons and the arrow keys, wrapping at the ends', async () => {
    answerHome(home);
    const { user } = renderApp({ path: '/' });

    const slider = await screen.findByRole('region', { name: messages.heroSlider });
    const shownSlide = () => within(slider).getByRole('img');
    expect(shownSlide()).toHaveAccessibleName('Summer cigars');

    // The headline and subtitle are text over the picture; a slide without them shows the picture alone.
    const [first, second] = within(slider).getAllByRole('group', { hidden: true });
    expect(first).toHaveTextContent('Premium cigars for your humidor');
    expect(first).toHaveTextContent('Boxes shipped from New Jersey');
    expect(second).toHaveTextContent('');

    await user.click(within(slider).getByRole('button', { name: messages.nextSlide }));
    expect(shownSlide()).toHaveAccessibleName('New arrivals');

    await user.click(within(slider).getByRole('button', { name: messages.nextSlide }));
    expect(shownSlide()).toHaveAccessibleName('Summer cigars');

    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(shownSlide()).toHaveAccessibleName('New arrivals');
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('Summer cigars');
  });

  it("shows 'Loading...' until the home content arrives", async () => {
    answerHome(home);
    renderApp({ path: '/' });

    expect(screen.getByText(messages.loading)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: messages.recommended })).toBeInTheDocument();
    expect(screen.queryByText(messages.loading)).not.toBeInTheDocument();
  });
});
