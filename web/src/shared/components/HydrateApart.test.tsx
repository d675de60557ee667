import { act, render } from '@testing-library/react';
import { type ComponentType, lazy, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import indexHtml from '../../../index.html?raw';
import { replayHeldClicks, whenHydrated } from '../lib/hydration';
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

/** index.html's first script, as the browser runs it before any of the app's code (it holds early clicks). */
function runIndexHtmlScript() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  // jsdom runs no <script> element here: the script runs as the page's global code, by indirect eval.
  (0, eval)(script);
}

describe('a click on a part whose code has not arrived', () => {
  it('is held and replayed once, when the part has hydrated, instead of being lost', async () => {
    runIndexHtmlScript();
    const added: string[] = [];
    function AddToCart() {
      return (
        <button type="button" onClick={() => added.push('cigar')}>
          Add to cart
        </button>
      );
    }
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const LateAddToCart = lazy(
      () => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)),
    );
    const page = (Section: ComponentType) => (
      <main>
        <HydrateApart>
          <Section />
        </HydrateApart>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(AddToCart));
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, page(LateAddToCart));
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    container.querySelector('button')!.click();
    expect(added).toEqual([]);
    expect(container.querySelector('[data-hydrating]')).not.toBeNull();

    await act(async () => {
      arrive({ default: AddToCart });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(added).toEqual(['cigar']);
    expect(container.querySelector('[data-hydrating]')).toBeNull();

    container.querySelector('button')!.click();
    expect(added).toEqual(['cigar', 'cigar']);
    act(() => root?.unmount());
    container.remove();
  });

  it('is answered when made after the held ones were replayed, before React has rendered the part again', () => {
    runIndexHtmlScript();
    const part = document.createElement('div');
    part.setAttribute('data-hydrating', '');
    const button = document.createElement('button');
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    part.append(button);
    document.body.append(part);

    button.click();
    expect(clicks).toBe(0);
    replayHeldClicks(part);
    expect(clicks).toBe(1);
    // The part still holds its old mark in React's eyes: the click must not be held again.
    button.click();
    expect(clicks).toBe(2);
    part.remove();
  });
});
