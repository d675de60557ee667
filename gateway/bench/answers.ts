/**
 * Only complete answers count in a benchmark: a GraphQL answer with `errors` comes with HTTP 200, and a page can
 * be the loading shell instead of the rendered page. `checked` makes an autocannon run judge every answer with
 * answer-check.cjs (in autocannon's worker thread or in this one), and `AnswerFailures` tallies the failures it
 * reports, by kind ("HTTP 503", "GraphQL UPSTREAM_BUSY", "loading shell"), one run at a time.
 */
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { BroadcastChannel } from 'node:worker_threads';
import * as zlib from 'node:zlib';
import type { Options, Request as CannonRequest, Result } from 'autocannon';

export type Expect = 'graphql' | 'rest' | 'page' | 'html';

interface AnswerCheck {
  (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>): void;
  classify(
    expect: Expect,
    status: number,
    body: string,
    headers?: Record<string, string | string[] | undefined>,
  ): string | undefined;
  CHANNEL: string;
}

const require = createRequire(import.meta.url);
const CHECK_PATH = require.resolve('./answer-check.cjs');
const check = require(CHECK_PATH) as AnswerCheck;

/** Each Content-Encoding's decompressor (zstd from Node.js 22.15 on). */
const DECOMPRESS: Record<string, ((body: Buffer) => Buffer) | undefined> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
  zstd: (zlib as unknown as Record<string, ((body: Buffer) => Buffer) | undefined>).zstdDecompressSync,
};

/** Why an answer is not complete (undefined when it is); a compressed body is decompressed first. */
export function classifyAnswer(
  expect: Expect,
  status: number,
  body: Buffer,
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const encoding = String(headers['content-encoding'] ?? 'identity');
  const decompress = DECOMPRESS[encoding];
  const text = (decompress ? decompress(body) : body).toString('utf8');
  return check.classify(expect, status, text, decompress ? {} : headers);
}

/**
 * autocannon options whose every answer is judged: the single request (`url`, `method`, `headers`, `body`) or each
 * of `requests` gets answer-check.cjs as its `onResponse` (a path when autocannon runs in workers). The answers
 * must not be compressed (see answer-check.cjs): the caller's Accept-Encoding is dropped.
 */
export function checked(options: Options, expect: Expect): Options {
  const onResponse = options.workers ? CHECK_PATH : check;
  const plain = (headers: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'accept-encoding'));
  const requests: CannonRequest[] = options.requests ?? [
    {
      method: options.method ?? 'GET',
      path: options.url ? `${new URL(options.url).pathname}${new URL(options.url).search}` : '/',
      headers: options.headers,
      body: options.body,
    },
  ];
  return {
    ...options,
    url: options.url ? new URL(options.url).origin : options.url,
    requests: requests.map((request) => ({ ...request, headers: plain(request.headers), onResponse })),
    initialContext: { expect },
  };
}

/** The failed answers reported by answer-check.cjs, by kind, from every thread. */
export class AnswerFailures {
  readonly #channel = new BroadcastChannel(check.CHANNEL);
  #counts = new Map<string, number>();

  constructor() {
    this.#channel.onmessage = (event) => {
      const kind = String((event as MessageEvent).data);
      this.#counts.set(kind, (this.#counts.get(kind) ?? 0) + 1);
    };
  }

  /**
   * The failures since the last call, with autocannon's own (connection errors, timeouts) added. Messages from a
   * worker that has just finished may still be on their way: they are waited for briefly.
   */
  async take(...results: Result[]): Promise<Map<string, number>> {
    await sleep(100);
    const counts = this.#counts;
    this.#counts = new Map();
    const add = (kind: string, count: number) =>
      count > 0 && counts.set(kind, (counts.get(kind) ?? 0) + count);
    for (const result of results) {
      add('timeouts', result.timeouts);
      add('connection errors', result.errors - result.timeouts);
    }
    return counts;
  }

  close(): void {
    this.#channel.close();
  }
}

/** How many answers failed, and what they were ("12 HTTP 503, 3 GraphQL UPSTREAM_BUSY"). */
export function describeFailures(counts: Map<string, number>): { failed: number; detail: string } {
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  return {
    failed: sorted.reduce((sum, [, count]) => sum + count, 0),
    detail: sorted.map(([kind, count]) => `${count} ${kind}`).join(', '),
  };
}
