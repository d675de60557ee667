import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { StaffRole } from '../gql/graphql';
import { staffApi, staffMember, staffSession } from '../testing/staffApi';
import { teamMessages as messages } from './messages';

type Member = {
  __typename: 'StaffMember';
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  active: boolean;
  recoveryCodesLeft: number;
  invitation: { sentAt: string; expiresAt: string } | null;
};

const member = (id: string, name: string, role: StaffRole, more: Partial<Member> = {}): Member => ({
  __typename: 'StaffMember',
  id,
  email: `${name.split(' ')[0]!.toLowerCase()}@store.test`,
  name,
  role,
  totpEnabled: false,
  active: true,
  recoveryCodesLeft: 0,
  invitation: null,
  ...more,
});

/** The store's team, which the mutations below change as the store would; what each mutation was sent. */
function teamApi(members: Member[] = defaultTeam(), totpRequired = false) {
  const team = { members: [...members], totpRequired };
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  server.use(
    staffSession('ADMIN'),
    staffApi.query('TeamRoute', () =>
      HttpResponse.json({
        data: { staffMembers: team.members, staffSettings: { totpRequired: team.totpRequired } },
      }),
    ),
    staffApi.mutation('CreateStaffMember', ({ variables }) => {
      sent.push({ operation: 'CreateStaffMember', variables });
      const created = member(
        String(team.members.length + 10),
        variables.name as string,
        variables.role as StaffRole,
        {
          email: variables.email as string,
        },
      );
      team.members.push(created);
      return HttpResponse.json({ data: { createStaffMember: { staffMember: created, userErrors: [] } } });
    }),
    staffApi.mutation('SetStaffRole', ({ variables }) => {
      sent.push({ operation: 'SetStaffRole', variables });
      const changed = team.members.find((candidate) => candidate.id === variables.id)!;
      changed.role = variables.role as StaffRole;
      return HttpResponse.json({ data: { setStaffRole: { staffMember: { ...changed }, userErrors: [] } } });
    }),
    staffApi.mutation('DeactivateStaffMember', ({ variables }) => {
      sent.push({ operation: 'DeactivateStaffMember', variables });
      const changed = team.members.find((candidate) => candidate.id === variables.id)!;
      changed.active = false;
      return HttpResponse.json({
        data: { deactivateStaffMember: { staffMember: { ...changed }, userErrors: [] } },
      });
    }),
    staffApi.mutation('ReactivateStaffMember', ({ variables }) => {
      sent.push({ operation: 'ReactivateStaffMember', variables });
      const changed = team.members.find((candidate) => candidate.id === variables.id)!;
      changed.active = true;
      return HttpResponse.json({
        data: { reactivateStaffMember: { staffMember: { ...changed }, userErrors: [] } },
      });
    }),
    staffApi.mutation('ResendStaffInvitation', ({ variables }) => {
      sent.push({ operation: 'ResendStaffInvitation', variables });
      const changed = team.members.find((candidate) => candidate.id === variables.id)!;
      changed.invitation = { sentAt: '2026-11-28T15:00:00.000Z', expiresAt: '2099-12-01T15:00:00.000Z' };
      return HttpResponse.json({
        data: { resendStaffInvitation: { staffMember: { ...changed }, userErrors: [] } },
      });
    }),
    staffApi.mutation('SetStaffTotpRequired', ({ variables }) => {
      sent.push({ operation: 'SetStaffTotpRequired', variables });
      team.totpRequired = variables.required as boolean;
      return HttpResponse.json({
        data: { setStaffTotpRequired: { settings: { totpRequired: team.totpRequired }, userErrors: [] } },
      });
    }),
  );
  return sent;
}

// The signed-in admin is staffMember('ADMIN'): id 1.
function defaultTeam(): Member[] {
  const me = staffMember('ADMIN');
  return [
    member(me.id, me.name, 'ADMIN', { email: me.email, totpEnabled: true }),
    member('2', 'Sam Sales', 'SALES'),
    member('3', 'Wade Warehouse', 'WAREHOUSE', { totpEnabled: true, recoveryCodesLeft: 7 }),
    member('4', 'Old Timer', 'SALES', { active: false }),
  ];
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name: new RegExp(`^${name}`) })).closest('tr')!;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function refusing(
  operation: 'SetStaffRole' | 'DeactivateStaffMember' | 'ResendStaffInvitation',
  field: string,
  message: string,
) {
  const payload = { staffMember: null, userErrors: [{ code: 'INVALID', field: ['id'], message }] };
  return staffApi.mutation(operation, () => HttpResponse.json({ data: { [field]: payload } }));
}

describe('Team', () => {
  it('lists every staff member with e-mail, role, two-step sign-in and status', async () => {
    teamApi();
    renderApp({ path: '/staff/team' });

    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('4 staff members')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Two-step sign-in', 'Status', 'Actions']);
    expect(cellTexts(await rowOf('Sam Sales'))).toEqual([
      'Sam Sales',
      'sam@store.test',
      'AdministratorSalesWarehouse',
      'Off',
      'Active',
      'Deactivate',
    ]);
    expect(within(await rowOf('Sam Sales')).getByRole('combobox', { name: 'Role of Sam Sales' })).toHaveValue(
      'SALES',
    );
    // Whether they have recovery codes left, never the codes.
    expect(cellTexts(await rowOf('Wade Warehouse'))[3]).toBe('On7 recovery codes left');
    expect(cellTexts(await rowOf('Old Timer'))).toEqual([
      'Old Timer',
      'old@store.test',
      'Sales',
      'Off',
      'Deactivated',
      'Reactivate',
    ]);
  });

  it("offers no change of the admin's own role or account, and says who can", async () => {
    teamApi();
    renderApp({ path: '/staff/team' });

    const own = await rowOf('Admin Person');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).getByText(messages.ownRow)).toBeInTheDocument();
  });

  it('invites a member: the store e-mails the link, a toast says so and the list shows them', async () => {
    const sent = teamApi();
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    expect(dialog).toHaveTextContent(messages.inviteIntro);
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'pat@store.test');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Pat Packer');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'WAREHOUSE');
    expect(dialog).toHaveTextContent(messages.roleDescriptions.WAREHOUSE);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('Invitation sent: pat@store.test was e-mailed a link to choose a password.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        operation: 'CreateStaffMember',
        variables: { email: 'pat@store.test', name: 'Pat Packer', role: 'WAREHOUSE' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cellTexts(await rowOf('Pat Packer')).slice(1, 2)).toEqual(['pat@store.test']);
  });

  it('checks the invitation before sending it, and shows an e-mail address taken already at its field', async () => {
    const sent = teamApi();
    server.use(
      staffApi.mutation('CreateStaffMember', ({ variables }) => {
        sent.push({ operation: 'CreateStaffMember', variables });
        return HttpResponse.json({
          data: {
            createStaffMember: {
              staffMember: null,
              userErrors: [
                { code: 'TAKEN', field: ['email'], message: 'Another staff member has this e-mail address.' },
              ],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/team' });
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });

    await user.click(send);
    expect(within(dialog).getByText(messages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.roleRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(send);
    expect(within(dialog).getByText(messages.emailFormat)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'sam@store.test');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Again');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'SALES');
    await user.click(send);

    expect(
      await within(dialog).findByText('Another staff member has this e-mail address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
  });

  it('changes a role after asking, with a toast', async () => {
    const sent = teamApi();
    const { user } = renderApp({ path: '/staff/team' });

    await user.selectOptions(
      within(await rowOf('Sam Sales')).getByRole('combobox', { name: 'Role of Sam Sales' }),
      'WAREHOUSE',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Sam Sales Warehouse?' });
    expect(dialog).toHaveTextContent(messages.roleDescriptions.WAREHOUSE);
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Sam Sales is Warehouse now.')).toBeInTheDocument();
    expect(sent).toEqual([{ operation: 'SetStaffRole', variables: { id: '2', role: 'WAREHOUSE' } }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).getByRole('combobox', { name: 'Role of Sam Sales' }),
      ).toHaveValue('WAREHOUSE'),
    );
  });

  it('keeps the role when the change is cancelled, and sends nothing', async () => {
    const sent = teamApi();
    const { user } = renderApp({ path: '/staff/team' });
    const select = within(await rowOf('Sam Sales')).getByRole('combobox', { name: 'Role of Sam Sales' });

    await user.selectOptions(select, 'ADMIN');
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Sam Sales Administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(select).toHaveValue('SALES');
    expect(sent).toEqual([]);
  });

  it("shows the store's refusal of a role change above the list", async () => {
    teamApi();
    server.use(refusing('SetStaffRole', 'setStaffRole', 'The store must keep at least one active admin.'));
    const { user } = renderApp({ path: '/staff/team' });

    await user.selectOptions(
      within(await rowOf('Sam Sales')).getByRole('combobox', { name: 'Role of Sam Sales' }),
      'WAREHOUSE',
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change role' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store must keep at least one active admin.',
    );
    expect(within(await rowOf('Sam Sales')).getByRole('combobox')).toHaveValue('SALES');
  });

  it('deactivates a member after saying their sessions end at once, with a toast', async () => {
    const sent = teamApi();
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(
      within(await rowOf('Wade Warehouse')).getByRole('button', { name: 'Deactivate Wade Warehouse' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Wade Warehouse?' });
    expect(dialog).toHaveTextContent(messages.deactivateDescription);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(
      await screen.findByText('Wade Warehouse is deactivated: their sessions have ended.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ operation: 'DeactivateStaffMember', variables: { id: '3' } }]);
    await waitFor(async () => expect(cellTexts(await rowOf('Wade Warehouse'))[4]).toBe('Deactivated'));
    expect(
      within(await rowOf('Wade Warehouse'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reactivate']);
  });

  it("shows the store's refusal to deactivate above the list", async () => {
    teamApi();
    const refusal = 'You cannot deactivate your own account: ask another admin.';
    server.use(refusing('DeactivateStaffMember', 'deactivateStaffMember', refusal));
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(within(await rowOf('Sam Sales')).getByRole('button', { name: 'Deactivate Sam Sales' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(cellTexts(await rowOf('Sam Sales'))[4]).toBe('Active');
  });

  it('requires two-step sign-in for all staff after saying who does not use it yet, and can stop requiring it', async () => {
    const sent = teamApi();
    const { user } = renderApp({ path: '/staff/team' });
    const required = await screen.findByRole('checkbox', { name: 'Require two-step sign-in for all staff' });
    expect(required).not.toBeChecked();

    await user.click(required);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Require two-step sign-in for all staff?',
    });
    // Sam Sales: the deactivated member does not count.
    expect(dialog).toHaveTextContent(messages.requireDescription(1));
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));

    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    await waitFor(() => expect(required).toBeChecked());

    await user.click(required);
    const stop = await screen.findByRole('alertdialog', { name: 'Stop requiring two-step sign-in?' });
    await user.click(within(stop).getByRole('button', { name: 'Stop requiring it' }));

    expect(await screen.findByText(messages.notRequired)).toBeInTheDocument();
    await waitFor(() => expect(required).not.toBeChecked());
    expect(sent).toEqual([
      { operation: 'SetStaffTotpRequired', variables: { required: true } },
      { operation: 'SetStaffTotpRequired', variables: { required: false } },
    ]);
  });

  it('disables the answer while a change is on its way', async () => {
    teamApi();
    server.use(
      staffApi.mutation('DeactivateStaffMember', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(within(await rowOf('Sam Sales')).getByRole('button', { name: 'Deactivate Sam Sales' }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Deactivate',
    });
    await user.click(confirm);

    await waitFor(() => expect(confirm).toBeDisabled());
  });

  it('shows an invited member as Invited, with when the link was sent and until when it works', async () => {
    teamApi([
      ...defaultTeam(),
      member('5', 'Ivy Invited', 'WAREHOUSE', {
        invitation: { sentAt: '2026-11-27T14:00:00.000Z', expiresAt: '2099-11-30T14:00:00.000Z' },
      }),
      member('6', 'Late Larry', 'SALES', {
        invitation: { sentAt: '2026-11-01T14:00:00.000Z', expiresAt: '2026-11-04T14:00:00.000Z' },
      }),
    ]);
    renderApp({ path: '/staff/team' });

    expect(cellTexts(await rowOf('Ivy Invited')).slice(4)).toEqual([
      'InvitedSent Nov 27, 2026, 9:00 AM; the link works until Nov 30, 2099, 9:00 AM.',
      'Resend invitationDeactivate',
    ]);
    expect(cellTexts(await rowOf('Late Larry'))[4]).toBe(
      'InvitedSent Nov 1, 2026, 9:00 AM; the link no longer works.',
    );
  });

  it('resends an invitation with a toast that says the old link no longer works', async () => {
    const sent = teamApi([
      ...defaultTeam(),
      member('6', 'Late Larry', 'SALES', {
        invitation: { sentAt: '2026-11-01T14:00:00.000Z', expiresAt: '2026-11-04T14:00:00.000Z' },
      }),
    ]);
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(
      within(await rowOf('Late Larry')).getByRole('button', { name: 'Resend the invitation to Late Larry' }),
    );
    expect(await screen.findByText(messages.resent('late@store.test'))).toBeInTheDocument();
    expect(sent).toEqual([{ operation: 'ResendStaffInvitation', variables: { id: '6' } }]);
    await waitFor(async () =>
      expect(cellTexts(await rowOf('Late Larry'))[4]).toMatch(/the link works until Dec 1, 2099/),
    );
  });

  it("shows the store's refusal to resend above the list", async () => {
    const refusal = 'Larry was sent 5 invitations in the last 24 hours: wait a day before sending another.';
    teamApi([
      ...defaultTeam(),
      member('6', 'Late Larry', 'SALES', {
        invitation: { sentAt: '2026-11-01T14:00:00.000Z', expiresAt: '2026-11-04T14:00:00.000Z' },
      }),
    ]);
    server.use(refusing('ResendStaffInvitation', 'resendStaffInvitation', refusal));
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(within(await rowOf('Late Larry')).getByRole('button', { name: /Resend/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('reactivates a member after asking, with a toast', async () => {
    const sent = teamApi();
    const { user } = renderApp({ path: '/staff/team' });

    await user.click(within(await rowOf('Old Timer')).getByRole('button', { name: 'Reactivate Old Timer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Old Timer?' });
    expect(dialog).toHaveTextContent(messages.reactivateDescription);
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByText('Old Timer is active again and can sign in.')).toBeInTheDocument();
    expect(sent).toEqual([{ operation: 'ReactivateStaffMember', variables: { id: '4' } }]);
    await waitFor(async () => expect(cellTexts(await rowOf('Old Timer'))[4]).toBe('Active'));
  });

  it('is for admins only', async () => {
    server.use(staffSession('WAREHOUSE'));
    renderApp({ path: '/staff/team' });

    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
  });
});
