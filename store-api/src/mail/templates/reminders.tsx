import type { StoreIdentity } from '../messages.js';
import { ActionLink, DataTable, Layout, Paragraph } from './layout.js';

/** A product due again, as a reorder reminder lists it. */
export interface ReminderProduct {
  item_name: string;
  item_code: string;
  quantity: number;
  interval_days: number;
  last_ordered_on: string;
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/**
 * To a buyer with reorder reminders on: the products they order regularly whose usual interval has passed, with one
 * link to a quick order holding them and their usual quantities, and a link that turns the reminders off.
 */
export function ReorderReminder({
  store,
  customer,
  products,
  quickOrderUrl,
  unsubscribeUrl,
}: {
  store: StoreIdentity;
  customer: { name: string };
  products: ReminderProduct[];
  quickOrderUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <Layout store={store} preview="Products you order regularly may be running low.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        You usually order {products.length === 1 ? 'this product' : 'these products'} about this often, and
        the time has come again:
      </Paragraph>
      <DataTable
        head={['Product', 'Code', 'Usual quantity', 'Usually every', 'Last ordered']}
        numeric={[2]}
        rows={products.map((product) => [
          product.item_name,
          product.item_code,
          product.quantity,
          days(product.interval_days),
          product.last_ordered_on,
        ])}
      />
      <Paragraph>
        One click opens a quick order with them and their usual quantities, to check and add:
      </Paragraph>
      <ActionLink href={quickOrderUrl} label="Reorder now" />
      <Paragraph>
        You get this e-mail because you turned on reorder reminders. To stop them, open this link (no login
        needed): {unsubscribeUrl}
      </Paragraph>
    </Layout>
  );
}
