import { z } from 'zod';
import { storeToday } from './expiry.js';
import { QUANTITY } from './limits.js';

/**
 * The back office's work on orders (issue 32, item 3): the search of the orders list, the shipment the warehouse
 * enters when an order leaves, bulk changes and edits before it ships. store-api enforces these, the gateway checks
 * them before any upstream call, the staff screens' forms apply them.
 */

/** The orders search: an order number (`1042`, `#1042`, `order-1042`) or a part of a company, contact or e-mail. */
export const ORDER_SEARCH = { minLength: 2, maxLength: 100 } as const;

/** A carrier's name and a tracking number, as typed; the expected delivery at most a year ahead. */
export const SHIPMENT = {
  carrierMaxLength: 60,
  trackingMaxLength: 60,
  /** Letters, digits, spaces and dashes: what carriers print, and nothing a link or a spreadsheet would run. */
  trackingPattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
  expectedMaxDaysAhead: 365,
} as const;

/** Most orders one bulk status change or one print of packing slips and a pick list may name. */
export const ORDERS_PER_BULK = 50;

/** The statuses in which staff may still change an order's lines: before it leaves the warehouse. */
export const EDITABLE_ORDER_STATUSES = ['pending', 'processing'] as const;

export const orderWorkMessages = {
  searchTooShort: `Type at least ${ORDER_SEARCH.minLength} characters to search orders.`,
  searchTooLong: `A search is at most ${ORDER_SEARCH.maxLength} characters.`,
  carrierRequired: 'Enter the carrier.',
  carrierTooLong: `The carrier is at most ${SHIPMENT.carrierMaxLength} characters.`,
  trackingRequired: 'Enter the tracking number.',
  trackingTooLong: `The tracking number is at most ${SHIPMENT.trackingMaxLength} characters.`,
  trackingCharacters: 'A tracking number has only letters, digits, spaces and dashes.',
  expectedFormat: 'The expected delivery date must be a day written YYYY-MM-DD.',
  expectedPast: 'The expected delivery date cannot be before today.',
  expectedTooFar: 'The expected delivery date must be within a year.',
  shipmentOnlyWhenShipped: 'A carrier and tracking number go with the status shipped only.',
  bulkEmpty: 'Select at least one order.',
  bulkTooMany: `Select at most ${ORDERS_PER_BULK} orders at once.`,
  notEditable: (status: string) =>
    `An order that is ${status} cannot be changed any more: only pending and processing orders can.`,
  lastLine: 'An order keeps at least one line: cancel the order instead.',
  quantityRange: `The quantity must be a whole number from ${QUANTITY.min} to ${QUANTITY.max}.`,
  notEnoughStock: (available: number) =>
    `Only ${available} more in stock: the quantity can go up by at most ${available}.`,
  overPurchaseLimit: (limit: number) => `At most ${limit} of this product per order.`,
} as const;

/** A YYYY-MM-DD day that exists. */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const DAY_MS = 86_400_000;

/** The last day an expected delivery may be set to, seen from `today` (YYYY-MM-DD). */
export function latestExpectedDelivery(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + SHIPMENT.expectedMaxDaysAhead * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined ? '' : value;
const M = orderWorkMessages;

/**
 * What "Mark shipped" takes, checked in this order: carrier, tracking number, expected delivery (optional, from the
 * store's today to a year ahead). `today` is the store's day (New York) unless a test gives another.
 */
export function shipmentRule(today: string = storeToday()) {
  return z.object({
    carrier: z.preprocess(
      text,
      z
        .string({ error: M.carrierRequired })
        .min(1, M.carrierRequired)
        .max(SHIPMENT.carrierMaxLength, M.carrierTooLong),
    ),
    tracking_number: z.preprocess(
      text,
      z
        .string({ error: M.trackingRequired })
        .min(1, M.trackingRequired)
        .max(SHIPMENT.trackingMaxLength, M.trackingTooLong)
        .regex(SHIPMENT.trackingPattern, M.trackingCharacters),
    ),
    expected_delivery_on: z.preprocess(
      (value) => (value === null ? '' : text(value)),
      z
        .string({ error: M.expectedFormat })
        .refine((value) => value === '' || isDay(value), M.expectedFormat)
        .refine((value) => value === '' || value >= today, M.expectedPast)
        .refine((value) => value === '' || value <= latestExpectedDelivery(today), M.expectedTooFar)
        .transform((value) => (value === '' ? null : value)),
    ),
  });
}
export type Shipment = z.output<ReturnType<typeof shipmentRule>>;

/**
 * An orders search as typed: `#1042` and `order-1042` are the number 1042; anything else is matched as a part of
 * the customer's company, contact name or e-mail (or the order's e-mail). Null when blank.
 */
export function orderSearchTerms(search: string): { orderNumber: number | null; text: string } | null {
  const trimmed = search.trim();
  if (trimmed === '') return null;
  const number = /^(?:#|order-)?\s*(\d{1,10})$/i.exec(trimmed);
  const id = number ? Number(number[1]) : null;
  return { orderNumber: id !== null && id >= 1 && id <= 2_147_483_647 ? id : null, text: trimmed };
}
