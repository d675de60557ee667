import { describe, expect, it } from 'vitest';

import { logosInView, logosPerStep } from './BrandLogoSlider';

describe('brand logo slider layout', () => {
  it('shows 8 logos moving 2 at a time when there are more than 7', () => {
    expect(logosInView(12, 1280)).toBe(8);
    expect(logosPerStep(12, 8)).toBe(2);
  });

  it('shows every logo when there are 7 or fewer', () => {
    expect(logosInView(7, 1280)).toBe(7);
    expect(logosInView(3, 1280)).toBe(3);
  });

  it('shows 4 up to 1024 px, 3 up to 600 px and 2 up to 480 px', () => {
    expect(logosInView(12, 1024)).toBe(4);
    expect(logosInView(12, 600)).toBe(3);
    expect(logosInView(12, 480)).toBe(2);
    expect(logosInView(12, 320)).toBe(2);
    expect(logosInView(1, 320)).toBe(1);
  });
});
