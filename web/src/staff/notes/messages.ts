import { messages as contract, STAFF_NOTE } from '@storefront/contract';

/** What the staff notes say. */
export const noteMessages = {
  title: 'Staff notes',
  intro: 'Only staff see these notes: never the buyer.',
  empty: 'No notes yet.',
  label: 'Add a note',
  submit: 'Save note',
  saved: 'Note saved.',
  required: contract.enterNote,
  tooLong: contract.noteTooLong,
  max: STAFF_NOTE.max,
  characters: (count: number) => `${count} of ${STAFF_NOTE.max} characters`,
  byline: (author: string, when: string) => `${author}, ${when}`,
  onRegistration: 'Written on the registration',
  onCustomer: 'Written on the customer',
  loadFailed: 'Could not load the notes.',
  retry: 'Try again',
} as const;
