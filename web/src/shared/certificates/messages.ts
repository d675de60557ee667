import { messages as M } from '@storefront/contract';

/** What the certificate expiry notices and the cart's checkout button say (issue 17 item 12, issue 33 item 2). */
export const certificateMessages = {
  labels: { tobacco: 'tobacco licence', tax: 'tax certificate' },
  renew: 'Renew certificate',
  orderingStopped: M.licenceExpired,
  validTill: (date: string) => `Valid till ${date}.`,
  /** A renewal of this certificate waits for the store's review: the notice says so instead of asking again. */
  underReview: (label: string) =>
    `Your renewed ${label} is under review. We will e-mail you once we have checked it.`,
  /** The expired licence's renewal is under review: ordering resumes once it is accepted. */
  orderingResumes:
    'We cannot take orders until we have accepted your renewed tobacco licence, which is under review.',
  /** Beside the cart's "Proceed to checkout" and the checkout's "Place order" when disabled, and describing them. */
  checkoutBlocked: {
    licenceExpired: 'You cannot place an order while your tobacco licence has expired.',
    renewalUnderReview: 'You can order again once we have accepted your renewed tobacco licence.',
    notApproved: M.onlyApproved,
  },
} as const;
