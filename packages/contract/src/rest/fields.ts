import { z } from 'zod';
import { parseCents } from '../money.js';

/*
 * The fields the REST answers are made of, parsed at the boundary: money arrives as "12.50" and leaves as integer
 * cents, so no float ever takes part in arithmetic; ids arrive as numbers or digits.
 */

/**
 * A whole number. Typed as a number, as a host should send it (store-api's answers are checked against that);
 * a host's digits are read too.
 */
export const Int = z.coerce.number<number>().int();
export const Id = Int;
export const Cents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = parseCents(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'not a money amount' });
    return z.NEVER;
  }
  return cents;
});
/** The spec's 0 or 1 (or a boolean). */
export const Flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => Number(value) === 1 || value === true);
export const nullish = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** Laravel's paginator; only the fields the gateway reads are kept. */
export function restPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: Int,
    data: z.array(item),
    last_page: Int,
    per_page: Int,
    total: Int,
  });
}
/** A page as restPageSchema reads it, of items read as T. */
export type RestPage<T> = z.output<ReturnType<typeof restPageSchema<z.ZodType<T>>>>;

/** A call read for its message: the spec gives no `data`, store-api an empty one. */
export const RestEmptySchema = z.unknown().optional();
