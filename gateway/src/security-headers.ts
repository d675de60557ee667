import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity, type HelmetOptions } from 'helmet';

declare module 'express-serve-static-core' {
  interface Locals {
    /** This response's Content-Security-Policy nonce: every inline script of the page must carry it (not set on /graphql). */
    cspNonce: string;
  }
}

/** The script source of this response's nonce: inline scripts run only with the nonce of their own response. */
const nonceOf = (_req: unknown, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`;

/** The headers every answer gets, whatever its policy for scripts. */
const common: HelmetOptions = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Off: integrators' sites may show the product images under /storage, which same-origin would block.
  crossOriginResourcePolicy: false,
  // Only for a request that came over HTTPS (below): on plain http it would lock localhost out of http.
  strictTransportSecurity: false,
};

/** The web app's pages (and every other answer but /graphql): its own scripts, and inline ones with the nonce. */
const pagePolicy = helmet({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", nonceOf],
      scriptSrcAttr: ["'none'"],
      // Emotion (Chakra UI) inserts <style> elements at run time, and the server's page carries its styles
      // inline: neither can carry a per-response nonce, and CSS cannot run script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * Apollo Sandbox at GET /graphql loads its embed from Apollo's CDN, and its page sets its own policy for that
 * (a <meta> CSP with its own nonce); this header only keeps the endpoint out of other sites' frames.
 */
const graphqlPolicy = helmet({
  ...common,
  // Sandbox may open Apollo's sign-in in a popup.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * The store's own explorer (/graphql/explorer, explorer.ts): GraphiQL's files and its start-up script, all from this
 * origin; styles inline too (GraphiQL sets some at run time); requests to this origin's /graphql only.
 */
const explorerPolicy = helmet({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * A registration's certificate or a buyer's renewed one (/staff/certificates/...): a PDF or an image that the staff
 * review page shows in a frame of its own origin (Chromium's PDF viewer); no other site may frame it, and it runs nothing of its own.
 */
const certificatePolicy = helmet({
  ...common,
  xFrameOptions: { action: 'sameorigin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
});

/** A policy's middleware, as helmet makes it. */
type Policy = ReturnType<typeof helmet>;

/**
 * What a policy without per-response values does to every response, worked out by helmet once: replayed, it spares
 * each request helmet's chain of a dozen middleware functions (the headers are the same, names and values).
 */
function replayed(policy: Policy): (res: ServerResponse) => void {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown;
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw new Error('helmet refused a security policy', { cause: failure });
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

const graphqlHeaders = replayed(graphqlPolicy);
const explorerHeaders = replayed(explorerPolicy);
const certificateHeaders = replayed(certificatePolicy);

const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

/** No camera, microphone or location for the store or anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * Security headers on every answer (helmet), with a fresh nonce per response for the page's inline scripts
 * (`res.locals.cspNonce`, which web-app.ts writes into the page), and HSTS only over HTTPS.
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    const graphql = req.path === '/graphql' || req.path.startsWith('/graphql/');
    // 128 random bits, base64; GraphQL answers carry no page, so they need none.
    if (!graphql) res.locals.cspNonce = randomBytes(16).toString('base64');
    const explorer = req.path === '/graphql/explorer' || req.path.startsWith('/graphql/explorer/');
    const fixed = explorer
      ? explorerHeaders
      : graphql
        ? graphqlHeaders
        : req.path.startsWith('/staff/certificates/')
          ? certificateHeaders
          : undefined;
    const then = (error?: unknown) => {
      if (error !== undefined) return next(error);
      if (req.secure) hsts(req, res, () => next());
      else next();
    };
    if (!fixed) return pagePolicy(req, res, then);
    fixed(res);
    then();
  };
}
