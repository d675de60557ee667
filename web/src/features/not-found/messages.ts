import { store } from '../../shared/config/store';

// Spec section 2, route table: "any other path".
export const notFoundMessages = {
  documentTitle: `Page Not Found | ${store.name}`,
  title: 'Page Not Found',
  explanation: 'The page you are looking for does not exist or has moved.',
  home: 'Go to the homepage',
  contact: 'Contact us',
} as const;
