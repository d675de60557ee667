import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Select } from '../../shared/components/Select';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { QueryState } from '../components/QueryState';
import { RefusalAlert } from '../components/RefusalAlert';
import { StaffPage } from '../components/StaffPage';
import { TableScroll } from '../components/TableScroll';
import { graphql } from '../gql';
import { formatDateTime } from '../lib/format';
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

const ReactivateStaffMemberMutation = graphql(`
  mutation ReactivateStaffMember($id: ID!) {
    reactivateStaffMember(id: $id) {
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

const ResendStaffInvitationMutation = graphql(`
  mutation ResendStaffInvitation($id: ID!) {
    resendStaffInvitation(id: $id) {
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

/** A change waiting for the admin's yes: another role for a member, deactivating or reactivating one. */
type Pending =
  | { kind: 'role'; member: Member; role: StaffRole }
  | { kind: 'deactivate'; member: Member }
  | { kind: 'reactivate'; member: Member };

/** What the confirmation dialog says of each change. */
function question(pending: Pending | null) {
  const name = pending?.member.name ?? '';
  switch (pending?.kind) {
    case 'role':
      return {
        title: messages.changeRoleTitle(name, staffMessages.roles[pending.role]),
        description: messages.roleDescriptions[pending.role],
        confirm: messages.changeRoleConfirm,
      };
    case 'reactivate':
      return {
        title: messages.reactivateTitle(name),
        description: messages.reactivateDescription,
        confirm: messages.reactivate,
      };
    default:
      return {
        title: messages.deactivateTitle(name),
        description: messages.deactivateDescription,
        confirm: messages.deactivate,
      };
  }
}

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
  const [reactivate, { loading: reactivating }] = useMutation(ReactivateStaffMemberMutation);
  const [resend] = useMutation(ResendStaffInvitationMutation);
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
    const variables = { id: member.id };
    const outcome =
      change.kind === 'role'
        ? await settleMutation(
            async () =>
              (await setRole({ variables: { id: member.id, role: change.role } })).data?.setStaffRole,
            messages.roleChanged(member.name, staffMessages.roles[change.role]),
          )
        : change.kind === 'reactivate'
          ? await settleMutation(
              async () => (await reactivate({ variables })).data?.reactivateStaffMember,
              messages.memberReactivated(member.name),
            )
          : await settleMutation(
              async () => (await deactivate({ variables })).data?.deactivateStaffMember,
              messages.memberDeactivated(member.name),
            );
    setAsking(false);
    showRefusal(outcome);
  };

  const showRefusal = (outcome: { ok: true } | { ok: false; userErrors: readonly { message: string }[] }) => {
    if (!outcome.ok && outcome.userErrors.length > 0) {
      setRefusal(outcome.userErrors.map((userError) => userError.message).join(' '));
    }
  };

  // No question first: a new link harms no one, and the store bounds how many a day.
  const resendInvitation = async (member: Member) => {
    setRefusal(null);
    showRefusal(
      await settleMutation(
        async () => (await resend({ variables: { id: member.id } })).data?.resendStaffInvitation,
        messages.resent(member.email),
      ),
    );
  };
  const asked = question(pending);

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
                      onReactivate={() => ask({ kind: 'reactivate', member })}
                      onResend={() => void resendInvitation(member)}
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
        title={asked.title}
        description={asked.description}
        confirmLabel={asked.confirm}
        cancelLabel={messages.cancel}
        loading={settingRole || deactivating || reactivating}
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
  onReactivate,
  onResend,
}: {
  member: Member;
  isMe: boolean;
  onRole: (role: StaffRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  onResend: () => void;
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
        {member.totpEnabled && (
          <Text fontSize="sm" color={member.recoveryCodesLeft <= 2 ? 'fg.error' : 'fg.muted'} mt="1">
            {messages.recoveryCodesLeft(member.recoveryCodesLeft)}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <MemberStatus member={member} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        {editable ? (
          <Flex gap="2" justify="end" wrap="wrap">
            {member.invitation && (
              <Button
                size="sm"
                variant="outline"
                aria-label={messages.resendLabel(member.name)}
                onClick={onResend}
              >
                {messages.resend}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={messages.deactivateLabel(member.name)}
              onClick={onDeactivate}
            >
              {messages.deactivate}
            </Button>
          </Flex>
        ) : isMe ? (
          <Text fontSize="sm" color="fg.muted">
            {messages.ownRow}
          </Text>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={messages.reactivateLabel(member.name)}
            onClick={onReactivate}
          >
            {messages.reactivate}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** Active, invited (with when the link was sent and until when it works) or deactivated. */
function MemberStatus({ member }: { member: Member }) {
  // The time the row was first drawn: whether a link still works is read against it.
  const [shownAt] = useState(() => Date.now());
  if (!member.active)
    return (
      <Badge colorPalette="red" variant="subtle">
        {messages.deactivated}
      </Badge>
    );
  const { invitation } = member;
  if (!invitation)
    return (
      <Badge colorPalette="green" variant="subtle">
        {messages.active}
      </Badge>
    );
  const live = Date.parse(invitation.expiresAt) > shownAt;
  return (
    <>
      <Badge colorPalette="orange" variant="subtle">
        {messages.invitedBadge}
      </Badge>
      <Text fontSize="sm" color="fg.muted" mt="1" maxW="60">
        {live
          ? messages.invitationSent(formatDateTime(invitation.sentAt), formatDateTime(invitation.expiresAt))
          : messages.invitationExpired(formatDateTime(invitation.sentAt))}
      </Text>
    </>
  );
}
