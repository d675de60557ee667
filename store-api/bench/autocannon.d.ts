// The parts of autocannon's untyped API the benchmark uses.
declare module 'autocannon' {
  interface Latency {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Latency;
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Responses per status code, e.g. { '200': { count: 10 } }. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  }
  /** A run started with a callback: its events, e.g. each answer's status and latency. */
  export interface Instance {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: 'done', listener: (result: Result) => void): this;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
