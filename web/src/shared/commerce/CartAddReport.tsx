import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';

import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { CartAddReport_ResultFragment as LineResult } from '../../gql/graphql';
import { ButtonLink } from '../components/ButtonLink';
import { toaster } from '../components/toaster';
import { paths } from '../lib/paths';
import { cartAddReportMessages as messages } from './messages';

/** What the report shows of one line of `addLinesToCart`. */
export const CartAddReportFragment = graphql(`
  fragment CartAddReport_result on CartLineResult {
    productId
    code
    name
    requestedQuantity
    addedQuantity
    message
  }
`);

interface Report {
  results: readonly LineResult[];
  /** Names the page knows (an order's lines, the wishlist's rows), for products the store no longer has. */
  names: ReadonlyMap<string, string>;
}

const inFull = (result: LineResult) => result.addedQuantity >= result.requestedQuantity;

/** The lines added in part or not at all, each with its reason in words, and a way to the cart. */
function CartAddReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const results = report?.results ?? [];
  const short = results.filter((result) => !inFull(result));
  const anyAdded = results.some((result) => result.addedQuantity > 0);
  const nameOf = (result: LineResult) =>
    result.name ??
    (result.productId === null ? undefined : report?.names.get(result.productId)) ??
    result.code ??
    messages.unknownProduct(result.productId ?? '');

  return (
    <Dialog.Root
      open={report !== null}
      placement="center"
      size="md"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{messages.title(anyAdded)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  {messages.summary(results.length - short.length, results.length)}
                </Dialog.Description>
                <Stack as="ul" aria-label={messages.shortfalls} gap="2" ps="5" listStyleType="disc">
                  {short.map((result, index) => (
                    <Box as="li" key={`${result.productId ?? result.code}-${index}`}>
                      <Text as="span" fontWeight="medium">
                        {nameOf(result)}
                      </Text>
                      {': '}
                      {result.addedQuantity > 0
                        ? messages.partlyAdded(result.addedQuantity, result.requestedQuantity)
                        : messages.notAdded}
                      {result.message ? ` (${result.message})` : null}
                    </Box>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {messages.close}
              </Button>
              <ButtonLink to={paths.cart} colorPalette="brand" onClick={onClose}>
                {messages.viewCart}
              </ButtonLink>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Tells the buyer what became of several products added at once: a toast when every line went in full, otherwise
 * a dialog listing each line added in part or not at all with the store's reason ('Only 2 left in stock', 'At
 * most 3 per order', 'No longer available', 'No product has this SKU, item code or barcode') and a link to the cart. Render `dialog` where the hook is used.
 */
export function useCartAddReport() {
  const [report, setReport] = useState<Report | null>(null);
  const show = useCallback(
    (
      results: readonly FragmentType<typeof CartAddReportFragment>[],
      names: ReadonlyMap<string, string> = new Map(),
    ) => {
      const read = results.map((result) => getFragmentData(CartAddReportFragment, result));
      if (read.length === 0) return;
      if (read.every(inFull)) {
        toaster.create({ type: 'success', title: messages.allAdded(read.length) });
        return;
      }
      setReport({ results: read, names });
    },
    [],
  );
  const dialog = <CartAddReportDialog report={report} onClose={() => setReport(null)} />;
  return [show, dialog] as const;
}
