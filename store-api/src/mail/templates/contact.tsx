import type { StoreIdentity } from '../messages.js';
import { Details, Layout, Lines } from './layout.js';

export interface ContactDetails {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function ContactMessage({ store, message }: { store: StoreIdentity; message: ContactDetails }) {
  return (
    <Layout store={store} preview={`${message.name} wrote through the contact form.`}>
      <Details
        items={[
          ['From', `${message.name} <${message.email}>`],
          ['Message', message.id],
          ['Subject', message.subject],
        ]}
      />
      <Lines lines={(message.message || '(no message)').split(/\r?\n/)} />
    </Layout>
  );
}
