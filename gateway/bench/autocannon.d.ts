// autocannon ships no types; this is the part of its API the benchmark uses.
declare module 'autocannon' {
  /** One request of a sequence each connection sends in turn (`requests`). */
  export interface Request {
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * Called with every answer (status, body, the connection's context, headers); a path to a CommonJS module
     * exporting it when autocannon runs in workers.
     */
    onResponse?:
      | string
      | ((
          status: number,
          body: string,
          context: Record<string, unknown>,
          headers: Record<string, string>,
        ) => void);
  }

  export interface Options {
    url?: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    connections?: number;
    workers?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    requests?: Request[];
    /** Requests per second over all connections; unset: as fast as the server answers. */
    overallRate?: number;
    /** The context each connection starts with (and starts again with at the end of `requests`). */
    initialContext?: Record<string, unknown>;
  }

  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** The run's length in seconds. */
    duration: number;
    /** Responses per status code, e.g. { '200': { count: 10 } }. */
    statusCodeStats?: Record<string, { count: number }>;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
