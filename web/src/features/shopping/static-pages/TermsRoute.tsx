import { StaticPage } from './StaticPage';
import { termsAndConditions } from './content/termsAndConditions';

export function TermsRoute() {
  return <StaticPage page={termsAndConditions} />;
}
