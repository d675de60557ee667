import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { RateLimits } from './rate-limits.js';
import type { Session } from './session.js';
import type { StoreApi } from './upstream/store-api.js';
import type { RestProduct } from '@storefront/contract/rest';

/** What every resolver receives: one per GraphQL request, never shared between callers. */
export interface GatewayContext {
  requestId: string;
  /** The caller's store-api token (header or session cookie), or undefined for an anonymous caller. */
  token: string | undefined;
  /** Where the request comes from (client-address.ts): the key of the per-address rate limits. */
  clientAddress: string | undefined;
  /** Whose cost budget the request spends: the token's hash, or the address of an anonymous caller. */
  budgetKey: string;
  storeApi: StoreApi;
  loaders: Loaders;
  session: Session;
  rateLimits: RateLimits;
  log: Logger;
  /** Filled in for the request's access line (server.ts). */
  access: AccessNote;
}

/** What a GraphQL request adds to its access line. */
export interface AccessNote {
  operationName?: string | null;
  outcome?: 'ok' | 'error';
}

export interface Loaders {
  /** State names by id: all look-ups of one request become one states-by-ids call. */
  stateName: DataLoader<number, string | null>;
  /** Products (listing shape, with the caller's prices) by id, batched through recent-viewed-items. */
  product: DataLoader<number, RestProduct | null>;
  /** Product detail (images, description) by id; repeated ids in one request share one call. */
  productDetail: DataLoader<number, RestProduct>;
}

const STATES_PER_CALL = 200;
const PRODUCTS_PER_CALL = 20;

function createLoaders(storeApi: StoreApi): Loaders {
  return {
    stateName: new DataLoader<number, string | null>(
      async (ids) => {
        const names = await storeApi.reference.stateNames(ids);
        return ids.map((id) => names[String(id)] ?? null);
      },
      { maxBatchSize: STATES_PER_CALL },
    ),
    product: new DataLoader<number, RestProduct | null>(
      async (ids) => {
        const products = await storeApi.catalog.recentViewedItems(ids);
        const byId = new Map(products.map((product) => [product.id, product]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: PRODUCTS_PER_CALL },
    ),
    productDetail: new DataLoader<number, RestProduct>((ids) =>
      Promise.all(ids.map((id) => storeApi.catalog.item(id).catch((error: unknown) => error as Error))),
    ),
  };
}

/** Loaders are created on first use, so the many requests that need none of them pay nothing. */
export function lazyLoaders(storeApi: StoreApi): Loaders {
  let loaders: Loaders | undefined;
  const get = () => (loaders ??= createLoaders(storeApi));
  return {
    get stateName() {
      return get().stateName;
    },
    get product() {
      return get().product;
    },
    get productDetail() {
      return get().productDetail;
    },
  };
}
