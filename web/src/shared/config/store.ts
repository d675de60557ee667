/** The distributor's public contact details: one place, shown in the footer and later on static pages. */
export const store = {
  name: 'Garden State Tobacco Wholesale',
  phone: '(201) 555-0142',
  email: 'orders@gardenstatetobacco.com',
} as const;

/** `tel:` link for the store phone number, in E.164 form so every dialer understands it. */
export const storePhoneHref = `tel:+1${store.phone.replace(/\D/g, '')}`;

export const storeEmailHref = `mailto:${store.email}`;
