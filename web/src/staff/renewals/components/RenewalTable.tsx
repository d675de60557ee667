import { Badge, Box, Button, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { showUserErrors } from '../../../shared/forms/userErrors';
import { StaffTable } from '../../components/StaffTable';
import { TextDialog } from '../../components/TextDialog';
import { graphql } from '../../gql';
import type { CertificateRenewalStatus, RenewalTable_RenewalFragment } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { customerPath } from '../../lib/paths';
import { RENEWAL_REASON_MAX, renewalMessages as messages } from '../messages';
import { useApproveRenewalMutation, useRejectRenewalMutation } from '../useRenewalReview';

export const RenewalTableFragment = graphql(`
  fragment RenewalTable_renewal on CertificateRenewal {
    id
    customer {
      id
      companyName
    }
    kind
    expiresOn
    status
    submittedAt
    reviewedAt
    reason
    fileUrl
  }
`);

const STATUS_PALETTES: Record<CertificateRenewalStatus, string> = {
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

interface RenewalTableProps {
  label: string;
  renewals: readonly RenewalTable_RenewalFragment[];
  /** The queue names each renewal's customer; the customer's own page does not. */
  showCustomer?: boolean;
}

/** Renewals with their file and, for each pending one, Approve and Reject. */
export function RenewalTable({ label, renewals, showCustomer = true }: RenewalTableProps) {
  const { columns } = messages;
  const reviewable = renewals.some((renewal) => renewal.status === 'PENDING');
  return (
    <StaffTable
      label={label}
      columns={[
        ...(showCustomer ? [columns.customer] : []),
        columns.certificate,
        columns.expiresOn,
        columns.submitted,
        columns.status,
        columns.file,
        ...(reviewable ? [columns.review] : []),
      ]}
    >
      {renewals.map((renewal) => (
        <RenewalRow key={renewal.id} renewal={renewal} showCustomer={showCustomer} reviewable={reviewable} />
      ))}
    </StaffTable>
  );
}

function RenewalRow({
  renewal,
  showCustomer,
  reviewable,
}: {
  renewal: RenewalTable_RenewalFragment;
  showCustomer: boolean;
  reviewable: boolean;
}) {
  const kind = messages.kinds[renewal.kind];
  return (
    <Table.Row>
      {showCustomer && (
        <Table.Cell minW="11rem">
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={customerPath(renewal.customer.id)}>{renewal.customer.companyName}</RouterLink>
          </Link>
        </Table.Cell>
      )}
      <Table.Cell minW="8rem">{kind}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(renewal.expiresOn)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(renewal.submittedAt)}</Table.Cell>
      <Table.Cell minW="10rem">
        <Stack gap="1">
          <Box>
            <Badge colorPalette={STATUS_PALETTES[renewal.status]}>{messages.statuses[renewal.status]}</Badge>
          </Box>
          {renewal.reviewedAt && (
            <Text fontSize="sm" color="fg.muted">
              {messages.reviewedOn(formatDateTime(renewal.reviewedAt))}
            </Text>
          )}
          {renewal.reason && (
            <Text fontSize="sm" overflowWrap="anywhere">
              {messages.reasonWas(renewal.reason)}
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {/* Positioned: the hidden words stay inside the table's scrolling box, not past the page's edge. */}
        <Link href={renewal.fileUrl} target="_blank" rel="noopener" color="brand.700" position="relative">
          {messages.openFile}{' '}
          <Box as="span" srOnly>
            {messages.fileOf(kind, renewal.customer.companyName)}
          </Box>
        </Link>
      </Table.Cell>
      {reviewable && (
        <Table.Cell>{renewal.status === 'PENDING' && <ReviewButtons renewal={renewal} />}</Table.Cell>
      )}
    </Table.Row>
  );
}

/** Approve (after a confirmation that names the new date) and Reject (with a reason for the buyer). */
function ReviewButtons({ renewal }: { renewal: RenewalTable_RenewalFragment }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [approve, approving] = useApproveRenewalMutation();
  const [reject, rejecting] = useRejectRenewalMutation();
  const busy = approving || rejecting;
  const kind = messages.kinds[renewal.kind];
  const company = renewal.customer.companyName;
  // Each row's buttons say whose renewal they decide, to a screen reader as well.
  const whose = (
    <Box as="span" srOnly>
      {messages.renewalOf(kind, company)}
    </Box>
  );

  const onApprove = async (confirmed: boolean) => {
    if (!confirmed) {
      if (!approving) setOpen(null);
      return;
    }
    const outcome = await approve(renewal);
    setOpen(null);
    if (!outcome.ok) showUserErrors(outcome.userErrors);
  };

  return (
    <Flex gap="2" wrap="nowrap">
      <Button size="sm" colorPalette="brand" onClick={() => setOpen('approve')} disabled={busy}>
        {messages.approve} {whose}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={() => setOpen('reject')}
        disabled={busy}
      >
        {messages.reject} {whose}
      </Button>
      <ConfirmDialog
        open={open === 'approve'}
        title={messages.approveTitle(kind, company)}
        description={messages.approveDescription(kind, formatDate(renewal.expiresOn))}
        confirmLabel={messages.approveConfirm}
        cancelLabel={messages.cancel}
        loading={approving}
        onAnswer={(confirmed) => void onApprove(confirmed)}
      />
      <TextDialog
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={messages.rejectTitle(kind, company)}
        description={messages.rejectDescription}
        label={messages.reason}
        argument="reason"
        maxLength={RENEWAL_REASON_MAX}
        requiredMessage={messages.reasonRequired}
        tooLongMessage={messages.reasonTooLong(RENEWAL_REASON_MAX)}
        submitLabel={messages.rejectConfirm}
        destructive
        busy={rejecting}
        onSubmit={(reason) => reject(renewal, reason)}
      />
    </Flex>
  );
}
