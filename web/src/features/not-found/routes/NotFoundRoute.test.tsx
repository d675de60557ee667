import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../test/render';
import { notFoundMessages as messages } from '../../../shared/errors/messages';

describe('page not found', () => {
  it('answers an unknown address with Page Not Found and links to the homepage and to contact', async () => {
    renderApp({ path: '/no/such/page' });

    expect(await screen.findByRole('heading', { level: 1, name: messages.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: messages.contact })).toHaveAttribute('href', '/contact');
    // The page still has the store's header and footer around it.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
