import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HomePage } from './pages/catalog.js';
import { Header } from './pages/common.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Journey, useJourney } from './support/journey.js';

// Journey 13: the header on phones (issue 33 item 4). At 360, 375, 390 and 414 px, as a visitor and as a logged-in
// customer (whose top bar also has My account, Quick order, Wishlist and Logout), every element of the header
// either fits the screen or sits in a row that scrolls sideways far enough to show it whole. Cut off at the right
// edge ("PREMIUM CI…", Logout half hidden) is what this catches.

const widths = [360, 375, 390, 414] as const;

/** A header element that ends beyond the screen with no scrolling row to bring it into view. */
interface CutOff {
  element: string;
  text: string;
  left: number;
  right: number;
}

/**
 * Every visible element of the header whose box ends past the right edge of the screen, unless a row that scrolls
 * sideways holds it, lies within the screen itself, and is wide enough to show it whole.
 */
async function cutOffHeaderElements(page: Page): Promise<CutOff[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const header = document.querySelector('header');
    if (!header) throw new Error('The page has no header.');
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
    };
    /** Whether `scroller`, itself on screen, can scroll to show `box` (measured now) whole. */
    const canScrollIntoView = (scroller: Element, box: DOMRect) => {
      const frame = scroller.getBoundingClientRect();
      if (frame.left < -0.5 || frame.right > viewport + 0.5) return false;
      // The box's place in the scroller's content, which scrolling moves under its window.
      const start = box.left - frame.left + scroller.scrollLeft;
      const end = box.right - frame.left + scroller.scrollLeft;
      return start >= -0.5 && end <= scroller.scrollWidth + 0.5 && box.width <= scroller.clientWidth + 0.5;
    };
    // What a person sees and uses: text, pictures and controls (a row wider than the screen is fine while it
    // scrolls: what it holds is checked).
    const seen = (element: Element) =>
      element.matches('a, button, input, select, img, svg') ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const found: CutOff[] = [];
    for (const element of header.querySelectorAll('*')) {
      if (!seen(element)) continue;
      const box = element.getBoundingClientRect();
      // Nothing drawn: not rendered, or visually hidden for screen readers (a 1 px clipped box).
      if (box.width <= 1 || box.height <= 1) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (box.right <= viewport + 0.5) continue;
      let scroller = element.parentElement;
      while (scroller && scroller !== header.parentElement && !scrollsSideways(scroller))
        scroller = scroller.parentElement;
      if (scroller && scrollsSideways(scroller) && canScrollIntoView(scroller, box)) continue;
      const label =
        element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      found.push({
        element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`,
        text: label.replace(/\s+/g, ' '),
        left: Math.round(box.left),
        right: Math.round(box.right),
      });
    }
    return found;
  });
}

async function checkHeader(journey: Journey, who: 'visitor' | 'customer'): Promise<void> {
  const { page } = journey;
  const header = new Header(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await new HomePage(page).open();
    // The category menu's button is enabled once its menu has loaded; a customer's top bar has their menu.
    await expect.poll(() => header.allCategories.isEnabled()).toBe(true);
    if (who === 'customer') await header.accountMenu.getByRole('button', { name: 'Logout' }).waitFor();
    else await header.signIn.waitFor();
    await page.waitForTimeout(200); // the scroll hints measure their rows after the first paint
    const cut = await cutOffHeaderElements(page);
    expect(cut, `header elements cut off at ${width} px as a ${who}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `page width at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await journey.shot(`header-${width}-${who}`);
  }
  // The last width's header, checked by axe: the scroll hints and rows must not cost anyone anything.
  const findings = await seriousViolations(page);
  expect(describeFindings(findings), `axe on the home page at ${widths.at(-1)} px`).toEqual([]);
}

describe('the header on a phone, from 360 to 414 px wide', () => {
  describe('for a visitor', () => {
    const journey = useJourney({ name: '13-phone-header', viewport: 'mobile' });
    it('fits every header element on the screen, or lets its row scroll it into view', async () => {
      await checkHeader(journey, 'visitor');
    });
  });

  describe('for a logged-in customer', () => {
    const journey = useJourney({
      name: '13-phone-header',
      viewport: 'mobile',
      buyer: { key: 'phone-header', loggedIn: true },
    });
    it('fits every header element on the screen, or lets its row scroll it into view', async () => {
      await checkHeader(journey, 'customer');
    });

    it('scrolls the top bar to show Logout whole, and the category row to show its last link whole', async () => {
      const { page } = journey;
      await page.setViewportSize({ width: 360, height: 800 });
      const header = new Header(page);
      await new HomePage(page).open();
      const whole = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 360;
      };
      const logout = header.accountMenu.getByRole('button', { name: 'Logout' });
      expect(await whole(logout), 'Logout before scrolling').toBe(false);
      await logout.scrollIntoViewIfNeeded();
      await expect.poll(() => whole(logout), { message: 'Logout whole on screen' }).toBe(true);
      // By keyboard: the menu bar scrolls the focused link into view.
      const lastLink = header.mainMenu.getByRole('link', { name: 'Tobacco Accessories' });
      expect(await whole(lastLink), 'TOBACCO ACCESSORIES before it has the focus').toBe(false);
      await lastLink.focus();
      await expect.poll(() => whole(lastLink), { message: 'TOBACCO ACCESSORIES whole on screen' }).toBe(true);
      await journey.shot('header-360-scrolled');
    });
  });
});
