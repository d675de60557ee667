import type { FastifyReply } from 'fastify';

/** The REST API's success envelope: clients read the payload from `data` (the spec's `data.data`). */
export function envelope<T>(data: T, message?: string): { data: T; message?: string } {
  return message === undefined ? { data } : { data, message };
}

/** The staff API's list envelope: the page's rows, and where they sit in the whole list. */
export function listEnvelope<T>(
  rows: T[],
  total: number,
  page: { page: number; perPage: number },
): { data: T[]; meta: { total: number; page: number; per_page: number } } {
  return { data: rows, meta: { total, page: page.page, per_page: page.perPage } };
}

/**
 * A stored certificate as the answer. A licence is personal data: no cache between staff and us keeps it, and
 * the browser shows it, not runs it.
 */
export function sendCertificate(
  reply: FastifyReply,
  file: { contentType: string; data: Buffer },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', 'inline')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.data);
}
