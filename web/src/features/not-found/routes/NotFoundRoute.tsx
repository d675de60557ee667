import { PageNotFound } from '../../../shared/errors/PageNotFound';

/** Any address no other route matches. */
export function NotFoundRoute() {
  return <PageNotFound />;
}
