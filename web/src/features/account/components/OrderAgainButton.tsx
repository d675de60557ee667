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
 * 'Order again': puts the order's products in the cart in the quantities ordered, then says what was added and
 * what could not be (stock, limit, no longer sold).
 */
export function OrderAgainButton(props: { lines: readonly FragmentType<typeof OrderAgainLineFragment>[] }) {
  const lines = props.lines.map((line) => getFragmentData(OrderAgainLineFragment, line));
  const [addLines, { loading, report }] = useAddLinesToCartMutation();
  return (
    <>
      <Button
        colorPalette="brand"
        loading={loading}
        title={messages.orderAgainHint}
        onClick={() =>
          void addLines(
            lines.map((line) => ({ productId: line.productId, quantity: line.quantity, name: line.name })),
          )
        }
      >
        {messages.orderAgain}
      </Button>
      {report}
    </>
  );
}
