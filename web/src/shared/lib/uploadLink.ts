import { ApolloLink, HttpLink } from '@apollo/client';

/**
 * The terminating link. Operations whose variables hold files (the registration's certificates) go out as a
 * GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec); everything else is
 * plain JSON through Apollo's HttpLink. The multipart request is the same HttpLink request with its body
 * rewritten at the last moment, so both share headers, credentials, error handling and cancellation.
 */
export class UploadLink extends ApolloLink {
  constructor(options: HttpLink.Options = {}) {
    const jsonLink = new HttpLink(options);
    super((operation, forward) => {
      const files = findFiles(operation.variables, 'variables');
      if (files.size === 0) return jsonLink.request(operation, forward);
      const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
      const multipartLink = new HttpLink({
        ...options,
        fetch: (input, init) => send(input, toMultipart(init ?? {}, files)),
      });
      return multipartLink.request(operation, forward);
    });
  }
}

/** Each file once, with every path (`variables.input.taxCertificate`) where it appears. */
type FileMap = Map<Blob, string[]>;

function findFiles(value: unknown, path: string, found: FileMap = new Map()): FileMap {
  if (value instanceof Blob) {
    found.set(value, [...(found.get(value) ?? []), path]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findFiles(item, `${path}.${index}`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findFiles(item, `${path}.${key}`, found);
  }
  return found;
}

/**
 * Turns HttpLink's JSON request into the multipart form the spec describes: `operations` (the JSON with null
 * where each file was), `map` (form field name → paths) and one field per file, in that order.
 */
function toMultipart(init: RequestInit, files: FileMap): RequestInit {
  const operations: unknown = JSON.parse(typeof init.body === 'string' ? init.body : '{}');
  const map: Record<string, string[]> = {};
  const form = new FormData();
  let index = 0;
  for (const paths of files.values()) {
    map[String(index++)] = paths;
    for (const path of paths) setAtPath(operations, path, null);
  }
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  index = 0;
  for (const file of files.keys()) {
    // Duck-typed: a File from another realm (a test environment, an iframe) fails `instanceof File`.
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'blob';
    form.append(String(index++), file, name);
  }

  const headers = new Headers(init.headers);
  // The browser writes the multipart content type itself, with its boundary.
  headers.delete('content-type');
  // The gateway's CSRF prevention refuses multipart requests that a plain HTML form could also send.
  headers.set('Apollo-Require-Preflight', 'true');
  return { ...init, headers, body: form };
}

function setAtPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  let node = target;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[key];
  }
  if (last !== undefined && node !== null && typeof node === 'object') {
    (node as Record<string, unknown>)[last] = value;
  }
}
