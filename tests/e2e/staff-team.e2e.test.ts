import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, field, toastMark } from './pages/common.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { staff } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Session, useJourney } from './support/journey.js';
import { linkFromNewestMail, mailSnapshot } from './support/mail.js';

// The team and sign-in: an administrator invites a warehouse member, who shows as Invited; the invitation is
// resent (the first link stops working); the member sets a password from the e-mail, turns on two-step sign-in
// and keeps the recovery codes shown once; signs out and back in with a recovery code; the administrator
// deactivates and reactivates them. axe checks the team and security screens on the way.

const adminEmail = 'team-admin.e2e@store.example.com';
const member = { email: 'nia.okafor.e2e@store.example.com', name: 'Nia Okafor' };
const memberPassword = 'Nia#Warehouse26';

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect(describeFindings(findings), `axe on ${screen}`).toEqual([]);
}

/** The code an authenticator app shows now for the set-up key the page shows (groups of four). */
function codeFor(key: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, '')) });
}

describe.sequential('an administrator invites a member, who signs in with a recovery code', () => {
  const journey = useJourney({ name: '11-staff-team', story: true });
  let admin: Session;
  let adminPages: StaffPages;
  let nia: Session;
  let recoveryCodes: string[] = [];
  const rowOf = () => adminPages.main.getByRole('row').filter({ hasText: member.email });

  it('the administrator invites a member, who shows as Invited with when the link was sent', async () => {
    await staff.createStaff(adminEmail, 'admin', staffPassword);
    admin = await journey.newSession({ keep: true });
    adminPages = new StaffPages(admin.page);
    await adminPages.signIn(adminEmail);
    await adminPages.open('Team');
    await adminPages.main.getByRole('button', { name: 'Invite a member' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite a staff member' });
    await field(dialog, 'E-mail').fill(member.email);
    await field(dialog, 'Name').fill(member.name);
    await field(dialog, 'Role').selectOption({ label: 'Warehouse' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(
      admin.page,
      `Invitation sent: ${member.email} was e-mailed a link to choose a password.`,
      { type: 'success' },
    );
    await expect.poll(() => rowOf().innerText()).toMatch(/Invited\s*Sent .+; the link works until .+\./);
    await expectAccessible(admin.page, 'the team screen with an invited member');
  });

  it('resends the invitation: a new link is e-mailed and the first one no longer works', async () => {
    const first = await linkFromNewestMail(member.email, '/staff/set-password/');
    const seen = await mailSnapshot();
    const mark = await toastMark(admin.page);
    await rowOf()
      .getByRole('button', { name: `Resend the invitation to ${member.name}` })
      .click();
    await expectToast(
      admin.page,
      `A new invitation was e-mailed to ${member.email}. The link sent before no longer works.`,
      { type: 'success', after: mark },
    );
    const second = await linkFromNewestMail(member.email, '/staff/set-password/', { seenBefore: seen });
    expect(second).not.toBe(first);

    nia = await journey.newSession({ keep: true });
    const page = nia.page;
    await page.goto(first);
    await field(page, 'New password').fill(memberPassword);
    await field(page, 'Confirm password').fill(memberPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();

    await page.goto(second);
    await field(page, 'New password').fill(memberPassword);
    await field(page, 'Confirm password').fill(memberPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();

    await admin.page.reload();
    await expect.poll(() => rowOf().innerText()).toMatch(/Active/);
  });

  it('the member turns on two-step sign-in and is shown ten recovery codes once', async () => {
    const back = new StaffPages(nia.page);
    await back.signIn(member.email, memberPassword);
    await nia.page.getByRole('link', { name: 'Sign-in security' }).click();
    await back.heading.filter({ hasText: 'Sign-in security' }).waitFor();
    await expectAccessible(nia.page, 'the sign-in security screen');
    await back.main.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const key = await back.main.locator('code').innerText();
    await field(back.main, 'Code from your authenticator app').fill(codeFor(key));
    await back.main.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    const codes = back.main.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    recoveryCodes = (await codes.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await expectAccessible(nia.page, 'the sign-in security screen with the recovery codes');
    await journey.shots('staff-recovery-codes', nia.page);
    await back.main.getByRole('button', { name: 'I have saved my codes' }).click();
    await back.main.getByText('You have 10 recovery codes left.').waitFor();
  });

  it('signs out and back in with a recovery code instead of the app’s code', async () => {
    const back = new StaffPages(nia.page);
    await back.signOut();
    await field(back.main, 'Email').fill(member.email);
    await field(back.main, 'Password').fill(memberPassword);
    await back.main.getByRole('button', { name: 'Sign in' }).click();
    await field(back.main, 'Code from your authenticator app').waitFor();
    await back.main.getByRole('button', { name: 'Use a recovery code' }).click();
    await field(back.main, 'Recovery code').fill(recoveryCodes[0]!);
    await back.main.getByRole('button', { name: 'Sign in' }).click();
    await back.nav.waitFor();
    await expectToast(
      nia.page,
      'You signed in with a recovery code: 9 are left. Get new ones in Sign-in security when you run low.',
    );

    await admin.page.reload();
    await expect.poll(() => rowOf().innerText()).toMatch(/On\s*9 recovery codes left/);
  });

  it('the administrator deactivates the member, who is signed out, and reactivates them', async () => {
    await rowOf()
      .getByRole('button', { name: `Deactivate ${member.name}` })
      .click();
    const deactivate = admin.page.getByRole('alertdialog', { name: `Deactivate ${member.name}?` });
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => rowOf().innerText()).toMatch(/Deactivated/);

    await nia.page.reload();
    await nia.page.getByRole('heading', { name: 'Staff sign in' }).waitFor();

    await rowOf()
      .getByRole('button', { name: `Reactivate ${member.name}` })
      .click();
    const reactivate = admin.page.getByRole('alertdialog', { name: `Reactivate ${member.name}?` });
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expectToast(admin.page, `${member.name} is active again and can sign in.`, { type: 'success' });
    await expect.poll(() => rowOf().innerText()).toMatch(/Active/);
    await expectAccessible(admin.page, 'the team screen after reactivating');

    // A used recovery code stays used; another one signs in.
    const back = new StaffPages(nia.page);
    await field(back.main, 'Email').fill(member.email);
    await field(back.main, 'Password').fill(memberPassword);
    await back.main.getByRole('button', { name: 'Sign in' }).click();
    await back.main.getByRole('button', { name: 'Use a recovery code' }).click();
    await field(back.main, 'Recovery code').fill(recoveryCodes[0]!);
    await back.main.getByRole('button', { name: 'Sign in' }).click();
    await back.main
      .getByText(
        'This recovery code is not valid or was used already. Check it, or use another of your codes.',
      )
      .waitFor();
    await field(back.main, 'Recovery code').fill(recoveryCodes[1]!);
    await back.main.getByRole('button', { name: 'Sign in' }).click();
    await back.nav.waitFor();
  });
});
