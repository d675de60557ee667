import { z } from 'zod';
import { restCall, type RestBody } from '../call.js';
import { Id, Int, nullish } from '../fields.js';
import { CERTIFICATE_KINDS } from './values.js';

/** A staff list's paging, beside its `data`. */
export const RestStaffMetaSchema = z.object({
  total: Int,
  page: Int,
  per_page: Int,
});
export type RestStaffMeta = z.infer<typeof RestStaffMetaSchema>;

/** A staff list: one page of rows as `data`, and where it sits in the whole list as `meta` (a `bare` answer). */
export function restStaffPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: RestStaffMetaSchema });
}

export const RestStaffStateSchema = z.object({ id: Id, name: z.string(), code: nullish(z.string()) });

/** A membership category arrives as its name, or as the record that has one (store-api's has its id too). */
export const RestMembershipCategoryName = nullish(
  z.union([
    z.string(),
    z.object({ id: Id.optional(), name: z.string() }).transform((category) => category.name),
  ]),
);

export const RestStaffAddressSchema = z.object({
  id: Id,
  type: nullish(z.enum(['billing', 'shipping'])),
  name: nullish(z.string()),
  company_name: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  state: nullish(RestStaffStateSchema),
  pincode: nullish(z.string()),
  phone: nullish(z.string()),
});
export type RestStaffAddress = z.infer<typeof RestStaffAddressSchema>;

export const RestCertificateSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  content_type: z.string(),
  file_name: z.string(),
  url: z.string(),
});
export type RestCertificate = z.infer<typeof RestCertificateSchema>;

/** A certificate's bytes (PDF, JPEG or PNG) as store-api streams them: the answer is the file, not JSON. */
export const RestFileSchema = z.instanceof(Uint8Array);

/** A staff write of ours (`name` its path under `/`), answered in an envelope. */
export const staffWrite = <
  const Path extends string,
  Answer extends z.ZodType,
  Body extends RestBody | undefined = undefined,
>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: Path,
  answer: Answer,
  body?: Body,
) =>
  restCall<Answer, undefined, Body, Path>({
    name: path.slice(1),
    method,
    path,
    write: true,
    origin: 'ours',
    access: 'staff',
    body,
    wrapping: 'envelope',
    answer,
  });
