import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Stack, Text, Textarea } from '@chakra-ui/react';

import { FormField } from '../../shared/components/FormField';
import { PageLoading } from '../../shared/components/PageLoading';
import { useForm } from '../../shared/forms/useForm';
import { isBlank } from '../../shared/lib/validation';
import { StaffSection } from '../components/StaffSection';
import { graphql } from '../gql';
import type { StaffNoteSubjectInput } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { noteMessages as messages } from './messages';
import { StaffNotesQuery, useAddStaffNoteMutation } from './useAddStaffNoteMutation';

export const StaffNotesFragment = graphql(`
  fragment StaffNotes_note on StaffNote {
    id
    subjectType
    body
    createdAt
    author {
      id
      name
      email
    }
  }
`);

/**
 * A record's staff-only notes, newest first, and the form to add one. Self-contained (its own query), so a
 * record's page places it with one line.
 */
export function StaffNotes({ subject }: { subject: StaffNoteSubjectInput }) {
  const { data, loading, error, refetch } = useQuery(StaffNotesQuery, { variables: { subject } });
  const notes = data?.staffNotes;
  return (
    <StaffSection title={messages.title}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {messages.intro}
        </Text>
        <NoteForm subject={subject} />
        {notes ? (
          notes.length === 0 ? (
            <Text color="fg.muted">{messages.empty}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {notes.map((note) => (
                <Box as="li" key={note.id} borderWidth="1px" rounded="md" bg="white" p="3">
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {note.body}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {messages.byline(note.author.name ?? note.author.email, formatDateTime(note.createdAt))}
                    {note.subjectType !== subject.type &&
                      ` · ${note.subjectType === 'REGISTRATION' ? messages.onRegistration : messages.onCustomer}`}
                  </Text>
                </Box>
              ))}
            </Stack>
          )
        ) : error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{messages.loadFailed}</Alert.Title>
            <Button size="sm" variant="outline" ms="auto" onClick={() => void refetch()}>
              {messages.retry}
            </Button>
          </Alert.Root>
        ) : (
          loading && <PageLoading />
        )}
      </Stack>
    </StaffSection>
  );
}

function NoteForm({ subject }: { subject: StaffNoteSubjectInput }) {
  const [add, busy] = useAddStaffNoteMutation(subject);
  const form = useForm<{ body: string }>({ body: '' }, [
    { field: 'body', message: messages.required, fails: ({ body }) => isBlank(body) },
    { field: 'body', message: messages.tooLong, fails: ({ body }) => body.trim().length > messages.max },
  ]);
  const submit = form.onSubmit(async ({ body }, { showUserErrors }) => {
    const outcome = await add(body.trim());
    if (outcome.ok) form.setValues({ body: '' });
    else showUserErrors(outcome.userErrors, (path) => (path.at(-1) === 'body' ? 'body' : undefined));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2" align="start">
        <FormField
          label={messages.label}
          required
          error={form.errors.body}
          helperText={messages.characters(form.values.body.length)}
        >
          <Textarea {...form.bind('body')} maxLength={messages.max} rows={3} autoresize maxH="40vh" />
        </FormField>
        <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
          {messages.submit}
        </Button>
      </Stack>
    </form>
  );
}
