import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { REGISTRATION_DOCUMENTS } from '@storefront/contract';
import { useId, useState } from 'react';

import { FileChooserButton } from '../../components/FileChooserButton';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StaffSection } from '../../components/StaffSection';
import { graphql } from '../../gql';
import type { Documents_DocumentFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { registrationMessages as messages } from '../messages';
import { useAttachRegistrationDocumentMutation } from '../useAttachRegistrationDocumentMutation';
import { FilePreview } from './Certificates';

export const DocumentsFragment = graphql(`
  fragment Documents_document on RegistrationDocument {
    id
    contentType
    fileName
    url
    attachedAt
    attachedBy {
      id
      email
      name
    }
  }
`);

/**
 * What the business sent back after a request for information, each shown in the page like a certificate with
 * who attached it and when, and the button that attaches another.
 */
export function Documents({
  registrationId,
  companyName,
  documents,
}: {
  registrationId: string;
  companyName: string;
  documents: readonly Documents_DocumentFragment[];
}) {
  const helpId = useId();
  const [attach, attaching] = useAttachRegistrationDocumentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = documents.length >= REGISTRATION_DOCUMENTS.maxPerRegistration;

  const upload = async ([file]: File[]) => {
    if (!file) return;
    // The store refuses it too; said at once rather than after sending 10 MB.
    if (file.size > REGISTRATION_DOCUMENTS.maxBytes) {
      setRefusal(messages.documentTooLarge);
      return;
    }
    setRefusal(null);
    setRefusal(await attach(registrationId, file));
  };

  return (
    <StaffSection
      title={messages.documents}
      action={
        !full && (
          <Box>
            <FileChooserButton
              label={messages.attachDocument}
              accept={REGISTRATION_DOCUMENTS.accept}
              loading={attaching}
              loadingText={messages.attaching}
              aria-describedby={helpId}
              onChoose={(chosen) => void upload(chosen)}
            />
          </Box>
        )
      }
    >
      <Stack gap="3">
        <Text id={helpId} fontSize="sm" color="fg.muted">
          {full ? REGISTRATION_DOCUMENTS.messages.tooMany : messages.documentHelp}
        </Text>
        {refusal && <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />}
        {documents.length === 0 ? (
          <Text color="fg.muted">{messages.noDocuments}</Text>
        ) : (
          <Stack as="ol" gap="4" listStyleType="none">
            {documents.map((document) => (
              <Box as="li" key={document.id} borderWidth="1px" rounded="md" bg="white" p="4">
                <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="1">
                  <Heading as="h3" size="md">
                    {document.fileName}
                  </Heading>
                  <Link href={document.url} target="_blank" rel="noopener" color="brand.700" fontSize="sm">
                    {messages.openInNewTab}
                    <Box as="span" srOnly>
                      {` (${document.fileName})`}
                    </Box>
                  </Link>
                </Flex>
                <Text fontSize="sm" color="fg.muted" mb="3">
                  {messages.attachedBy(
                    formatDateTime(document.attachedAt),
                    document.attachedBy ? document.attachedBy.name || document.attachedBy.email : null,
                  )}
                </Text>
                <FilePreview file={document} title={messages.documentOf(document.fileName, companyName)} />
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </StaffSection>
  );
}
