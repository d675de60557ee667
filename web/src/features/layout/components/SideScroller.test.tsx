import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSystem } from '../../../app/theme';
import { hiddenSides, SideScroller } from './SideScroller';

/** jsdom lays nothing out: the row's widths are those a 390 px phone measures for the main menu. */
function measureAs(element: HTMLElement, size: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: size.scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: size.clientWidth });
}

function renderRow() {
  const view = render(
    <ChakraProvider value={getSystem()}>
      <SideScroller fadeColor="gray.900" hintColor="white">
        <ul>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/contact">Contact</a>
          </li>
        </ul>
      </SideScroller>
    </ChakraProvider>,
  );
  const scroller = screen.getByRole('list').parentElement!;
  const hint = (side: 'before' | 'after') => view.container.querySelector(`[data-scroll-hint="${side}"]`);
  return { scroller, hint };
}

describe('sideways-scrolling row', () => {
  it('hides nothing when the row fits, or when only a link’s padding (16 px or less) is out of sight', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 752, clientWidth: 752 })).toEqual({
      before: false,
      after: false,
    });
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 767, clientWidth: 752 })).toEqual({
      before: false,
      after: false,
    });
  });

  it('hides content after the visible part at the start, on both sides midway, and before it at the end', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 700, clientWidth: 200 })).toEqual({
      before: false,
      after: true,
    });
    expect(hiddenSides({ scrollLeft: 250, scrollWidth: 700, clientWidth: 200 })).toEqual({
      before: true,
      after: true,
    });
    expect(hiddenSides({ scrollLeft: 500, scrollWidth: 700, clientWidth: 200 })).toEqual({
      before: true,
      after: false,
    });
  });

  it('shows no hint before the row has been measured, nor when it fits', () => {
    const { hint } = renderRow();

    expect(hint('before')).toBeNull();
    expect(hint('after')).toBeNull();
  });

  it('shows a hint at the side with more, which moves to the other side when scrolled to the end', () => {
    const { scroller, hint } = renderRow();
    measureAs(scroller, { scrollWidth: 700, clientWidth: 200 });

    fireEvent.scroll(scroller);
    expect(hint('after')).toBeInTheDocument();
    expect(hint('after')).toHaveAttribute('aria-hidden', 'true');
    expect(hint('before')).toBeNull();

    scroller.scrollLeft = 500;
    fireEvent.scroll(scroller);
    expect(hint('after')).toBeNull();
    expect(hint('before')).toBeInTheDocument();
  });

  it('keeps the links reachable by name under the hint (the hint is decoration)', () => {
    const { scroller } = renderRow();
    measureAs(scroller, { scrollWidth: 700, clientWidth: 200 });
    fireEvent.scroll(scroller);

    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Contact']);
  });
});
