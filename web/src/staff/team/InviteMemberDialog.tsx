import { useMutation } from '@apollo/client/react';
import { Dialog, Input, Stack } from '@chakra-ui/react';
import { TEXT_MAX } from '@storefront/contract/limits';

import { FormField } from '../../shared/components/FormField';
import { Select } from '../../shared/components/Select';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { useForm } from '../../shared/forms/useForm';
import { isBlank, isEmail, type Rule } from '../../shared/lib/validation';
import { FormDialog } from '../components/FormDialog';
import { graphql } from '../gql';
import type { StaffRole } from '../gql/graphql';
import { staffMessages } from '../messages';
import { STAFF_ROLES } from '../session';
import { teamMessages as messages } from './messages';
import { TeamRouteQuery } from './queries';

const CreateStaffMemberMutation = graphql(`
  mutation CreateStaffMember($email: String!, $name: String!, $role: StaffRole!) {
    createStaffMember(email: $email, name: $name, role: $role) {
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

interface InviteValues {
  email: string;
  name: string;
  role: StaffRole | '';
}

const NAME_MAX = 120;

const rules: readonly Rule<InviteValues>[] = [
  { field: 'email', message: messages.emailRequired, fails: ({ email }) => isBlank(email) },
  {
    field: 'email',
    message: messages.emailFormat,
    fails: ({ email }) => !isEmail(email) || email.trim().length > TEXT_MAX.email,
  },
  { field: 'name', message: messages.nameRequired, fails: ({ name }) => isBlank(name) },
  { field: 'name', message: messages.nameTooLong, fails: ({ name }) => name.trim().length > NAME_MAX },
  { field: 'role', message: messages.roleRequired, fails: ({ role }) => role === '' },
];

const EMPTY: InviteValues = { email: '', name: '', role: '' };

/** Invite a member: e-mail, name and role; the store e-mails them the link to choose their password. */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { loading }] = useMutation(CreateStaffMemberMutation, {
    refetchQueries: [TeamRouteQuery],
  });
  const form = useForm<InviteValues>(EMPTY, rules);

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    onClose();
  };

  const submit = form.onSubmit(async ({ email, name, role }, { showUserErrors }) => {
    const outcome = await settleMutation(
      async () =>
        (
          await create({
            variables: { email: email.trim(), name: name.trim(), role: role as StaffRole },
          })
        ).data?.createStaffMember,
      messages.invited(email.trim()),
    );
    if (outcome.ok) close();
    else showUserErrors(outcome.userErrors);
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={messages.inviteTitle}
      onSubmit={submit}
      submitLabel={messages.inviteSubmit}
      loading={loading}
    >
      <Stack gap="4">
        <Dialog.Description>{messages.inviteIntro}</Dialog.Description>
        <FormField label={messages.email} error={form.errors.email} required>
          <Input {...form.bind('email')} type="email" autoComplete="off" maxLength={TEXT_MAX.email} />
        </FormField>
        <FormField label={messages.name} error={form.errors.name} required>
          <Input {...form.bind('name')} autoComplete="off" maxLength={NAME_MAX} />
        </FormField>
        <FormField
          label={messages.role}
          error={form.errors.role}
          required
          helperText={form.values.role === '' ? undefined : messages.roleDescriptions[form.values.role]}
        >
          <Select {...form.bind('role')}>
            <option value="">{messages.chooseRole}</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {staffMessages.roles[role]}
              </option>
            ))}
          </Select>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
