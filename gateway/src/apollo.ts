import { ApolloServer, type ApolloServerOptions, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { parse as parseContentType } from 'content-type';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.js';
import type { AccessNote } from './context.js';
import { costLimitsPlugin, type CostScope } from './cost-limits.js';
import { inputBoundsPlugin } from './input-bounds.js';
import type { GatewayMetrics } from './metrics.js';
import { MAX_UPLOAD_BYTES } from './services/registration.js';
import { KnownOperationTypeRule, OneGuardedMutationRule, OperationNameLengthRule } from './validation.js';

/** Limits checked while validating, before any resolver (and so any upstream call) runs. */
export const LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 1500,
  maxDirectives: 20,
  // A JSON body: the largest legitimate operation (a contact message of 5,000 characters, escaped, or
  // Sandbox's introspection query) is far below this. Uploads travel as multipart, limited per file.
  bodyBytes: 64 * 1024,
  uploadBytes: MAX_UPLOAD_BYTES,
  uploadFiles: 2,
} as const;

/** What the shared plugins read of a request's context, public or staff. */
export interface RequestScope extends CostScope {
  requestId: string;
  access: AccessNote;
}

export interface SecureApolloOptions<Context extends RequestScope> {
  schema: GraphQLSchema;
  config: Pick<GatewayConfig, 'nodeEnv' | 'maxOperationCost'>;
  logger: Logger;
  metrics: GatewayMetrics;
  persistedQueries: ApolloServerOptions<Context>['persistedQueries'];
  introspection: boolean;
  /** The endpoint's own plugins (its landing page), beside the shared ones. */
  plugins: ApolloServerPlugin<Context>[];
}

/**
 * An Apollo Server with the gateway's protections, the same for the public and the staff endpoint: graphql-armor's
 * limits, the token limit, the cost limit and budget, CSRF prevention, no batching, no stack traces, the request id on every error, and
 * unexpected errors logged but never described.
 */
export function secureApolloServer<Context extends RequestScope>(
  options: SecureApolloOptions<Context>,
): ApolloServer<Context> {
  const { config, logger, metrics } = options;
  const armor = new ApolloArmor({
    // Depth counts fields, not fragment spreads: a payload's selection shared as a fragment costs no depth, and the
    // deepest field path (whichever fragments it runs through) is still what is limited.
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases },
    // Counted by graphql-js's own parser instead (parseOptions below): armor's token plugin re-parses in a
    // hook where a syntax error becomes a 500, so a merely malformed query would look like our failure.
    maxTokens: { enabled: false },
    // The cost is ours (operation-cost.ts, cost-limits.ts): with variables and list sizes, and spent from a budget.
    costLimit: { enabled: false },
    maxDirectives: { n: LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.nodeEnv !== 'development' },
  }).protect();

  return new ApolloServer<Context>({
    schema: options.schema,
    introspection: options.introspection,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    persistedQueries: options.persistedQueries,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    validationRules: [
      ...armor.validationRules,
      KnownOperationTypeRule,
      OperationNameLengthRule,
      OneGuardedMutationRule,
    ],
    plugins: [
      // graphql-armor's typings point at Apollo's CommonJS build; the plugins are the same at runtime.
      ...(armor.plugins as unknown as ApolloServerPlugin<Context>[]),
      ...options.plugins,
      // No HTTP caching of GraphQL answers (prices are per customer); its per-field hook only costs time.
      ApolloServerPluginCacheControlDisabled(),
      observabilityPlugin<Context>(metrics, logger),
      inputBoundsPlugin<Context>(),
      // After the input bounds: an argument out of bounds is the client's error, not a cost.
      costLimitsPlugin<Context>(config.maxOperationCost),
    ],
    formatError: (formatted, error) => {
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' && isClientError(error)) {
        // Apollo's own refusals of a malformed request (a persisted query's version or hash) carry a 4xx
        // but no code: the request was at fault, not the gateway.
        return { ...formatted, extensions: { ...withoutStack(formatted.extensions), code: 'BAD_REQUEST' } };
      }
      const original = unwrapResolverError(error);
      if (original instanceof GraphQLError || !(error instanceof GraphQLError) || !error.originalError) {
        return { ...formatted, extensions: withoutStack(formatted.extensions) };
      }
      // A bug of ours: logged by the plugin with the request id, never described to the client.
      return {
        message: 'Internal server error.',
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
    logger: {
      debug: (message) => logger.debug(message),
      info: (message) => logger.info(message),
      warn: (message) => logger.warn(message),
      error: (message) => logger.error(message),
    },
  });
}

/**
 * What both GraphQL endpoints (/graphql and /staff/graphql) do to a request's body before Apollo reads it: uploads
 * (certificates, product pictures) as GraphQL multipart requests, the refusal of a body declared over the limit,
 * the JSON body, and an empty one on GET.
 */
export function graphqlRequestBody(): express.RequestHandler[] {
  return [
    multipartUploads(),
    refuseDeclaredOversize,
    express.json({ limit: LIMITS.bodyBytes }),
    (req, _res, next) => {
      // Express 5 leaves req.body unset on GET; Apollo's integration wants it present.
      req.body ??= {};
      next();
    },
  ];
}

/**
 * A JSON body whose Content-Length is over the limit is refused at once, and the connection closed: express.json
 * would first read the whole body (770 KB in the incident) only to throw it away.
 */
export const refuseDeclaredOversize: express.RequestHandler = (req, res, next) => {
  // The length first: most requests are small, and req.is parses the Content-Type (0.4-0.65 % of a request's CPU).
  if (Number(req.headers['content-length'] ?? 0) <= LIMITS.bodyBytes || req.is('multipart/*')) return next();
  res.setHeader('connection', 'close');
  next(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }));
};

/**
 * graphql-upload for multipart requests (certificates, product pictures) only; the rest skip its content-type
 * parsing. Its parser never answers a multipart request without a boundary (the fuzz test found the socket left
 * hanging), so such a request is refused before it gets there.
 */
export function multipartUploads(): express.RequestHandler {
  const uploads = graphqlUploadExpress({
    maxFileSize: LIMITS.uploadBytes,
    maxFiles: LIMITS.uploadFiles,
    maxFieldSize: LIMITS.bodyBytes,
  });
  return (req, res, next) => {
    if (!req.headers['content-type']?.startsWith('multipart/')) return next();
    if (!isReadableMultipart(req.headers['content-type'])) return next(unreadableMultipart());
    uploads(req, res, next);
  };
}

function isReadableMultipart(header: string): boolean {
  try {
    const { type, parameters } = parseContentType(header);
    return type === 'multipart/form-data' && (parameters.boundary ?? '') !== '';
  } catch {
    return false;
  }
}

function unreadableMultipart(): Error {
  return Object.assign(new Error('An upload must be sent as multipart/form-data with a boundary.'), {
    status: 400,
    expose: true,
  });
}

function isClientError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.originalError) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function withoutStack(extensions: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!extensions || !('stacktrace' in extensions)) return extensions;
  const { stacktrace: _stacktrace, ...rest } = extensions;
  return rest;
}

/** Operation timing, logging of unexpected errors, and the request id on every error a client sees. */
function observabilityPlugin<Context extends RequestScope>(
  metrics: GatewayMetrics,
  logger: Logger,
): ApolloServerPlugin<Context> {
  return {
    requestDidStart({ contextValue }) {
      const started = performance.now();
      return Promise.resolve({
        didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (!(original instanceof GraphQLError)) {
              logger.error(
                { requestId: contextValue.requestId, operationName, err: original, path: error.path },
                'resolver failed unexpectedly',
              );
            }
          }
          return Promise.resolve();
        },
        willSendResponse({ response, operationName }) {
          let failed = false;
          if (response.body.kind === 'single') {
            const result = response.body.singleResult;
            if (result.errors) {
              failed = true;
              result.errors = result.errors.map((error) => ({
                ...error,
                extensions: { ...error.extensions, requestId: contextValue.requestId },
              }));
            }
          }
          contextValue.access.operationName = operationName ?? null;
          contextValue.access.outcome = failed ? 'error' : 'ok';
          metrics.observeOperation(
            operationName,
            failed ? 'error' : 'ok',
            (performance.now() - started) / 1000,
          );
          return Promise.resolve();
        },
      });
    },
  };
}
