import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { CertificateRenewalInput } from '../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { renewCertificateMessages as messages } from '../messages';

// Answers with the customer by id and its renewals, so the pending list on screen follows without a refetch.
const UploadCertificateRenewalMutation = graphql(`
  mutation UploadCertificateRenewal($input: CertificateRenewalInput!) {
    uploadCertificateRenewal(input: $input) {
      certificateRenewal {
        id
      }
      customer {
        id
        ...RenewCertificate_viewer
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Uploads a renewed certificate (a `File` in the input: the upload link sends a multipart request). */
export function useUploadCertificateRenewal() {
  const [mutate, { loading }] = useMutation(UploadCertificateRenewalMutation);

  const upload = useCallback(
    (input: CertificateRenewalInput): Promise<MutationOutcome<unknown>> =>
      settleMutation(
        async () => (await mutate({ variables: { input } })).data?.uploadCertificateRenewal,
        messages.success,
      ),
    [mutate],
  );

  return [upload, { loading }] as const;
}
