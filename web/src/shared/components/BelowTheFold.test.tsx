import { act } from '@testing-library/react';
import { lazy, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { whenHydrated } from '../lib/hydration';
import { BelowTheFold } from './BelowTheFold';

/** Notes when it has hydrated (its effect ran). */
function Footer({ log }: { log: string[] }) {
  useEffect(() => {
    log.push('footer');
  }, [log]);
  return <button type="button">Contact us</button>;
}

/** Notes which parts had hydrated when the page was said to be ready. */
function Ready({ log }: { log: string[] }) {
  useEffect(() => whenHydrated(() => log.push('ready')), [log]);
  return null;
}

describe('a part below the fold', () => {
  it('keeps a server-rendered page from being ready until its code has arrived and it has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <BelowTheFold>
          <Footer log={[]} />
        </BelowTheFold>
        <Ready log={[]} />
      </main>,
    );
    document.body.append(container);
    let arrive: (component: { default: typeof Footer }) => void = () => {};
    const LazyFooter = lazy(() => new Promise<{ default: typeof Footer }>((resolve) => (arrive = resolve)));
    const log: string[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;

    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <main>
            <BelowTheFold>
              <LazyFooter log={log} />
            </BelowTheFold>
            <Ready log={log} />
          </main>,
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(log).toEqual([]);
    expect(container.textContent).toBe('Contact us');

    await act(async () => {
      arrive({ default: Footer });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(log).toEqual(['footer', 'ready']);
    act(() => root?.unmount());
    container.remove();
  });
});
