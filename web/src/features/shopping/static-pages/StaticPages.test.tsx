import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../test/render';
import { store } from '../../../shared/config/store';

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('static pages', { timeout: 30_000 }, () => {
  it('About Us presents the New Jersey distributor, in business since 2023, whom it serves and its hours', async () => {
    renderApp({ path: '/about-us' });

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(/based in New Jersey\. We have been in business since 2023/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we serve' })).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday from 9:00 AM to 6:00 PM \(EST\)\.$/)).toBeInTheDocument();
  });

  it('the Privacy Policy covers age, US-only use, data, California requests, access and contact', async () => {
    renderApp({ path: '/privacy-policy' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const page = within(screen.getByRole('article'));
    expect(
      page.getByText(/under 21 years of age, or under the legal smoking age in their state/),
    ).toBeInTheDocument();
    expect(page.getByText(/located in the United States/)).toBeInTheDocument();
    for (const heading of [
      'Information we collect',
      'How we use your information',
      'How we share your information',
      'How we protect your information',
      'Your California privacy rights',
      'Accessing your information',
    ]) {
      expect(page.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(page.getByText(/we will answer within thirty days/)).toBeInTheDocument();
    expect(page.getByText(/open a support ticket/)).toBeInTheDocument();
    expect(page.getByText(new RegExp(store.email))).toBeInTheDocument();
  });

  it('the Terms and Conditions have the 20 numbered sections in order, under United States law', async () => {
    renderApp({ path: '/terms-and-conditions' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    const page = within(screen.getByRole('article'));
    const headings = page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Section 1 – Online store terms',
      'Section 2 – General conditions',
      'Section 3 – Accuracy, completeness and timeliness of information',
      'Section 4 – Modifications to the service and prices',
      'Section 5 – Products or services',
      'Section 6 – Accuracy of billing and account information',
      'Section 7 – Optional tools',
      'Section 8 – Third-party links',
      'Section 9 – User comments, feedback and other submissions',
      'Section 10 – Personal information',
      'Section 11 – Errors, inaccuracies and omissions',
      'Section 12 – Prohibited uses',
      'Section 13 – Disclaimer of warranties; limitation of liability',
      'Section 14 – Indemnification',
      'Section 15 – Severability',
      'Section 16 – Termination',
      'Section 17 – Entire agreement',
      'Section 18 – Governing law',
      'Section 19 – Changes to terms of service',
      'Section 20 – Contact information',
    ]);
    expect(
      page.getByText(/governed by and construed in accordance with the laws of the United States/),
    ).toBeInTheDocument();
    expect(
      page.getByText(new RegExp(`by phone at ${store.phone.replace(/[()]/g, '\\$&')}`)),
    ).toBeInTheDocument();
  });
});
