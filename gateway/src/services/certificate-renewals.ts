import type { GatewayContext } from '../context.js';
import type { CertificateKind, CertificateRenewalInput } from '../generated/graphql.js';
import type { CertificateRenewalModel, CustomerModel } from '../models.js';
import { readUpload } from './registration.js';
import { viewerModel } from './view-models.js';

/** The schema's certificate kinds as store-api names them. */
const REST_KIND = { TOBACCO: 'tobacco', TAX: 'tax' } as const satisfies Record<CertificateKind, string>;

/**
 * Uploads a renewed certificate for staff to review; answers the new renewal and the customer, whose pending
 * renewals store-api's answer already lists.
 */
export async function uploadCertificateRenewal(
  ctx: GatewayContext,
  input: CertificateRenewalInput,
): Promise<{ certificateRenewal: CertificateRenewalModel | null; customer: CustomerModel }> {
  const certificate = await readUpload(ctx, input.certificate, 'certificate');
  const kind = REST_KIND[input.kind];
  const { data: renewals } = await ctx.storeApi.account.uploadCertificateRenewal(
    { kind, expires_on: input.expiresOn },
    certificate,
  );
  const customer = await ctx.storeApi.account.details();
  return {
    certificateRenewal: renewals.find((renewal) => renewal.kind === kind) ?? null,
    customer: { ...viewerModel(customer), certificateRenewals: renewals },
  };
}
