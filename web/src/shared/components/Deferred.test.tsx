import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSystem } from '../../app/theme';
import { Deferred } from './Deferred';

describe('deferred content', () => {
  it('shows its content once mounted and leaves no placeholder behind', async () => {
    const { container } = render(
      <ChakraProvider value={getSystem()}>
        <p>Above the fold</p>
        <Deferred>
          <p>Below the fold</p>
        </Deferred>
      </ChakraProvider>,
    );

    expect(screen.getByText('Above the fold')).toBeInTheDocument();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
