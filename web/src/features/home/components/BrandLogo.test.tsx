import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSystem } from '../../../app/theme';
import { BrandLogo } from './BrandLogoSlider';

function renderLogo() {
  return render(
    <ChakraProvider value={getSystem()}>
      <BrandLogo url="/media/brands/bellamar.svg" alt="" brandName="Bellamar Reserve" />
    </ChakraProvider>,
  );
}

describe('brand logo tile', () => {
  it('shows the brand’s name in the tile while its logo loads, the logo keeping its size', () => {
    renderLogo();

    expect(screen.getByText('Bellamar Reserve')).toBeVisible();
    const logo = screen.getByRole('img', { name: 'Bellamar Reserve' });
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '80');
  });

  it('replaces the name with the logo once it has loaded', () => {
    renderLogo();

    fireEvent.load(screen.getByRole('img', { name: 'Bellamar Reserve' }));

    expect(screen.queryByText('Bellamar Reserve')).toBeNull();
  });

  it('keeps the name when the logo cannot load', () => {
    renderLogo();

    fireEvent.error(screen.getByRole('img', { name: 'Bellamar Reserve' }));

    expect(screen.getByText('Bellamar Reserve')).toBeVisible();
  });
});
