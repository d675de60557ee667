import type { StoreIdentity } from '../messages.js';
import { ActionLink, Layout, Paragraph } from './layout.js';

interface Person {
  name: string;
  email: string;
}

/** What a certificate is called in a mail to the buyer. */
export const CERTIFICATE_LABEL = { tobacco: 'tobacco licence', tax: 'tax certificate' } as const;
export type CertificateKind = keyof typeof CERTIFICATE_LABEL;

export function CertificateExpiring({
  store,
  customer,
  kind,
  expiresOn,
  daysLeft,
}: {
  store: StoreIdentity;
  customer: Person;
  kind: CertificateKind;
  expiresOn: string;
  daysLeft: number;
}) {
  const label = CERTIFICATE_LABEL[kind];
  return (
    <Layout store={store} preview={`Your ${label} expires on ${expiresOn}.`}>
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        Your {label} on file with {store.storeName} expires on {expiresOn}, in {daysLeft} day
        {daysLeft === 1 ? '' : 's'}.
        {kind === 'tobacco' ? ' Once it has expired we cannot take your orders.' : ''}
      </Paragraph>
      <Paragraph>Please upload the renewed {label} with its new date from your account details:</Paragraph>
      <ActionLink
        href={`${store.webUrl}/my-account/account-details#renew-certificate`}
        label="Renew certificate"
      />
    </Layout>
  );
}

export function RenewalReviewed({
  store,
  customer,
  kind,
  approved,
  expiresOn,
  reason,
}: {
  store: StoreIdentity;
  customer: Person;
  kind: CertificateKind;
  approved: boolean;
  expiresOn: string;
  reason: string | null;
}) {
  const label = CERTIFICATE_LABEL[kind];
  return (
    <Layout
      store={store}
      preview={approved ? `Your renewed ${label} is accepted.` : `Please upload your ${label} again.`}
    >
      <Paragraph>Dear {customer.name},</Paragraph>
      {approved ? (
        <Paragraph>
          We accepted your renewed {label}: it is now on file as valid until {expiresOn}.
        </Paragraph>
      ) : (
        <>
          <Paragraph>We could not accept the renewed {label} you uploaded.</Paragraph>
          {reason ? <Paragraph>Reason: {reason}</Paragraph> : null}
          <Paragraph>Please upload it again from your account details:</Paragraph>
          <ActionLink
            href={`${store.webUrl}/my-account/account-details#renew-certificate`}
            label="Renew certificate"
          />
        </>
      )}
    </Layout>
  );
}
