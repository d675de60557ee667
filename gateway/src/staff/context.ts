import type { Logger } from 'pino';
import type { AccessNote } from '../context.js';
import type { RateLimits } from '../rate-limits.js';
import type { Session } from '../session.js';
import type { StaffApi } from '../upstream/staff-api.js';
import type { ReferenceCalls } from '../upstream/customer/reference.js';

/** What every staff resolver receives: one per request to /staff/graphql, never shared between callers. */
export interface StaffContext {
  requestId: string;
  /** Where the request comes from (client-address.ts): the key of the sign-in rate limit. */
  clientAddress: string | undefined;
  /** Whose cost budget the request spends: the staff token's hash, or the address before sign-in. */
  budgetKey: string;
  /** store-api's staff API, bound to the staff session cookie's token (none before sign-in). */
  staffApi: StaffApi;
  /** store-api's public reference lists (states, membership categories), asked anonymously and cached. */
  reference: ReferenceCalls;
  /** The staff session cookie (staff_session), never the buyer's. */
  session: Session;
  rateLimits: RateLimits;
  /** Tells the public catalog cache that categories or brands changed, so buyers see it on their next request. */
  catalogChanged: () => void;
  log: Logger;
  /** Filled in for the request's access line (server.ts). */
  access: AccessNote;
}
