import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Operation, RenderedPage, RenderRequest } from 'web/server';

/** The thread's own file (plain JavaScript, beside this one in src/ and in dist/). */
const THREAD_FILE = new URL('./render-thread.js', import.meta.url);

/**
 * After a thread failed before it rendered a single page (the server entry does not load there, say), how long
 * pages go to the browser before another thread is started: a broken build must not cost a thread per request.
 */
const RESTART_AFTER_STARTUP_FAILURE_MS = 10_000;

/** A page being rendered in a thread, until it is settled. */
interface Job {
  request: RenderRequest;
  resolve: (page: RenderedPage | undefined) => void;
  reject: (error: Error) => void;
}

/** What a render thread sends (render-thread.js says the whole exchange). */
type ThreadMessage =
  | { type: 'execute'; id: number; call: number; operation: Operation }
  | { type: 'rendered'; id: number; page: RenderedPage | undefined }
  | { type: 'failed'; id: number; error: ErrorFields };

interface ErrorFields {
  name: string;
  message: string;
  stack?: string | undefined;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
  /** Pages it has rendered: none when it fails means it never started. */
  rendered: number;
}

/**
 * Renders the web app's pages in threads of their own. A render is tens to hundreds of milliseconds of synchronous
 * work (React, Emotion's styles, the page state): on the gateway's own thread it held every GraphQL request and
 * every other page behind it (issue 34: 320-524 ms event-loop delays, pages past their budget sent as the loading
 * shell). Each thread renders several pages at a time, since a page mostly waits for its data; the page's
 * operations run on the gateway's thread, as its visitor (`RenderRequest.execute`), with the same rules as their
 * own requests. A page goes to the least busy thread; a thread that dies takes its pages with it (they go to the
 * browser) and the next page starts another.
 */
export class RenderThreads {
  private readonly threads: (Thread | undefined)[];
  private nextId = 0;
  private pausedUntil = 0;

  constructor(
    /** The web app's server entry, which each thread loads. */
    private readonly entry: URL,
    size: number,
    private readonly logger: Logger,
  ) {
    this.threads = Array.from({ length: size }, () => undefined);
  }

  /** The page as `WebRenderer.renderPage` renders it; rejects once `request.signal` aborts. */
  renderPage = (request: RenderRequest): Promise<RenderedPage | undefined> => {
    const { signal } = request;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    if (performance.now() < this.pausedUntil) {
      return Promise.reject(new Error('The page render threads are restarting after a failure.'));
    }
    const thread = this.leastBusy();
    const id = this.nextId++;
    return new Promise<RenderedPage | undefined>((resolve, reject) => {
      const settle = () => {
        thread.jobs.delete(id);
        signal.removeEventListener('abort', abort);
      };
      const abort = () => {
        settle();
        thread.worker.postMessage({ type: 'abort', id });
        reject(signal.reason as Error);
      };
      thread.jobs.set(id, {
        request,
        resolve: (page) => {
          settle();
          resolve(page);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      signal.addEventListener('abort', abort, { once: true });
      thread.worker.postMessage({ type: 'render', id, url: request.url, cookie: request.cookie });
    });
  };

  /** Starts every thread that is not running, each loading the web app, before a page asks for one. */
  start(): void {
    for (const [slot, thread] of this.threads.entries()) if (!thread) this.threads[slot] = this.spawn(slot);
  }

  /** Stops every thread; the pages they were rendering go to the browser. */
  async close(): Promise<void> {
    const running = this.threads.filter((thread) => thread !== undefined);
    this.threads.fill(undefined);
    for (const thread of running) this.fail(thread, new Error('The gateway is stopping.'));
    // A thread stops at once, unless it is inside a long synchronous task: the gateway does not wait past 5 s.
    await Promise.race([
      Promise.all(running.map(({ worker }) => worker.terminate())),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]);
  }

  private leastBusy(): Thread {
    let best: Thread | undefined;
    for (const [slot, thread] of this.threads.entries()) {
      if (thread === undefined) return (this.threads[slot] = this.spawn(slot));
      if (best === undefined || thread.jobs.size < best.jobs.size) best = thread;
    }
    return best!;
  }

  private spawn(slot: number): Thread {
    // Unref'd: the gateway's server keeps the process alive, not an idle render thread.
    const worker = new Worker(THREAD_FILE, { workerData: { entry: this.entry.href } });
    worker.unref();
    const thread: Thread = { worker, jobs: new Map(), rendered: 0 };
    worker.on('message', (message: ThreadMessage) => this.receive(thread, message));
    worker.on('error', (error) => {
      this.logger.error({ err: error }, 'a page render thread failed; its pages go to the browser');
      if (thread.rendered === 0) this.pausedUntil = performance.now() + RESTART_AFTER_STARTUP_FAILURE_MS;
      this.fail(thread, error);
    });
    worker.on('exit', () => {
      if (this.threads[slot] === thread) this.threads[slot] = undefined;
      this.fail(thread, new Error('The page render thread stopped.'));
    });
    return thread;
  }

  private receive(thread: Thread, message: ThreadMessage): void {
    const job = thread.jobs.get(message.id);
    switch (message.type) {
      case 'execute': {
        const { id, call, operation } = message;
        // A page out of time asks for nothing more.
        const result = job
          ? job.request.execute(operation)
          : Promise.reject(new Error('The page is no longer being rendered.'));
        result.then(
          (answer) => thread.worker.postMessage({ type: 'executed', id, call, result: answer }),
          (error: unknown) =>
            thread.worker.postMessage({ type: 'executed', id, call, error: errorFields(error) }),
        );
        break;
      }
      case 'rendered':
        thread.rendered += 1;
        job?.resolve(message.page);
        break;
      case 'failed':
        job?.reject(Object.assign(new Error(message.error.message), message.error));
        break;
    }
  }

  private fail(thread: Thread, error: Error): void {
    for (const job of [...thread.jobs.values()]) job.reject(error);
  }
}

/** An error as a message can carry it: its own fields, whatever else it holds. */
function errorFields(error: unknown): ErrorFields {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  return { name, message, stack };
}
