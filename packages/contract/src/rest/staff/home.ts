import { z } from 'zod';
import { restCall } from '../call.js';

/** What waits today; a count the member's role does not cover is null. */
export const RestStaffHomeSchema = z.object({
  registrations: z.object({ waiting: z.number().int(), oldest_at: z.string().nullable() }).nullable(),
  orders: z.object({ to_process: z.number().int(), to_ship: z.number().int() }).nullable(),
  licences_expiring: z.number().int().nullable(),
  products_out_of_stock: z.number().int().nullable(),
});
export type RestStaffHome = z.infer<typeof RestStaffHomeSchema>;

/** The back office's home: today's counts for the member's role, in one cheap call (any staff member). */
export const STAFF_HOME = {
  home: restCall({
    name: 'staff/home',
    method: 'GET',
    path: '/staff/home',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffHomeSchema,
  }),
} as const;
