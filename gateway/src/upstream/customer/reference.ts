import { REFERENCE, type RestBodyOf } from '@storefront/contract/rest';
import { compact, type CustomerCaller } from './caller.js';

/** The lists a registration and a checkout choose from, and the contact form (`REFERENCE`). */
export class ReferenceCalls {
  constructor(private readonly api: CustomerCaller) {}

  countries() {
    return this.api.read(REFERENCE.countries);
  }

  states() {
    return this.api.read(REFERENCE.states);
  }

  statesOfCountry(countryId: string | number) {
    return this.api.read(REFERENCE.statesOfCountry, { query: { id: countryId } });
  }

  /** Names of states by id; per-request batching happens in the DataLoader that calls this. */
  stateNames(ids: readonly (string | number)[]) {
    return this.api.read(REFERENCE.stateNames, { query: { ids: ids.join(',') }, unshared: true });
  }

  membershipCategories() {
    return this.api.read(REFERENCE.membershipCategories);
  }

  /** The message may be left out (null). */
  sendContactMessage(
    fields: Omit<RestBodyOf<typeof REFERENCE.sendContactMessage>, 'message'> & { message?: string | null },
  ) {
    return this.api.send(REFERENCE.sendContactMessage, { json: compact(fields) });
  }
}
