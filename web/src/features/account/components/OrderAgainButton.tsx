import { Button } from '@chakra-ui/react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { useAddLinesToCartMutation } from '../../../shared/commerce/useAddLinesToCartMutation';
import { orderDetailMessages as messages } from '../messages';

/** What ordering again needs of each line of the order. */
export const OrderAgainLineFragment = graphql(`
  fragment OrderAgainButton_line on OrderLine {
    id
    productId
    name
    quantity
  }
`);

/**
 * The order's lines that can be ordered again (or saved to a list): a line whose product has been removed from the
 * catalog has no product to add.
 */
export function linesToOrderAgain(lines: readonly FragmentType<typeof OrderAgainLineFragment>[]) {
  return lines.flatMap((line) => {
    const { productId, quantity, name } = getFragmentData(OrderAgainLineFragment, line);
    return productId === null ? [] : [{ productId, quantity, name }];
  });
}

/**
 * 'Order again': puts the order's products in the cart in the quantities ordered, then says what was added and
 * what could not be (stock, limit, no longer sold).
 */
export function OrderAgainButton(props: { lines: readonly FragmentType<typeof OrderAgainLineFragment>[] }) {
  const lines = linesToOrderAgain(props.lines);
  const [addLines, { loading, report }] = useAddLinesToCartMutation();
  return (
    <>
      <Button
        colorPalette="brand"
        loading={loading}
        disabled={lines.length === 0}
        title={messages.orderAgainHint}
        onClick={() => void addLines(lines)}
      >
        {messages.orderAgain}
      </Button>
      {report}
    </>
  );
}
