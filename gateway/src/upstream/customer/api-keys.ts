import { API_KEYS } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/**
 * The customer's API keys (`API_KEYS` of the REST contract): store-api's own, so a host without them (the
 * distributor's) answers NOT_OFFERED.
 */
export class ApiKeyCalls {
  constructor(private readonly api: CustomerCaller) {}

  list() {
    return this.api.extra(API_KEYS.apiKeys, () => this.api.read(API_KEYS.apiKeys));
  }

  create(fields: { name: string; scopes: string[] }) {
    return this.api.extra(API_KEYS.createApiKey, () =>
      this.api.read(API_KEYS.createApiKey, { json: fields }),
    );
  }

  revoke(id: number) {
    return this.api.extra(API_KEYS.revokeApiKey, () =>
      this.api.read(API_KEYS.revokeApiKey, { params: { id } }),
    );
  }
}
