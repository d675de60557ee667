// One GraphQL request with plain fetch, as an integration makes it: the token as `Authorization: Bearer`, the
// cost and the budget read from every answer, and a 429 waited out for as long as `Retry-After` says.
//
//   node docs/examples/client.mjs   (GRAPHQL_URL, default http://localhost:4000/graphql)

export const GRAPHQL_URL = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';

/**
 * Sends one operation. Answers `{ data, errors, cost, rateLimit }`: `cost` is the answer's `extensions.cost`
 * (requested, maximum, limit, remaining, resetSeconds), `rateLimit` the `RateLimit` header field read out.
 * A 429 (the budget for the minute is spent) is retried once, after the seconds `Retry-After` gives.
 */
export async function graphql(query, variables = {}, { url = GRAPHQL_URL, token, retries = 1 } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status === 429 && retries > 0) {
    const seconds = Number(response.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return graphql(query, variables, { url, token, retries: retries - 1 });
  }
  const body = await response.json();
  return {
    status: response.status,
    data: body.data,
    errors: body.errors,
    cost: body.extensions?.cost,
    rateLimit: readRateLimit(response.headers.get('ratelimit')),
  };
}

/** `RateLimit: "cost";r=19176;t=42` → { remaining: 19176, resetSeconds: 42 }. */
export function readRateLimit(field) {
  const match = /;r=(\d+);t=(\d+)/.exec(field ?? '');
  return match ? { remaining: Number(match[1]), resetSeconds: Number(match[2]) } : undefined;
}

/** An error a GraphQL answer carries (not a mutation's userErrors), thrown with its code. */
export function throwIfErrors({ errors }) {
  if (!errors?.length) return;
  const [first] = errors;
  throw Object.assign(new Error(`${first.extensions?.code}: ${first.message}`), {
    code: first.extensions?.code,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const answer = await graphql('{ categories { name } }');
  console.log(answer.data.categories.map((category) => category.name).join(', '));
  console.log('cost', answer.cost, 'RateLimit', answer.rateLimit);
}
