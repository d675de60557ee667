import { Box, chakra, Flex, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { StaffSection } from '../../components/StaffSection';
import { graphql } from '../../gql';
import type { CertificateKind, Certificates_CertificateFragment } from '../../gql/graphql';
import { registrationMessages as messages } from '../messages';

export const CertificatesFragment = graphql(`
  fragment Certificates_certificate on Certificate {
    kind
    contentType
    fileName
    url
  }
`);

const KINDS: readonly CertificateKind[] = ['TAX', 'TOBACCO'];

/**
 * A business's tax certificate and tobacco licence side by side, each in the page: a PDF in the browser's own
 * viewer, an image as an image, and a link to open it in a tab of its own.
 */
export function Certificates({
  certificates,
  companyName,
}: {
  certificates: readonly Certificates_CertificateFragment[];
  companyName: string;
}) {
  return (
    <StaffSection title={messages.certificates}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {KINDS.map((kind) => (
          <CertificateView
            key={kind}
            kind={kind}
            certificate={certificates.find((certificate) => certificate.kind === kind)}
            companyName={companyName}
          />
        ))}
      </SimpleGrid>
    </StaffSection>
  );
}

function CertificateView({
  kind,
  certificate,
  companyName,
}: {
  kind: CertificateKind;
  certificate: Certificates_CertificateFragment | undefined;
  companyName: string;
}) {
  const name = messages.certificateKinds[kind];
  return (
    <Box borderWidth="1px" rounded="md" bg="white" p="4">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h3" size="md">
          {name}
        </Heading>
        {certificate && (
          <Link href={certificate.url} target="_blank" rel="noopener" color="brand.700" fontSize="sm">
            {messages.openInNewTab}
            <Box as="span" srOnly>
              {` (${name.toLowerCase()})`}
            </Box>
          </Link>
        )}
      </Flex>
      {certificate ? (
        <FilePreview file={certificate} title={messages.certificateOf(name, companyName)} />
      ) : (
        <Text color="fg.muted">{messages.noCertificate}</Text>
      )}
    </Box>
  );
}

/**
 * A stored file shown in the page: a PDF in the browser's own viewer, an image as an image (certificates and the
 * documents attached to a registration alike). `title` names it for assistive technology.
 */
export function FilePreview({ file, title }: { file: { contentType: string; url: string }; title: string }) {
  if (file.contentType === 'application/pdf') {
    return (
      <Stack gap="2">
        <chakra.iframe
          src={file.url}
          title={messages.pdfTitle(title)}
          w="full"
          h={{ base: '28rem', md: '40rem' }}
          borderWidth="1px"
          rounded="sm"
        />
        {/* A browser set to download PDFs rather than show them leaves the frame empty. */}
        <Text fontSize="sm" color="fg.muted">
          {messages.pdfHint}
        </Text>
      </Stack>
    );
  }
  if (file.contentType.startsWith('image/')) {
    return <Image src={file.url} alt={title} maxH="40rem" mx="auto" objectFit="contain" />;
  }
  return <Text>{messages.cannotPreview}</Text>;
}
