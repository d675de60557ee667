import type { GatewayContext } from '../context.js';
import type { RegisterInput } from '../generated/graphql.js';
import type { UploadValue } from '../models.js';
import type { RestCustomer } from '@storefront/contract/rest';
import type { RegisterFields, UploadedFile } from '../upstream/store-api.js';
import { messages as M, UPLOAD } from '@storefront/contract';
import { badInput } from './refusals.js';

/** The certificate size limit, for graphql-upload in server.ts. */
export const MAX_UPLOAD_BYTES = UPLOAD.maxBytes;
/** How store-api's messages name each certificate field. */
const CERTIFICATE_LABELS: Record<string, string> = {
  taxCertificate: 'tax certificate',
  tobaccoCertificate: 'tobacco certificate',
  certificate: 'certificate',
};

/** Reads a certificate into memory (at most UPLOAD.maxBytes, which graphql-upload also enforces while receiving). */
export async function readUpload(
  ctx: Pick<GatewayContext, 'requestId' | 'log'>,
  upload: UploadValue | null | undefined,
  field: string,
  tooLargeMessage = M.certificateSize(CERTIFICATE_LABELS[field] ?? 'file'),
): Promise<UploadedFile | undefined> {
  if (!upload) return undefined;
  const tooLarge = () => badInput(ctx, tooLargeMessage, field);
  try {
    const file = await upload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.createReadStream()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_UPLOAD_BYTES) throw tooLarge();
      chunks.push(buffer);
    }
    return { filename: file.filename, mimetype: file.mimetype, content: Buffer.concat(chunks) };
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw tooLarge();
    if (error instanceof Error && error.name === 'GraphQLError') throw error;
    ctx.log.warn({ requestId: ctx.requestId, err: error, field }, 'upload could not be read');
    throw badInput(ctx, M.fileNotReceived, field);
  }
}

/** Registers a business with its certificates; answers the new (pending) registration. */
export async function registerBusiness(ctx: GatewayContext, input: RegisterInput): Promise<RestCustomer> {
  const [taxCertificate, tobaccoCertificate] = await Promise.all([
    readUpload(ctx, input.taxCertificate, 'taxCertificate'),
    readUpload(ctx, input.tobaccoCertificate, 'tobaccoCertificate'),
  ]);
  const fields = {
    name_prefix: input.namePrefix ?? 'Mr.',
    name: input.name,
    email: input.email,
    password: input.password,
    company_name: input.companyName,
    address: input.address,
    city: input.city,
    country_id: input.countryId,
    state_id: input.stateId,
    pincode: input.postcode,
    phone: input.phone,
    mobile: input.mobile ?? undefined,
    tax_id: input.taxId ?? undefined,
    tax_expiry_date: input.taxExpiryDate ?? undefined,
    tob_license_no: input.tobaccoLicenseNumber,
    tob_expiry_date: input.tobaccoLicenseExpiryDate ?? undefined,
    dba: input.dba ?? undefined,
    cc_tax_id: input.membershipCategoryId,
  };
  const { data } = await ctx.storeApi.account.register(fields, {
    ...(taxCertificate ? { tax_certificate: taxCertificate } : {}),
    ...(tobaccoCertificate ? { tob_certificate: tobaccoCertificate } : {}),
  });
  return data?.customer ?? registrationOf(fields);
}

/**
 * The registration as it was sent, waiting for approval: the spec's host answers only a token (its `data.token`),
 * not the record it stored. Its id is left to the Customer resolver, which derives one from the e-mail.
 */
function registrationOf(fields: RegisterFields): RestCustomer {
  const none = (value: string | undefined) => value ?? null;
  return {
    id: null,
    name_prefix: none(fields.name_prefix),
    name: fields.name,
    email: fields.email,
    username: null,
    company_name: fields.company_name,
    phone: fields.phone,
    mobile: none(fields.mobile),
    address: fields.address,
    city: fields.city,
    pincode: fields.pincode,
    country_id: Number(fields.country_id),
    state_id: Number(fields.state_id),
    state: null,
    tax_id: none(fields.tax_id),
    tax_expiry_date: none(fields.tax_expiry_date),
    tob_license_no: fields.tob_license_no,
    tob_expiry_date: none(fields.tob_expiry_date),
    dba: none(fields.dba),
    cc_tax_id: Number(fields.cc_tax_id),
    status: 'pending',
    created_at: null,
  };
}
