import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish, RestEmptySchema } from '../fields.js';

export const RestCountrySchema = z.object({ id: Id, country: z.string() });

/** A state as registration's lists name it (`state`) or as checkout's does (`name`, section 3). */
export const RestStateSchema = z
  .object({ id: Id, state: z.string().optional(), name: z.string().optional(), country_id: nullish(Id) })
  .refine((row) => row.state !== undefined || row.name !== undefined, { message: 'a state has no name' })
  .transform(({ name, ...row }) => ({ ...row, state: (row.state ?? name)! }));

export const RestStateNamesSchema = z.record(z.string(), z.string());

export const RestMembershipCategorySchema = z.object({ cc_id: Id, cc_name: z.string() });

/** The lists a registration and a checkout choose from, and the contact form. */
export const REFERENCE = {
  countries: restCall({
    name: 'country',
    method: 'GET',
    path: '/customer/country',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'plain',
    answer: z.array(RestCountrySchema),
  }),
  /** Checkout's states (the spec names them `name` there). */
  states: restCall({
    name: 'states',
    method: 'GET',
    path: '/customer/states',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'plain',
    answer: z.array(RestStateSchema),
  }),
  /** A country's states, for registration. */
  statesOfCountry: restCall({
    name: 'posstates',
    method: 'GET',
    path: '/customer/posstates',
    write: false,
    origin: 'spec',
    access: 'public',
    query: restQuery('id'),
    wrapping: 'plain',
    answer: z.array(RestStateSchema),
  }),
  stateNames: restCall({
    name: 'states-by-ids',
    method: 'GET',
    path: '/customer/states-by-ids',
    write: false,
    origin: 'spec',
    access: 'public',
    query: restQuery('ids'),
    wrapping: 'envelope',
    answer: RestStateNamesSchema,
  }),
  membershipCategories: restCall({
    name: 'pos-customer-category',
    method: 'GET',
    path: '/customer/pos-customer-category',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'plain',
    answer: z.array(RestMembershipCategorySchema),
  }),
  sendContactMessage: restCall({
    name: 'send-contact-message',
    method: 'POST',
    path: '/customer/send-contact-message',
    write: true,
    origin: 'spec',
    access: 'public',
    body: z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string().optional(),
    }),
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
} as const;
