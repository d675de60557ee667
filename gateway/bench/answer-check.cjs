'use strict';
/**
 * Which answers a benchmark may count: only complete ones. autocannon calls this for every response (a request's
 * `onResponse`); it runs in autocannon's worker thread, which loads it by path, hence CommonJS. A failed answer's
 * kind goes to the benchmark's main thread on a BroadcastChannel (answers.ts tallies them per run), because a
 * GraphQL answer with `errors` comes with HTTP 200 and autocannon would count it as a success.
 *
 * The run says what it expects in autocannon's `initialContext` (`{ expect }`): `graphql` (HTTP 200, `data`
 * present, no `errors`), `rest` (2xx JSON), `page` (HTTP 200, the page rendered on the server, not the loading
 * shell) or `html` (2xx, any page). A compressed answer cannot be read here (autocannon joins the body's bytes as text): ask without
 * Accept-Encoding when answers are checked.
 */
const CHANNEL = 'storefront-bench-failures';
let channel;

/** Why an answer is not complete, or undefined when it is. */
function classify(expect, status, body, headers) {
  if (status < 200 || status >= 300) return graphqlCode(body) ?? `HTTP ${status}`;
  const encoding = headers && (headers['content-encoding'] || headers['Content-Encoding']);
  if (encoding && encoding !== 'identity') return `unreadable (${encoding}: ask without Accept-Encoding)`;
  if (expect === 'html') return undefined;
  if (expect === 'page') return body.includes('class="app-shell"') ? 'loading shell' : undefined;
  let answer;
  try {
    answer = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  if (expect !== 'graphql') return undefined;
  if (Array.isArray(answer.errors) && answer.errors.length > 0) return graphqlCode(body) ?? 'GraphQL error';
  if (answer.data === null || typeof answer.data !== 'object') return 'GraphQL answer without data';
  return undefined;
}

/** The first error's code of a GraphQL answer, as `GraphQL CODE`. */
function graphqlCode(body) {
  try {
    const code = JSON.parse(body).errors?.[0]?.extensions?.code;
    return typeof code === 'string' ? `GraphQL ${code}` : undefined;
  } catch {
    return undefined;
  }
}

function onResponse(status, body, context, headers) {
  const failure = classify(context.expect, status, body ?? '', headers);
  if (failure === undefined) return;
  channel ??= new BroadcastChannel(CHANNEL);
  channel.postMessage(failure);
}

module.exports = onResponse;
module.exports.classify = classify;
module.exports.CHANNEL = CHANNEL;
