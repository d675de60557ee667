/** The distributor's public contact details: one place, shown in the footer, the contact page and static pages. */
export const store = {
  name: 'Garden State Tobacco Wholesale',
  phone: '(201) 555-0142',
  email: 'orders@gardenstatetobacco.com',
  /** Support hours (spec section 9), as parts so that each page can word them in its own sentence. */
  hours: {
    firstDay: 'Monday',
    lastDay: 'Friday',
    opens: '9:00 AM',
    closes: '6:00 PM',
    timeZone: 'EST',
  },
} as const;

const yearInStore = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' });

/** The year at `date` in the store's time zone (New Jersey), the same on the server and in every browser. */
export function storeYear(date = new Date()): number {
  return Number(yearInStore.format(date));
}

/** `tel:` link for the store phone number, in E.164 form so every dialer understands it. */
export const storePhoneHref = `tel:+1${store.phone.replace(/\D/g, '')}`;

export const storeEmailHref = `mailto:${store.email}`;

const { hours } = store;
// English weekdays shorten to their first three letters ('Mon', 'Fri').
const shortDay = (day: string) => day.slice(0, 3);

/** The support hours in the spec's words (section 2): 'Working 9:00 AM - 6:00 PM (EST), Mon - Fri'. */
export const storeHoursText = `Working ${hours.opens} - ${hours.closes} (${hours.timeZone}), ${shortDay(hours.firstDay)} - ${shortDay(hours.lastDay)}`;
