import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Select } from '../../shared/components/Select';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { QueryState } from '../components/QueryState';
import { RefusalAlert } from '../components/RefusalAlert';
import { StaffPage } from '../components/StaffPage';
import { TableScroll } from '../components/TableScroll';
import { graphql } from '../gql';
import type { StaffRole, TeamMember_MemberFragment } from '../gql/graphql';
import { staffMessages } from '../messages';
import { STAFF_ROLES, useStaffMe } from '../session';
import { InviteMemberDialog } from './InviteMemberDialog';
import { teamMessages as messages } from './messages';
import { TeamRouteQuery } from './queries';
import { TotpRequiredSetting } from './TotpRequiredSetting';

const SetStaffRoleMutation = graphql(`
  mutation SetStaffRole($id: ID!, $role: StaffRole!) {
    setStaffRole(id: $id, role: $role) {
      staffMember {
        ...TeamMember_member
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeactivateStaffMemberMutation = graphql(`
  mutation DeactivateStaffMember($id: ID!) {
    deactivateStaffMember(id: $id) {
      staffMember {
        ...TeamMember_member
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Member = TeamMember_MemberFragment;

/** A change waiting for the admin's yes: another role for a member, or deactivating one. */
type Pending = { kind: 'role'; member: Member; role: StaffRole } | { kind: 'deactivate'; member: Member };

/**
 * /staff/team (admins): every staff member with their role, two-step sign-in and status; invite a member, change
 * a role, deactivate a member (each asked first), and whether the store requires two-step sign-in. The store's
 * refusals (an admin's own account, the last admin) stay above the list until the next change.
 */
export function TeamRoute() {
  const { me } = useStaffMe();
  const { data, loading, error, refetch } = useQuery(TeamRouteQuery);
  const [setRole, { loading: settingRole }] = useMutation(SetStaffRoleMutation);
  const [deactivate, { loading: deactivating }] = useMutation(DeactivateStaffMemberMutation);
  // The dialog keeps showing its change while it closes.
  const [pending, setPending] = useState<Pending | null>(null);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const members = data?.staffMembers ?? [];

  const ask = (change: Pending) => {
    setPending(change);
    setAsking(true);
  };

  const answer = async (confirmed: boolean) => {
    const change = pending;
    if (!confirmed || !change) {
      setAsking(false);
      return;
    }
    setRefusal(null);
    const { member } = change;
    const outcome =
      change.kind === 'role'
        ? await settleMutation(
            async () =>
              (await setRole({ variables: { id: member.id, role: change.role } })).data?.setStaffRole,
            messages.roleChanged(member.name, staffMessages.roles[change.role]),
          )
        : await settleMutation(
            async () => (await deactivate({ variables: { id: member.id } })).data?.deactivateStaffMember,
            messages.memberDeactivated(member.name),
          );
    setAsking(false);
    if (!outcome.ok && outcome.userErrors.length > 0) {
      setRefusal(outcome.userErrors.map((userError) => userError.message).join(' '));
    }
  };

  return (
    <StaffPage
      title={messages.title}
      subtitle={data && <Text color="fg.muted">{messages.count(members.length)}</Text>}
      actions={
        <Button colorPalette="brand" onClick={() => setInviting(true)}>
          {messages.invite}
        </Button>
      }
    >
      <QueryState loading={loading} error={error} hasData={data !== undefined} onRetry={() => void refetch()}>
        {data && (
          <>
            <TotpRequiredSetting required={data.staffSettings.totpRequired} members={members} />
            {refusal && <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />}
            <TableScroll label={messages.table}>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{messages.name}</Table.ColumnHeader>
                    <Table.ColumnHeader>{messages.email}</Table.ColumnHeader>
                    <Table.ColumnHeader>{messages.role}</Table.ColumnHeader>
                    <Table.ColumnHeader>{messages.totp}</Table.ColumnHeader>
                    <Table.ColumnHeader>{messages.status}</Table.ColumnHeader>
                    {/* Relative: the hidden name stays inside the table's scrolling box, not past the page's edge. */}
                    <Table.ColumnHeader position="relative">
                      <Text srOnly>{messages.actions}</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {members.map((member) => (
                    <MemberRow
                      key={member.id}
                      member={member}
                      isMe={member.id === me?.id}
                      onRole={(role) => ask({ kind: 'role', member, role })}
                      onDeactivate={() => ask({ kind: 'deactivate', member })}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking}
        title={
          pending?.kind === 'role'
            ? messages.changeRoleTitle(pending.member.name, staffMessages.roles[pending.role])
            : messages.deactivateTitle(pending?.member.name ?? '')
        }
        description={
          pending?.kind === 'role' ? messages.roleDescriptions[pending.role] : messages.deactivateDescription
        }
        confirmLabel={pending?.kind === 'role' ? messages.changeRoleConfirm : messages.deactivate}
        cancelLabel={messages.cancel}
        loading={settingRole || deactivating}
        onAnswer={(confirmed) => void answer(confirmed)}
      />
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
    </StaffPage>
  );
}

function MemberRow({
  member,
  isMe,
  onRole,
  onDeactivate,
}: {
  member: Member;
  isMe: boolean;
  onRole: (role: StaffRole) => void;
  onDeactivate: () => void;
}) {
  // A member's own role and account are changed by another admin (the store refuses it too); a deactivated
  // member's by no one.
  const editable = member.active && !isMe;
  return (
    <Table.Row color={member.active ? undefined : 'fg.muted'}>
      <Table.Cell fontWeight="medium">
        {member.name}
        {isMe && (
          <Badge colorPalette="brand" variant="outline" ms="2">
            {messages.you}
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>{member.email}</Table.Cell>
      <Table.Cell minW="44">
        {editable ? (
          <Select
            aria-label={messages.roleOf(member.name)}
            value={member.role}
            onChange={(event) => {
              const role = event.target.value as StaffRole;
              if (role !== member.role) onRole(role);
            }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {staffMessages.roles[role]}
              </option>
            ))}
          </Select>
        ) : (
          staffMessages.roles[member.role]
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={member.totpEnabled ? 'green' : 'gray'}>
          {member.totpEnabled ? messages.on : messages.off}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={member.active ? 'green' : 'red'} variant="subtle">
          {member.active ? messages.active : messages.deactivated}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        {editable ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={messages.deactivateLabel(member.name)}
            onClick={onDeactivate}
          >
            {messages.deactivate}
          </Button>
        ) : (
          isMe && (
            <Text fontSize="sm" color="fg.muted">
              {messages.ownRow}
            </Text>
          )
        )}
      </Table.Cell>
    </Table.Row>
  );
}
