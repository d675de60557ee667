import { Box } from '@chakra-ui/react';
import { parseId } from '@storefront/contract/rules';
import { useParams } from 'react-router';

import { ButtonLink } from '../../shared/components/ButtonLink';
import { NotFoundNotice, QueryState } from './QueryState';
import { StaffPage } from './StaffPage';

/** The record id of the address (`/staff/customers/:id`), or null when it is none (nothing to ask the store). */
export function useRecordId(): string | null {
  const { id = '' } = useParams();
  return parseId(id) === null ? null : id;
}

/** A record that does not exist: said under its own title, with the way back to its list. */
export function RecordNotFound({ title, back, backTo }: { title: string; back: string; backTo: string }) {
  return (
    <StaffPage title={title}>
      <NotFoundNotice />
      <Box>
        <ButtonLink to={backTo} variant="outline" size="sm">
          {back}
        </ButtonLink>
      </Box>
    </StaffPage>
  );
}

/** A record's page before its answer: a spinner, or why it failed and Try again. */
export function RecordLoading({
  title,
  loading,
  error,
  onRetry,
}: {
  title: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <StaffPage title={title}>
      <QueryState loading={loading} error={error} hasData={false} onRetry={onRetry}>
        {null}
      </QueryState>
    </StaffPage>
  );
}
