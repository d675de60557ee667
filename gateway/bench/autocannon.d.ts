// autocannon ships no types; this is the part of its API the benchmark uses.
declare module 'autocannon' {
  export interface Options {
    url?: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    duration?: number;
    connections?: number;
    workers?: number;
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
  }

  export default function autocannon(options: Options): Promise<Result>;
}
