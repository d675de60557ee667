import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { CATALOG } from '@storefront/contract';
import { useId, useState } from 'react';

import { DoneDialog } from '../components/DoneDialog';
import { FileChooserButton } from '../components/FileChooserButton';
import { RefusalAlert } from '../components/RefusalAlert';
import { taxonomyMessages as messages } from './taxonomyMessages';
import { useTaxonImageMutation } from './useTaxonomyMutations';

/**
 * A category's picture or a brand's logo: what it is now, upload or replace it (saved at once), remove it. The
 * store's refusal of a file (not a picture, too large) is said beside the buttons.
 */
export function TaxonImageDialog({
  kind,
  taxon,
  open,
  onClose,
}: {
  kind: 'category' | 'brand';
  taxon: { id: string; name: string; imageUrl?: string | null | undefined };
  open: boolean;
  onClose: () => void;
}) {
  const helpId = useId();
  const { upload, remove, uploading, removing } = useTaxonImageMutation(kind);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = uploading || removing;
  const imageUrl = taxon.imageUrl ?? null;

  const choose = async ([file]: File[]) => {
    if (!file) return;
    // The store refuses it too; said at once rather than after sending 10 MB.
    if (file.size > CATALOG.imageBytes) return setRefusal(messages.pictureTooLarge);
    setRefusal(await upload(taxon.id, file));
  };

  return (
    <DoneDialog
      open={open}
      onClose={onClose}
      title={messages.pictureLabel(kind, taxon.name)}
      doneLabel={messages.done}
      size="md"
    >
      <Stack gap="4">
        <Text id={helpId} color="fg.muted">
          {messages.pictureHelp(kind)}
        </Text>
        {imageUrl ? (
          <Image
            src={imageUrl}
            alt={messages.pictureLabel(kind, taxon.name)}
            maxH="48"
            maxW="full"
            objectFit="contain"
            alignSelf="start"
            borderWidth="1px"
            rounded="md"
            bg="white"
          />
        ) : (
          <Text>{messages.noPicture(kind)}</Text>
        )}
        <Box>
          <Flex gap="2" wrap="wrap">
            <FileChooserButton
              label={messages.uploadPicture(kind, imageUrl !== null)}
              accept={CATALOG.imageAccept}
              loading={uploading}
              loadingText={messages.uploadingPicture}
              disabled={busy}
              aria-describedby={helpId}
              onChoose={(chosen) => void choose(chosen)}
            />
            {imageUrl && (
              <Button
                variant="outline"
                colorPalette="red"
                loading={removing}
                loadingText={messages.removingPicture}
                disabled={busy}
                onClick={() => void remove(taxon.id).then(setRefusal)}
              >
                {messages.removePicture(kind)}
              </Button>
            )}
          </Flex>
          {refusal && (
            <Box mt="3">
              <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />
            </Box>
          )}
        </Box>
      </Stack>
    </DoneDialog>
  );
}
