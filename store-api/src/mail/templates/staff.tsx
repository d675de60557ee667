import type { StoreIdentity } from '../messages.js';
import { ActionLink, Layout, Paragraph } from './layout.js';

const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin (everything, including the staff accounts)',
  sales: 'sales (registrations and customers)',
  warehouse: 'warehouse (orders)',
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
