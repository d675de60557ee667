// @ts-check
// A thread that renders the web app's pages for the gateway (render-threads.ts starts it). Plain JavaScript: a
// thread loads its file with Node alone, as it is in src/ (tests, `npm run dev`) and in dist/ (`npm start`).
//
// It loads the web app's server entry (workerData.entry, a file URL) and what it renders with, then renders the pages the gateway's thread
// sends it, several at a time: a page waits for its data most of the time. Each GraphQL operation of a page goes
// back to the gateway's thread, which runs it as the visitor who asked for the page.
//
// Messages from the gateway's thread:
//   { type: 'render', id, url, cookie }         render this page
//   { type: 'abort', id }                       the page is out of time
//   { type: 'executed', id, call, result }      an operation's answer
//   { type: 'executed', id, call, error }       an operation that could not run ({ name, message, stack })
// Messages to it:
//   { type: 'execute', id, call, operation }    run this operation for page `id`
//   { type: 'rendered', id, page }              the page (undefined: the browser renders it)
//   { type: 'failed', id, error }               the page could not be rendered ({ name, message, stack })
//
// Messages that arrive while the entry loads wait in the port: the listener below starts it.

import { parentPort, workerData } from 'node:worker_threads';

/** @import { FormattedExecutionResult } from 'graphql' */
/** @import { RenderRequest, WebRenderer } from 'web/server' */
/** @typedef {{ resolve: (result: FormattedExecutionResult) => void, reject: (error: unknown) => void }} Call */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {WebRenderer} */
const renderer = await import(/** @type {{ entry: string }} */ (workerData).entry);
// The app itself, when the entry leaves it to the first render: no page's budget is spent loading it.
await renderer.prepare?.();

/**
 * The pages being rendered, by id: each with its abort controller and its operations waiting for an answer.
 * @type {Map<number, { controller: AbortController, calls: Map<number, Call> }>}
 */
const pages = new Map();

port.on('message', (/** @type {Record<string, any>} */ message) => {
  const page = pages.get(message.id);
  switch (message.type) {
    case 'render':
      void render(message.id, message.url, message.cookie);
      break;
    case 'abort':
      page?.controller.abort(new DOMException('The page ran out of time.', 'TimeoutError'));
      break;
    case 'executed': {
      const call = page?.calls.get(message.call);
      page?.calls.delete(message.call);
      if ('error' in message) call?.reject(Object.assign(new Error(message.error.message), message.error));
      else call?.resolve(message.result);
      break;
    }
  }
});

/**
 * @param {number} id
 * @param {string} url
 * @param {string | undefined} cookie
 */
async function render(id, url, cookie) {
  const controller = new AbortController();
  /** @type {Map<number, Call>} */
  const calls = new Map();
  pages.set(id, { controller, calls });
  let nextCall = 0;
  /** @type {RenderRequest['execute']} */
  const execute = (operation) =>
    new Promise((resolve, reject) => {
      const call = nextCall++;
      calls.set(call, { resolve, reject });
      port.postMessage({ type: 'execute', id, call, operation });
    });
  try {
    const page = await renderer.renderPage({ url, cookie, execute, signal: controller.signal });
    port.postMessage({ type: 'rendered', id, page });
  } catch (error) {
    // What the gateway logs of it: an Error's own fields, whatever else it holds (they need not be cloneable).
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', id, error: { name, message, stack } });
  } finally {
    pages.delete(id);
  }
}
