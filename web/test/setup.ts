import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Registers the expect(control).toHaveErrorMessage(message) matcher.
import './forms';

import { toaster } from '../src/shared/components/toaster';
import { server } from './msw/server';

// Browser APIs that jsdom lacks and Chakra UI's menus and dialogs call. Minimal: nothing ever matches, resizes,
// intersects or scrolls.
function provide<T extends object, K extends keyof T>(target: T, key: K, value: T[K]) {
  if (!(key in target)) Object.defineProperty(target, key, { value, configurable: true, writable: true });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

provide(window, 'matchMedia', (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
}));
provide(window, 'ResizeObserver', NoopObserver as unknown as typeof ResizeObserver);
provide(window, 'IntersectionObserver', NoopObserver as unknown as typeof IntersectionObserver);
provide(Element.prototype, 'scrollTo', () => {});
provide(Element.prototype, 'scrollIntoView', () => {});
// jsdom has window.scrollTo, but only to report "not implemented".
window.scrollTo = () => {};

// Lazy routes load their code on first visit; on a busy machine that can take more than the default second (a
// staff screen's first import took over 5 s beside other suites on 2 cores). A wait that succeeds returns as soon as
// it can, so only a failing test waits this long.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The tests of a file share its document: nothing a test added to the page outlives it.
  document.body.replaceChildren();
  server.resetHandlers();
  localStorage.clear();
  // Cookies the app writes itself (the age confirmation): expired, so each test starts as a new visitor.
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  // The toaster is one store for the whole app: a toast left by one test must not be found by the next.
  toaster.remove();
});
afterAll(() => server.close());
