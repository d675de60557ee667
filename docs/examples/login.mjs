// Logging in for a session token, which an integration sends as `Authorization: Bearer <token>`.
//
//   STORE_EMAIL=buyer@example.com STORE_PASSWORD=... node docs/examples/login.mjs

import { graphql, throwIfErrors } from './client.mjs';

/** The token of a buyer's session, or an Error with the refusal's code (INVALID_CREDENTIALS, ACCOUNT_SUSPENDED, ...). */
export async function logIn(email, password, options = {}) {
  const answer = await graphql(
    `
      mutation LogIn($email: String!, $password: String!) {
        login(email: $email, password: $password) {
          token
          customer {
            name
            status
          }
          userErrors {
            code
            field
            message
          }
        }
      }
    `,
    { email, password },
    options,
  );
  throwIfErrors(answer);
  const [refusal] = answer.data.login.userErrors;
  if (refusal) throw Object.assign(new Error(`${refusal.code}: ${refusal.message}`), { code: refusal.code });
  return { token: answer.data.login.token, customer: answer.data.login.customer };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { token, customer } = await logIn(process.env.STORE_EMAIL, process.env.STORE_PASSWORD);
  console.log(`Logged in as ${customer.name} (${customer.status}); token ${token.slice(0, 6)}…`);
}
