import { StaticPage } from './StaticPage';
import { aboutUs } from './content/aboutUs';

export function AboutUsRoute() {
  return <StaticPage page={aboutUs} />;
}
