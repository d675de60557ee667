import { PageNotFound } from '../components/PageNotFound';

/** Any address no other route matches. */
export function NotFoundRoute() {
  return <PageNotFound />;
}
