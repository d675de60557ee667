import type { Request, Response } from 'express';
import type { GatewayConfig } from './config.js';

const SESSION_COOKIE = 'storefront_session';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The staff session: a cookie of its own, sent only to /staff (the staff endpoint and certificate route) and never
 * on a cross-site request, and living one working day rather than a month.
 */
const STAFF_SESSION_COOKIE = 'staff_session';
const STAFF_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

interface CookieSpec {
  name: string;
  path: string;
  sameSite: 'lax' | 'strict';
  maxAgeMs: number;
}

const BUYER_COOKIE: CookieSpec = {
  name: SESSION_COOKIE,
  path: '/',
  sameSite: 'lax',
  maxAgeMs: SESSION_MAX_AGE_MS,
};
const STAFF_COOKIE: CookieSpec = {
  name: STAFF_SESSION_COOKIE,
  path: '/staff',
  sameSite: 'strict',
  maxAgeMs: STAFF_SESSION_MAX_AGE_MS,
};
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
// Opaque store-api tokens: anything else is refused before it could reach a header.
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=|-]{16,512}$/;

type TokenSource = 'header' | 'cookie' | 'none' | 'malformed';

export interface CallerToken {
  token: string | undefined;
  source: TokenSource;
}

/** `Authorization: Bearer` (integrators) wins over the session cookie (the web app). */
export function readCallerToken(req: Request): CallerToken {
  const header = req.headers.authorization;
  if (header !== undefined && header.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const token = match?.[1];
    return token && TOKEN_PATTERN.test(token)
      ? { token, source: 'header' }
      : { token: undefined, source: 'malformed' };
  }
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (cookie !== undefined && TOKEN_PATTERN.test(cookie)) return { token: cookie, source: 'cookie' };
  return { token: undefined, source: 'none' };
}

/** The staff token: only ever the staff cookie (no bearer header: staff sign in through the browser). */
export function readStaffToken(req: Request): string | undefined {
  const cookie = readCookie(req.headers.cookie, STAFF_SESSION_COOKIE);
  return cookie !== undefined && TOKEN_PATTERN.test(cookie) ? cookie : undefined;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface Session {
  /** Stores the store-api token in the httpOnly session cookie (login). */
  start(token: string): void;
  /** Removes the session cookie (logout, or a token store-api no longer accepts). */
  end(): void;
}

export function cookieSession(
  req: Request,
  res: Response,
  config: Pick<GatewayConfig, 'cookieSecure'>,
): Session {
  return sessionIn(BUYER_COOKIE, req, res, config);
}

/** The staff session cookie (STAFF_SESSION_COOKIE), set by staffSignIn. */
export function staffCookieSession(
  req: Request,
  res: Response,
  config: Pick<GatewayConfig, 'cookieSecure'>,
): Session {
  return sessionIn(STAFF_COOKIE, req, res, config);
}

function sessionIn(
  cookie: CookieSpec,
  req: Request,
  res: Response,
  config: Pick<GatewayConfig, 'cookieSecure'>,
): Session {
  const secure =
    config.cookieSecure === 'always' || (config.cookieSecure === 'auto' && !LOCAL_HOSTS.has(req.hostname));
  const options = { httpOnly: true, sameSite: cookie.sameSite, secure, path: cookie.path } as const;
  return {
    start(token) {
      res.cookie(cookie.name, token, { ...options, maxAge: cookie.maxAgeMs });
    },
    end() {
      res.clearCookie(cookie.name, options);
    },
  };
}
