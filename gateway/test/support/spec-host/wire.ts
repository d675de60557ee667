import type { IncomingMessage } from 'node:http';
import { messages as M } from '@storefront/contract';

/*
 * How the spec's host answers, as section 8 describes its errors: 422 `{error}` (or `{message}` where the spec's
 * client reads the message: login and add to cart), 401 `{message: "Unauthenticated."}`, and Laravel's own 404 and
 * 405 for what it has no route for.
 */

export interface Reply {
  status: number;
  body: unknown;
}

/** The spec's usual answer, read by its client as `data.data` (axios' `data` being the body). */
export const data = (payload: unknown, message?: string): Reply => ({
  status: 200,
  body: message === undefined ? { data: payload } : { data: payload, message },
});
/** An answer its client reads at the top of the body: `data.token`, `data.id`, a plain array. */
export const plain = (body: unknown): Reply => ({ status: 200, body });
/** A success toast: the body's `message`. */
export const said = (message: string): Reply => ({ status: 200, body: { message } });
/** Section 8: "Status 422 shows the response's error field". */
export const refuse = (error: string): Reply => ({ status: 422, body: { error } });
/** The 422 of the two calls whose client shows `message` instead (login; add to cart, for 422 and 500 alike). */
export const refuseWithMessage = (message: string): Reply => ({ status: 422, body: { message } });
/** Section 8: a 401 with this message clears the client's token. */
export const UNAUTHENTICATED: Reply = { status: 401, body: { message: M.unauthenticated } };
/** Laravel's answer for a path it has no route for (the spec's host has none of our extra calls). */
export const NO_ROUTE: Reply = { status: 404, body: { message: 'Not Found' } };
/** Laravel's answer for a route called with another method. */
export const wrongMethod = (method: string, name: string): Reply => ({
  status: 405,
  body: { message: `The ${method} method is not supported for route api/customer/${name}.` },
});
/** Laravel's `findOrFail` miss: a 404 naming the model (the spec names no words for it). */
export const noRecord = (model: string, id: string | number): Reply => ({
  status: 404,
  body: { message: `No query results for model [App\\Models\\${model}] ${id}` },
});

export interface ReceivedFile {
  name: string;
  type: string;
  size: number;
}

export interface Received {
  /** Every field as text (a JSON body's objects as JSON text), as a Laravel request's `input()` reads it. */
  fields: Record<string, string>;
  /** A JSON body as sent, for the order request's nested addresses and items. */
  json: Record<string, unknown>;
  files: Record<string, ReceivedFile>;
}

/** Reads a JSON, form or multipart body, as Laravel accepts all three. */
export async function readBody(req: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const received: Received = { fields: {}, json: {}, files: {} };
  if (raw.length === 0) return received;
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    received.json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(received.json))
      received.fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    return received;
  }
  const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  for (const [key, value] of form) {
    if (typeof value === 'string') received.fields[key] = value;
    else received.files[key] = { name: value.name, type: value.type, size: value.size };
  }
  return received;
}
