import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ORDERS_PER_BULK } from '@storefront/contract';
import { useState } from 'react';

import { orderStatusLabels } from '../../../shared/commerce/messages';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { FormField } from '../../../shared/components/FormField';
import { Select } from '../../../shared/components/Select';
import type { SetOrdersStatusMutation } from '../../gql/graphql';
import { printOrdersPath } from '../../lib/paths';
import { ordersMessages } from '../messages';
import type { TargetStatus } from '../status';
import { useSetOrdersStatusMutation } from '../useSetOrdersStatusMutation';

const messages = ordersMessages.list;

const TARGETS: readonly TargetStatus[] = [
  'PROCESSING',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'CANCELLED',
];

type Result = SetOrdersStatusMutation['setOrdersStatus']['results'][number];

/**
 * What can be done to the selected orders at once: a status change (asked first; each order by the rules of one,
 * with what became of each listed after) and printing their pick list and packing slips.
 */
export function BulkOrdersBar({ selected, onClear }: { selected: ReadonlySet<string>; onClear: () => void }) {
  const [setStatus, { loading }] = useSetOrdersStatusMutation();
  const [status, setStatusChoice] = useState<TargetStatus>('PROCESSING');
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<readonly Result[] | null>(null);
  const ids = [...selected];
  const tooMany = ids.length > ORDERS_PER_BULK;

  const apply = async () => {
    const outcome = await setStatus(ids, status);
    setConfirming(false);
    if (outcome.ok) setReport(outcome.payload.results);
    else if (outcome.userErrors.length > 0)
      setReport(
        outcome.userErrors.map((error) => ({
          orderId: '',
          orderNumber: '',
          changed: false,
          code: error.code,
          message: error.message,
        })),
      );
  };

  return (
    <Stack
      as="section"
      aria-label={messages.bulk}
      gap="3"
      bg="white"
      borderWidth="1px"
      rounded="md"
      p="4"
      className="staff-no-print"
    >
      <Flex gap="3" wrap="wrap" align="end">
        <Text fontWeight="semibold" alignSelf="center" role="status">
          {messages.selectedCount(ids.length)}
        </Text>
        <FormField label={messages.bulkStatus} w={{ base: 'full', sm: '56' }}>
          <Select value={status} onChange={(event) => setStatusChoice(event.target.value as TargetStatus)}>
            {TARGETS.map((target) => (
              <option key={target} value={target}>
                {orderStatusLabels[target]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button colorPalette="brand" disabled={tooMany || loading} onClick={() => setConfirming(true)}>
          {messages.bulkApply}
        </Button>
        {tooMany ? (
          <Button disabled variant="outline">
            {messages.printSelected}
          </Button>
        ) : (
          <ButtonLink to={printOrdersPath(ids)} variant="outline" colorPalette="brand">
            {messages.printSelected}
          </ButtonLink>
        )}
        <Button variant="ghost" onClick={onClear}>
          {messages.clearSelection}
        </Button>
      </Flex>
      {tooMany && <Text color="red.700">{messages.tooMany(ORDERS_PER_BULK)}</Text>}
      {report && (
        <Alert.Root status={report.every((result) => result.changed) ? 'success' : 'warning'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.bulkReport}</Alert.Title>
            <Box as="ul" ps="4" listStyleType="disc">
              {report.map((result, index) => (
                <Box as="li" key={result.orderId || index}>
                  {result.orderNumber === ''
                    ? result.message
                    : result.changed
                      ? messages.bulkMoved(result.orderNumber, orderStatusLabels[status])
                      : messages.bulkRefused(result.orderNumber, result.message ?? '')}
                </Box>
              ))}
            </Box>
          </Alert.Content>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={confirming}
        title={messages.bulkConfirmTitle(ids.length, orderStatusLabels[status])}
        description={messages.bulkConfirmDescription}
        confirmLabel={messages.bulkConfirm}
        cancelLabel={messages.bulkKeep}
        loading={loading}
        onAnswer={(confirmed) => {
          if (loading) return;
          if (confirmed) void apply();
          else setConfirming(false);
        }}
      />
    </Stack>
  );
}
