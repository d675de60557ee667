import type { StoreIdentity } from '../messages.js';
import { ActionLink, Details, Heading, Layout, Paragraph } from './layout.js';

interface Person {
  name: string;
  email: string;
}

/** The usual close of a mail to a customer. */
function Questions({ store }: { store: StoreIdentity }) {
  return (
    <Paragraph>
      Questions? Write to {store.storeEmail}
      {store.storePhone ? ` or call us at ${store.storePhone}` : ''}.
    </Paragraph>
  );
}

export function RegistrationReceived({ store, customer }: { store: StoreIdentity; customer: Person }) {
  return (
    <Layout store={store} preview="We check every licence before opening an account.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>Thank you for registering with {store.storeName}.</Paragraph>
      <Paragraph>
        Our team checks every business and tobacco licence before opening an account. When your registration
        is approved we will e-mail you a link to choose your username and password; you can log in after that.
      </Paragraph>
      <Questions store={store} />
    </Layout>
  );
}

export function RegistrationAttempted({ store, customer }: { store: StoreIdentity; customer: Person }) {
  return (
    <Layout store={store} preview="Nothing was changed and no new account was made.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        Someone tried to register a business with {store.storeName} using this e-mail address, which already
        belongs to your account. Nothing was changed and no new account was made.
      </Paragraph>
      <Paragraph>If it was you, log in here:</Paragraph>
      <ActionLink href={`${store.webUrl}/login`} label="Log in" />
      <Paragraph>or, if you forgot your password, choose a new one here:</Paragraph>
      <ActionLink href={`${store.webUrl}/my-account/lost-password`} label="Choose a new password" />
      <Paragraph>If it was not you, you can ignore this e-mail.</Paragraph>
      <Questions store={store} />
    </Layout>
  );
}

export interface RegistrationDetails {
  id: number;
  name: string;
  email: string;
  company_name: string;
  phone: string;
  tob_license_no: string;
  tax_id: string | null;
  certificates: number;
}

export function NewRegistration({
  store,
  customer,
}: {
  store: StoreIdentity;
  customer: RegistrationDetails;
}) {
  return (
    <Layout store={store} preview={`${customer.company_name} waits for approval.`}>
      <Paragraph>A new customer registered and waits for approval (customer id {customer.id}).</Paragraph>
      <Details
        items={[
          ['Name', customer.name],
          ['E-mail', customer.email],
          ['Company', customer.company_name],
          ['Phone', customer.phone],
          ['Tobacco ID', customer.tob_license_no],
          ['Tax ID', customer.tax_id ?? '-'],
          ['Certificates', `${customer.certificates} uploaded`],
        ]}
      />
      <ActionLink
        href={`${store.webUrl}/staff/registrations/${customer.id}`}
        label="Review it in the back office"
      />
      <Heading>Or from a shell</Heading>
      <Paragraph>
        npm run admin -- customer {customer.id}
        <br />
        npm run admin -- approve {customer.id} (or: reject {customer.id})
      </Paragraph>
    </Layout>
  );
}

export function AccountApproved({
  store,
  customer,
  link,
  validDays,
}: {
  store: StoreIdentity;
  customer: Person;
  link: string;
  validDays: number;
}) {
  return (
    <Layout store={store} preview="Create your account: choose a username and password.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        Your registration has been approved. Create your account (username and password) here:
      </Paragraph>
      <ActionLink href={link} label="Create your account" />
      <Paragraph>The link works once and expires in {validDays} days.</Paragraph>
      <Questions store={store} />
    </Layout>
  );
}

export function PasswordReset({
  store,
  customer,
  link,
  validMinutes,
}: {
  store: StoreIdentity;
  customer: Person;
  link: string;
  validMinutes: number;
}) {
  return (
    <Layout store={store} preview="Choose a new password.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. To choose a new password, open:
      </Paragraph>
      <ActionLink href={link} label="Choose a new password" />
      <Paragraph>
        The link works once and expires in {validMinutes} minutes. If you did not ask for it, ignore this
        e-mail: your password stays as it is.
      </Paragraph>
    </Layout>
  );
}

export function RegistrationRejected({
  store,
  customer,
  reason,
}: {
  store: StoreIdentity;
  customer: Person;
  reason: string | null;
}) {
  return (
    <Layout store={store} preview="We could not approve your registration.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        We are sorry: we could not approve your registration with {store.storeName}, so no account was opened.
      </Paragraph>
      {reason ? (
        <>
          <Heading>Our reason</Heading>
          <Paragraph>{reason}</Paragraph>
        </>
      ) : null}
      <Questions store={store} />
    </Layout>
  );
}

export function InformationRequested({
  store,
  customer,
  request,
}: {
  store: StoreIdentity;
  customer: Person;
  request: string;
}) {
  return (
    <Layout store={store} preview="We need more information to approve your registration.">
      <Paragraph>Dear {customer.name},</Paragraph>
      <Paragraph>
        Before we can approve your registration with {store.storeName}, we need more information from you:
      </Paragraph>
      <Paragraph>{request}</Paragraph>
      <Paragraph>
        Please reply to this e-mail with what we asked for (certificates as PDF, JPEG or PNG attachments)
        {store.storePhone ? `, or call us at ${store.storePhone}` : ''}.
      </Paragraph>
    </Layout>
  );
}
