import { act, render } from '@testing-library/react';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { whenHydrated } from '../lib/hydration';
import { HydrateApart } from './HydrateApart';

/** Notes when its part has hydrated (its effect ran). */
function Part({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

/** Notes which parts had hydrated when the page was said to be ready. */
function Ready({ log }: { log: string[] }) {
  useEffect(() => whenHydrated(() => log.push('ready')), [log]);
  return null;
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <HydrateApart>
        <Part name="header" log={log} />
      </HydrateApart>
      <HydrateApart>
        <Part name="listing" log={log} />
        <HydrateApart>
          <Part name="card" log={log} />
        </HydrateApart>
      </HydrateApart>
      <Ready log={log} />
    </main>
  );
}

describe('parts hydrated apart', () => {
  it('says the server-rendered page is ready only after every part, nested ones too, has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    const log: string[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;

    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page log={log} />);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(log).toHaveLength(4);
    expect(log.at(-1)).toBe('ready');
    expect(container.textContent).toBe('headerlistingcard');
    act(() => root?.unmount());
    container.remove();
  });

  it('says a page the browser renders itself is ready once it has rendered', async () => {
    const log: string[] = [];
    render(<Page log={log} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(log).toHaveLength(4);
    expect(log.at(-1)).toBe('ready');
  });
});
