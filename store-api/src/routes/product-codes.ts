import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { UnprocessableError } from '../errors.js';
import { requireCustomer } from '../http/auth.js';
import { envelope } from '../http/reply.js';
import { queryText } from '../http/validate.js';
import { CART_LINES_PER_ADD, CODE_SUGGESTIONS, messages as M, PRODUCT_CODE } from '@storefront/contract';
import { findProductIdsByCodes, suggestProductCodes } from '../services/product-codes.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { CATALOG } from '@storefront/contract/rest';

/** Quick order is for approved buyers: it is a way to order, and its look-ups read the whole catalog. */
function requireApprovedCustomer(request: FastifyRequest): void {
  const customer = requireCustomer(request);
  if (customer.status !== 'approved') throw new UnprocessableError(M.onlyApproved, 'NOT_APPROVED', null);
}

function isCode(code: string): boolean {
  return code.length <= PRODUCT_CODE.maxLength && PRODUCT_CODE.pattern.test(code);
}

/** The codes of `?codes=a,b,c`, trimmed, in order, repeats kept (each is a line of the buyer's list). */
function codeList(value: unknown): string[] {
  const codes = queryText(value)
    .split(',')
    .map((code) => code.trim());
  if (codes.length > CART_LINES_PER_ADD || !codes.every(isCode))
    throw new UnprocessableError(M.productCodes, 'INVALID', 'codes');
  return codes;
}

export function productCodeRoutes(app: CustomerApi, db: Queryable): void {
  customerRoute(app, CATALOG.itemsByCode, async (request) => {
    requireApprovedCustomer(request);
    const codes = codeList(request.query.codes);
    return envelope(await findProductIdsByCodes(db, codes));
  });

  customerRoute(app, CATALOG.codeSuggestions, async (request) => {
    requireApprovedCustomer(request);
    const typed = queryText(request.query.q);
    if (typed.length < CODE_SUGGESTIONS.minLength || !isCode(typed))
      throw new UnprocessableError(M.codePrefix, 'INVALID', 'q');
    return envelope(await suggestProductCodes(db, typed, CODE_SUGGESTIONS.max));
  });
}
