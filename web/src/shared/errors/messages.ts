import { messages as M } from '@storefront/contract/messages';

import { store } from '../config/store';

// Spec section 2, route table: "any other path".
export const notFoundMessages = {
  documentTitle: `Page Not Found | ${store.name}`,
  title: 'Page Not Found',
  explanation: 'The page you are looking for does not exist or has moved.',
  home: 'Go to the homepage',
  contact: 'Contact us',
} as const;

// The error boundary's page: a screen that failed to render or to download.
export const pageErrorMessages = {
  documentTitle: `${M.somethingWentWrong} | ${store.name}`,
  title: M.somethingWentWrong,
  explanation: 'This page could not be shown. Please try again; if it keeps happening, contact us.',
  retry: 'Try again',
  home: notFoundMessages.home,
} as const;
