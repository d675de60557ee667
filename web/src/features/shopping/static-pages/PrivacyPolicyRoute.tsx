import { StaticPage } from './StaticPage';
import { privacyPolicy } from './content/privacyPolicy';

export function PrivacyPolicyRoute() {
  return <StaticPage page={privacyPolicy} />;
}
