import { HttpResponse } from 'msw';

import {
  CertificateRenewalsQueryDocument,
  LoginDocument,
  LogoutDocument,
  SessionQueryDocument,
} from '../src/gql/graphql';
import { approvedViewer, renewalsAnswer } from './fixtures/viewer';
import { gatewayApi } from './msw/handlers';
import { refused, succeeded, userError } from './payloads';

type Viewer = typeof approvedViewer;

/** Apollo asks for `__typename` on every object; the generated result types leave it out of payloads. */
export const typename = (name: string) => ({ __typename: name });

/**
 * A gateway that remembers who is logged in, like the session cookie does: `login` with `password` logs in as
 * `viewer`, `logout` ends it, `viewer` answers accordingly. `server.use(...session.handlers)`.
 */
export function sessionGateway({
  viewer = approvedViewer,
  loggedIn = false,
  password = 'Secret#123',
  cartQuantity = 0,
}: { viewer?: Viewer; loggedIn?: boolean; password?: string; cartQuantity?: number } = {}) {
  const state = { loggedIn, logins: 0, logouts: 0 };
  // Apollo normalizes by `__typename`, which the fixture (typed like a generated result) leaves out.
  const { certificateRenewals: _renewals, ...fields } = viewer;
  const customer = {
    ...typename('Customer'),
    tobaccoLicenseExpiryDate: null,
    taxExpiryDate: null,
    ...fields,
  };
  const handlers = [
    // The header's cart count (features/layout/components/CartLink.tsx) asks once someone is logged in.
    gatewayApi.query('CartCountQuery', () =>
      HttpResponse.json({
        data: {
          cart: state.loggedIn ? { __typename: 'Cart', id: 'cart-1', totalQuantity: cartQuantity } : null,
        },
      }),
    ),
    gatewayApi.query(SessionQueryDocument, () =>
      HttpResponse.json({ data: { viewer: state.loggedIn ? customer : null } }),
    ),
    // The certificate notices ask for the renewals while a certificate expires or has expired.
    gatewayApi.query(CertificateRenewalsQueryDocument, () =>
      HttpResponse.json(renewalsAnswer(state.loggedIn ? viewer : null)),
    ),
    gatewayApi.mutation(LoginDocument, ({ variables }) => {
      if (variables.password !== password) {
        const wrong = userError('INVALID_CREDENTIALS', 'These credentials do not match our records.');
        return HttpResponse.json({
          data: { login: refused('LoginPayload', { customer: null }, wrong) },
        });
      }
      state.loggedIn = true;
      state.logins += 1;
      return HttpResponse.json({
        data: { login: succeeded('LoginPayload', { customer }) },
      });
    }),
    gatewayApi.mutation(LogoutDocument, () => {
      state.loggedIn = false;
      state.logouts += 1;
      return HttpResponse.json({
        data: { logout: succeeded('AcceptedPayload', { accepted: true }) },
      });
    }),
  ];
  return { state, handlers };
}
