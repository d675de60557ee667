import type { StoreIdentity } from '../messages.js';
import { ActionLink, Layout, Paragraph } from './layout.js';

/** To a buyer whose webhook endpoint kept failing: what was switched off, why, and where to switch it on. */
export function WebhookDisabled({
  store,
  customer,
  url,
  hours,
  lastError,
}: {
  store: StoreIdentity;
  customer: { name: string };
  url: string;
  hours: number;
  lastError: string;
}) {
  return (
    <Layout store={store} preview="We switched off one of your webhook endpoints.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        We switched off your webhook endpoint {url}: every delivery to it failed for {hours} hour
        {hours === 1 ? '' : 's'}. The last attempt got: {lastError}
      </Paragraph>
      <Paragraph>
        Your orders are not affected. Once the endpoint answers again, switch it on and redeliver what it
        missed from the delivery log:
      </Paragraph>
      <ActionLink href={`${store.webUrl}/my-account/webhooks`} label="Open webhooks" />
    </Layout>
  );
}
