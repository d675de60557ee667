import type { StoreIdentity } from '../messages.js';
import { ActionLink, Layout, Paragraph } from './layout.js';

const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin (everything, including the staff accounts)',
  sales: 'sales (registrations, customers and the catalogue)',
  warehouse: 'warehouse (orders and stock)',
};

/** To a new staff member: the one-time link to set their password, then sign in at /staff/login. */
export function StaffInvitation({
  store,
  staff,
  link,
  validHours,
}: {
  store: StoreIdentity;
  staff: { name: string; email: string; role: string };
  link: string;
  validHours: number;
}) {
  return (
    <Layout store={store} preview="Set your password to sign in to the back office.">
      <Paragraph>Dear {staff.name},</Paragraph>
      <Paragraph>
        You have a staff account at {store.storeName}, as {ROLE_WORDS[staff.role] ?? staff.role}. Set your
        password here:
      </Paragraph>
      <ActionLink href={link} label="Set your password" />
      <Paragraph>
        The link works once and expires in {validHours} hours. Then sign in at {store.webUrl}/staff/login with
        your e-mail address ({staff.email}) and that password.
      </Paragraph>
      <Paragraph>If you did not expect this e-mail, tell {store.storeEmail}.</Paragraph>
    </Layout>
  );
}

/**
 * To a staff member an admin reactivated: they may sign in again with their password; one who never set it is
 * told to ask for a new link (the old one ended at deactivation).
 */
export function StaffReactivated({
  store,
  staff,
  hasPassword,
}: {
  store: StoreIdentity;
  staff: { name: string; email: string; role: string };
  hasPassword: boolean;
}) {
  return (
    <Layout store={store} preview="You can sign in to the back office again.">
      <Paragraph>Dear {staff.name},</Paragraph>
      <Paragraph>
        Your staff account at {store.storeName} is active again, as {ROLE_WORDS[staff.role] ?? staff.role}.
      </Paragraph>
      {hasPassword ? (
        <Paragraph>
          Sign in at {store.webUrl}/staff/login with your e-mail address ({staff.email}) and your password, as
          before. Your earlier sessions ended when the account was deactivated.
        </Paragraph>
      ) : (
        <Paragraph>
          You have not set your password yet, and the link you were sent no longer works: ask an admin to send
          you a new one, then sign in at {store.webUrl}/staff/login.
        </Paragraph>
      )}
      <Paragraph>If you did not expect this e-mail, tell {store.storeEmail}.</Paragraph>
    </Layout>
  );
}
