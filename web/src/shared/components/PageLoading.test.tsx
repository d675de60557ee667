import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PageLoading } from './PageLoading';

describe('page loading', () => {
  it('is a status that reads "Loading page", with the spinner hidden from assistive technology', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <PageLoading />
      </ChakraProvider>,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading page');
    expect(status.querySelector('.chakra-spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(status.querySelector('[aria-label]')).toBeNull();
  });
});
