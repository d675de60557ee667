import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { storeToday } from '@storefront/contract';
import { useState } from 'react';

import { graphql } from '../../../gql';
import type { OrderStatus } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import { orderStatusLabel } from '../lib/format';
import { orderHistoryCsv, type HistoryOrder } from '../lib/orderHistoryCsv';
import { ordersMessages as messages } from '../messages';

/*
 * The query asks 20 orders a page: with their lines, one page stays well under the gateway's cost of one operation
 * (about 700 of 2,000), and the 25 pages of the largest file (500 orders) within a minute's budget.
 */
/** At most this many pages (500 orders) in one file. */
const MAX_PAGES = 25;

const OrderHistoryExportQuery = graphql(`
  query OrderHistoryExport($page: Int!) {
    orders(page: $page, perPage: 20) {
      items {
        id
        number
        createdAt
        status
        subtotal {
          amount
        }
        tax {
          amount
        }
        total {
          amount
        }
        shipment {
          carrier
          trackingNumber
        }
        lines {
          id
          name
          quantity
          unitPrice {
            amount
          }
          subtotal {
            amount
          }
        }
      }
      totalPages
    }
  }
`);

/**
 * Downloads the buyer's order history as CSV (dates, numbers, lines, totals), made in the browser from the public
 * `orders` query, so it works on any store that answers it.
 */
export function ExportOrdersButton() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const exportHistory = async () => {
    setBusy(true);
    try {
      const orders: HistoryOrder[] = [];
      for (let page = 1, pages = 1; page <= Math.min(pages, MAX_PAGES); page += 1) {
        const { data } = await client.query({
          query: OrderHistoryExportQuery,
          variables: { page },
          fetchPolicy: 'network-only',
        });
        if (!data?.orders) throw new Error('no orders');
        orders.push(...data.orders.items);
        pages = data.orders.totalPages;
      }
      const csv = orderHistoryCsv(orders, (status) => orderStatusLabel(status as OrderStatus));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      // Named with the store's day, as the rows' dates are (orderHistoryCsv).
      link.download = `order-history-${storeToday()}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      toaster.create({ type: 'success', title: messages.exported(orders.length) });
    } catch {
      toaster.create({ type: 'error', title: messages.exportFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      alignSelf="start"
      variant="outline"
      colorPalette="brand"
      size="sm"
      loading={busy}
      loadingText={messages.exporting}
      onClick={() => void exportHistory()}
    >
      {messages.exportCsv}
    </Button>
  );
}
