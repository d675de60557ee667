import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages as M } from '@storefront/contract';
import { UnprocessableError } from '../errors.js';
import type { PageRequest } from '../services/page.js';

export type { PageRequest };

interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** Laravel's LengthAwarePaginator as JSON, which the spec's listings read. */
export interface Paginated<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PageLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/**
 * Reads page and per_page from the query string (per_page within 1–max): a query its call's descriptor types
 * (restQuery), which must declare them.
 */
export function pageRequest(
  raw: Readonly<{ page?: string | undefined; per_page?: string | undefined }>,
  defaultPerPage: number,
  maxPerPage = 100,
): PageRequest {
  const parsed = z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
    })
    .safeParse({ page: emptyToUndefined(raw.page), per_page: emptyToUndefined(raw.per_page) });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw field === 'per_page'
      ? new UnprocessableError(M.perPage(maxPerPage), 'INVALID', 'per_page')
      : new UnprocessableError(M.page, 'INVALID', 'page');
  }
  const { page, per_page: perPage } = parsed.data;
  return { page, perPage, offset: (page - 1) * perPage };
}

function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/**
 * Builds the payload with page URLs that keep the request's other query parameters, except those in `omit`
 * (parameters the answer ignored: a link must not suggest they were applied).
 */
export function paginate<T>(
  request: FastifyRequest,
  page: PageRequest,
  total: number,
  data: T[],
  { omit = [] }: { omit?: readonly string[] } = {},
): Paginated<T> {
  const [pathname, search = ''] = request.url.split('?') as [string, string?];
  const path = `${request.protocol}://${request.host}${pathname}`;
  const params = new URLSearchParams(search);
  for (const name of omit) params.delete(name);
  const pageUrl = (n: number) => {
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  const current = page.page;
  const from = data.length > 0 ? page.offset + 1 : null;
  const to = data.length > 0 ? page.offset + data.length : null;
  const links: PageLink[] = [
    { url: current > 1 ? pageUrl(current - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(current, lastPage).map((n) =>
      n === null
        ? { url: null, label: '...', active: false }
        : { url: pageUrl(n), label: String(n), active: n === current },
    ),
    { url: current < lastPage ? pageUrl(current + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    current_page: current,
    data,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: current < lastPage ? pageUrl(current + 1) : null,
    path,
    per_page: page.perPage,
    prev_page_url: current > 1 ? pageUrl(current - 1) : null,
    to,
    total,
  };
}

/** Laravel's UrlWindow with onEachSide = 3: page numbers, null where '...' goes. */
export function pageWindow(current: number, last: number, onEachSide = 3): (number | null)[] {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  const window = onEachSide * 2;
  if (last < window + 8) return range(1, last);
  if (current <= window) return [...range(1, window + onEachSide), null, last - 1, last];
  if (current > last - window) return [1, 2, null, ...range(last - (window + onEachSide - 1), last)];
  return [1, 2, null, ...range(current - onEachSide, current + onEachSide), null, last - 1, last];
}
