import { useFragment } from '@apollo/client/react';
import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { CATALOG } from '@storefront/contract';

import { DoneDialog } from '../components/DoneDialog';
import { FileChooserButton } from '../components/FileChooserButton';
import type { CatalogProduct_ProductFragment } from '../gql/graphql';
import { catalogMessages as messages } from './messages';
import { CatalogProductFragment } from './queries';
import { useAddProductImageMutation, useOrderProductImagesMutation } from './useCatalogMutations';

/**
 * A product's pictures in the order buyers see them: add one (uploaded at once), move one earlier or later, remove
 * one. Each change is saved as it is made, so nothing is lost if the dialog closes.
 */
export function PicturesDialog({
  product: given,
  open,
  onClose,
}: {
  product: CatalogProduct_ProductFragment;
  open: boolean;
  onClose: () => void;
}) {
  // The product as the cache has it now: each upload's answer updates it, whatever list is on the screen.
  const live = useFragment({
    fragment: CatalogProductFragment,
    from: { __typename: 'Product', id: given.id },
  });
  const product = live.complete ? live.data : given;
  const [add, adding] = useAddProductImageMutation();
  const [order, ordering] = useOrderProductImagesMutation();
  const files = product.images.map((image) => image.file);
  const busy = adding.loading || ordering.loading;

  const upload = async (chosen: File[]) => {
    // One at a time, in the order chosen: each goes last.
    for (const file of chosen) await add(product.id, file);
  };

  const move = (index: number, by: number) => {
    const next = [...files];
    const [file] = next.splice(index, 1);
    next.splice(index + by, 0, file!);
    void order(product.id, next);
  };

  return (
    <DoneDialog
      open={open}
      onClose={onClose}
      title={messages.picturesTitle(product.name)}
      doneLabel={messages.done}
      size="lg"
    >
      <Stack gap="4">
        <Text color="fg.muted">{messages.picturesHelp}</Text>
        {product.images.length === 0 && <Text>{messages.noPictures}</Text>}
        <Stack as="ol" gap="3" listStyleType="none" ps="0" aria-label={messages.pictures}>
          {product.images.map((image, index) => (
            <Flex
              as="li"
              key={image.file}
              gap="3"
              align="center"
              wrap="wrap"
              borderWidth="1px"
              rounded="md"
              p="2"
            >
              <Image
                src={image.url}
                alt={messages.pictureAlt(product.name, index + 1)}
                boxSize="16"
                objectFit="contain"
                bg="white"
              />
              <Text flex="1" minW="6rem" fontWeight="medium">
                {index + 1}
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={messages.moveEarlierLabel(index + 1)}
                  disabled={index === 0 || busy}
                  onClick={() => move(index, -1)}
                >
                  {messages.moveEarlier}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={messages.moveLaterLabel(index + 1)}
                  disabled={index === files.length - 1 || busy}
                  onClick={() => move(index, 1)}
                >
                  {messages.moveLater}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={messages.removeLabel(index + 1)}
                  disabled={busy}
                  onClick={() =>
                    void order(
                      product.id,
                      files.filter((file) => file !== image.file),
                    )
                  }
                >
                  {messages.remove}
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
        {product.images.length < CATALOG.images.max && (
          <Box>
            <FileChooserButton
              label={messages.addPicture}
              accept={CATALOG.imageAccept}
              multiple
              loading={adding.loading}
              loadingText={messages.uploading}
              disabled={busy}
              onChoose={(chosen) => void upload(chosen)}
            />
          </Box>
        )}
      </Stack>
    </DoneDialog>
  );
}
