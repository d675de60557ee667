import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { store } from '../../../shared/config/store';
import { footerMessages as messages } from '../messages';

describe('footer', { timeout: 20_000 }, () => {
  it("shows the support hours in the spec's words and how to reach the store", async () => {
    renderApp();

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Working 9:00 AM - 6:00 PM (EST), Mon - Fri')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: store.phone })).toHaveAttribute(
      'href',
      'tel:+12015550142',
    );
    expect(within(footer).getByRole('link', { name: store.email })).toHaveAttribute(
      'href',
      `mailto:${store.email}`,
    );
  });

  it('links About Us, the Privacy Policy, the Terms and Conditions and Contact Us from every page', async () => {
    renderApp({ path: '/product-category/premium-cigar' });

    const footer = await screen.findByRole('contentinfo');
    const pages = within(footer).getByRole('navigation', { name: messages.pagesNavigation });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('shows the delivery and discount boxes', async () => {
    renderApp();

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: messages.deliveryTitle })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: messages.discountTitle })).toBeInTheDocument();
  });

  it('shows the banner image when the store has one', async () => {
    server.use(
      gatewayApi.query('FooterQuery', () =>
        HttpResponse.json({
          data: {
            home: {
              __typename: 'Home',
              footerBanner: {
                __typename: 'Image',
                url: '/storage/banners/footer.jpg',
                alt: 'Premium cigars',
              },
            },
          },
        }),
      ),
    );
    renderApp();

    const footer = await screen.findByRole('contentinfo');
    const banner = await within(footer).findByRole('img', { name: 'Premium cigars' });
    expect(banner).toHaveAttribute('src', '/storage/banners/footer.jpg');
    expect(banner).toHaveAttribute('loading', 'lazy');
    // Its words are text over the picture.
    expect(within(footer).getByText(messages.bannerHeadline)).toBeVisible();
    expect(within(footer).getByText(messages.bannerSubtitle)).toBeVisible();
  });
});
