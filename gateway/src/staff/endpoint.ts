import { pipeline } from 'node:stream/promises';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type express from 'express';
import type { Request, Response } from 'express';
import { GraphQLError, Kind, visit, BREAK, type DocumentNode } from 'graphql';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { messages as M } from '@storefront/contract';
import { graphqlRequestBody, secureApolloServer } from '../apollo.js';
import { clientAddress } from '../client-address.js';
import { budgetKey } from '../operation-cost.js';
import type { GatewayConfig } from '../config.js';
import { isRecordId } from '../input-bounds.js';
import type { GatewayMetrics } from '../metrics.js';
import type { RateLimits } from '../rate-limits.js';
import { readStaffToken, staffCookieSession } from '../session.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { CatalogCache } from '../upstream/cache.js';
import { StaffApi } from '../upstream/staff-api.js';
import { StoreApi } from '../upstream/store-api.js';
import type { StaffContext } from './context.js';
import { sendOrdersCsv } from './orders-csv.js';
import { sendProductsCsv } from './products-csv.js';
import { buildStaffSchema } from './schema.js';

export interface StaffEndpointOptions {
  config: GatewayConfig;
  client: UpstreamClient;
  logger: Logger;
  metrics: GatewayMetrics;
  rateLimits: RateLimits;
  /** The public catalog cache: the reference lists staff filter by are the storefront's. */
  cache: CatalogCache;
  /** The staff schema's SDL; default: the repository's staff.graphql. */
  typeDefs?: string | undefined;
}

/**
 * The staff endpoint, apart from the public one: its own schema (staff.graphql) at /staff/graphql, its own session
 * cookie, GET /staff/certificates/:registrationId/:kind, GET /staff/certificates/renewals/:renewalId and
 * GET /staff/certificates/documents/:registrationId/:documentId, which stream a registration's certificate, a
 * renewed certificate a buyer uploaded and a document staff attached to a registration to a browser with a staff
 * session, and GET /staff/orders.csv, the orders list as a file (orders-csv.ts). The public /graphql
 * never reads the staff cookie, and this endpoint never the buyer's.
 */
export async function mountStaffEndpoint(
  app: express.Express,
  options: StaffEndpointOptions,
): Promise<{ stop(): Promise<void> }> {
  const { config, client, logger } = options;

  function staffContext(req: Request, res: Response): StaffContext {
    const requestId = res.locals.requestId;
    const token = readStaffToken(req);
    const session = staffCookieSession(req, res, config);
    const address = clientAddress(req);
    return {
      requestId,
      clientAddress: address,
      budgetKey: budgetKey('staff', token, address),
      staffApi: new StaffApi(client, {
        token,
        requestId,
        clientIp: address,
        log: logger,
        // A session store-api no longer accepts (expired, revoked) is cleared from the browser.
        onUnauthenticated: token === undefined ? undefined : () => session.end(),
      }),
      reference: new StoreApi(client, options.cache, {
        token: undefined,
        requestId,
        clientIp: address,
        log: logger,
      }).reference,
      session,
      rateLimits: options.rateLimits,
      catalogChanged: () => options.cache.forgetAll(),
      log: logger,
      access: res.locals.access,
    };
  }

  const apollo = secureApolloServer<StaffContext>({
    schema: buildStaffSchema(options.typeDefs),
    config,
    logger,
    metrics: options.metrics,
    // Few staff, few queries: not worth a cache of its own, and never the public one.
    persistedQueries: false,
    // The schema is read by signed-in staff (developers with Sandbox elsewhere, generated types): introspection
    // is allowed with a staff session only, and there is no landing page.
    introspection: true,
    plugins: [ApolloServerPluginLandingPageDisabled(), introspectionNeedsStaffSession()],
  });
  await apollo.start();

  app.use(
    '/staff/graphql',
    // Product pictures travel as GraphQL multipart requests.
    ...graphqlRequestBody(),
    expressMiddleware(apollo, { context: ({ req, res }) => Promise.resolve(staffContext(req, res)) }),
  );

  /** The staff context of a file route, or null once it answered 401 (no staff session: store-api is not asked). */
  function signedInContext(req: Request, res: Response): StaffContext | null {
    const context = staffContext(req, res);
    if (context.staffApi.isSignedIn) return context;
    res.status(401).json({ message: M.unauthenticated, requestId: res.locals.requestId });
    return null;
  }

  // Before the registrations' route, whose first segment is an id.
  app.get('/staff/certificates/renewals/:renewalId', async (req, res) => {
    const { renewalId } = req.params;
    res.setHeader('cache-control', 'no-store');
    if (!isRecordId(renewalId)) {
      res.status(404).json({ message: M.notFound, requestId: res.locals.requestId });
      return;
    }
    const context = signedInContext(req, res);
    if (context) await streamFile(context, () => context.staffApi.renewalFile(Number(renewalId)), res);
  });

  app.get('/staff/certificates/:registrationId/:kind', async (req, res) => {
    const { registrationId, kind } = req.params;
    res.setHeader('cache-control', 'no-store');
    if (!isRecordId(registrationId) || (kind !== 'tax' && kind !== 'tobacco')) {
      res.status(404).json({ message: M.notFound, requestId: res.locals.requestId });
      return;
    }
    const context = signedInContext(req, res);
    if (context) {
      const id = Number(registrationId);
      await streamFile(context, () => context.staffApi.certificate(id, kind), res);
    }
  });

  app.get('/staff/certificates/documents/:registrationId/:documentId', async (req, res) => {
    const { registrationId, documentId } = req.params;
    res.setHeader('cache-control', 'no-store');
    if (!isRecordId(registrationId) || !isRecordId(documentId)) {
      res.status(404).json({ message: M.notFound, requestId: res.locals.requestId });
      return;
    }
    const context = signedInContext(req, res);
    if (context) {
      const [registration, document] = [Number(registrationId), Number(documentId)];
      await streamFile(context, () => context.staffApi.registrationDocument(registration, document), res);
    }
  });

  app.get('/staff/orders.csv', (req, res) => sendOrdersCsv(staffContext(req, res), req, res));
  app.get('/staff/products.csv', (req, res) => sendProductsCsv(staffContext(req, res), res));

  return { stop: () => apollo.stop() };
}

/** Upstream answers the certificate route passes on as they are (with the gateway's own words). */
const REFUSALS: Readonly<Record<number, string>> = {
  401: M.unauthenticated,
  403: M.forbidden,
  404: M.notFound,
};

/** A certificate's file (a registration's, a renewal's) as store-api streams it, to a staff browser. */
async function streamFile(
  ctx: StaffContext,
  open: () => Promise<Dispatcher.ResponseData>,
  res: Response,
): Promise<void> {
  try {
    const upstream = await open();
    if (upstream.statusCode !== 200) {
      upstream.body.resume();
      const message = REFUSALS[upstream.statusCode];
      if (upstream.statusCode === 401) ctx.session.end();
      if (message === undefined) {
        ctx.log.error(
          { requestId: ctx.requestId, status: upstream.statusCode },
          'store-api failed to serve a certificate',
        );
      }
      res
        .status(message === undefined ? 502 : upstream.statusCode)
        .json({ message: message ?? M.upstreamError, requestId: ctx.requestId });
      return;
    }
    const type = upstream.headers['content-type'];
    res.setHeader('content-type', typeof type === 'string' ? type : 'application/octet-stream');
    const length = upstream.headers['content-length'];
    if (typeof length === 'string') res.setHeader('content-length', length);
    // Opened in the browser's viewer, never saved under a name store-api did not choose.
    const disposition = upstream.headers['content-disposition'];
    res.setHeader('content-disposition', typeof disposition === 'string' ? disposition : 'inline');
    await pipeline(upstream.body, res);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    ctx.log.warn({ requestId: ctx.requestId, err: error }, 'certificate proxy failed');
    res.status(502).json({ message: M.upstreamUnavailable, requestId: ctx.requestId });
  }
}

/** Introspection (`__schema`, `__type`) of the staff schema is for signed-in staff only. */
function introspectionNeedsStaffSession(): ApolloServerPlugin<StaffContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ document, contextValue }) {
          if (!contextValue.staffApi.isSignedIn && asksForSchema(document)) {
            throw new GraphQLError(M.unauthenticated, {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            });
          }
          return Promise.resolve();
        },
      });
    },
  };
}

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}
