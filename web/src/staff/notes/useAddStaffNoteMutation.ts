import { useMutation } from '@apollo/client/react';

import { settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import type { StaffNoteSubjectInput } from '../gql/graphql';
import { noteMessages as messages } from './messages';

const AddStaffNoteMutation = graphql(`
  mutation AddStaffNote($subject: StaffNoteSubjectInput!, $body: String!) {
    addStaffNote(subject: $subject, body: $body) {
      note {
        id
        ...StaffNotes_note
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** A record's notes, newest first (StaffNotes shows them). */
export const StaffNotesQuery = graphql(`
  query StaffNotes($subject: StaffNoteSubjectInput!) {
    staffNotes(subject: $subject) {
      id
      ...StaffNotes_note
    }
  }
`);

const TYPENAMES = { CUSTOMER: 'Customer', ORDER: 'Order', REGISTRATION: 'Registration' } as const;

/**
 * Adds a staff note: it goes on top of the record's notes in the cache, and the record's History (where the note
 * is recorded too) is asked again.
 */
export function useAddStaffNoteMutation(subject: StaffNoteSubjectInput) {
  const [mutate, { loading }] = useMutation(AddStaffNoteMutation, {
    update(cache, { data }) {
      const note = data?.addStaffNote.note;
      if (!note) return;
      cache.updateQuery({ query: StaffNotesQuery, variables: { subject } }, (current) =>
        current?.staffNotes ? { staffNotes: [note, ...current.staffNotes] } : current,
      );
      cache.evict({
        id: cache.identify({ __typename: TYPENAMES[subject.type], id: subject.id }),
        fieldName: 'audit',
      });
      cache.gc();
    },
  });
  const add = (body: string) =>
    settleMutation(
      async () => (await mutate({ variables: { subject, body } })).data?.addStaffNote,
      messages.saved,
    );
  return [add, loading] as const;
}
