import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { showUserErrors } from '../../../shared/forms/userErrors';
import { StaffSection } from '../../components/StaffSection';
import { StaffTable } from '../../components/StaffTable';
import { formatDateTime } from '../../lib/format';
import { customerMessages as messages } from '../messages';
import { useRevokeCustomerApiKeyMutation } from '../useRevokeCustomerApiKey';

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: readonly string[];
  createdAt: string;
  lastUsedAt?: string | null;
}

/** The customer's API keys in use (never their secrets), each with Revoke after a confirmation. */
export function ApiKeysSection({ customerId, apiKeys }: { customerId: string; apiKeys: readonly ApiKey[] }) {
  const [asked, setAsked] = useState<ApiKey | null>(null);
  const [revoke, revoking] = useRevokeCustomerApiKeyMutation();
  const { apiKeyColumns: columns } = messages;

  const onAnswer = async (confirmed: boolean) => {
    const key = asked;
    if (!confirmed || !key) {
      if (!revoking) setAsked(null);
      return;
    }
    const outcome = await revoke(customerId, key.id);
    setAsked(null);
    if (!outcome.ok) showUserErrors(outcome.userErrors);
  };

  return (
    <StaffSection title={messages.apiKeys}>
      {apiKeys.length === 0 ? (
        <Text color="fg.muted">{messages.noApiKeys}</Text>
      ) : (
        <StaffTable
          label={messages.apiKeysTable}
          columns={[
            columns.name,
            columns.prefix,
            columns.scopes,
            columns.created,
            columns.lastUsed,
            columns.action,
          ]}
        >
          {apiKeys.map((key) => (
            <Table.Row key={key.id}>
              <Table.Cell fontWeight="semibold">{key.name}</Table.Cell>
              <Table.Cell>
                <Box as="code" fontFamily="mono" fontSize="sm">
                  {key.prefix}…
                </Box>
              </Table.Cell>
              <Table.Cell>{key.scopes.join(', ')}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(key.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : messages.neverUsed}
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={messages.revokeApiKeyLabel(key.name)}
                  onClick={() => setAsked(key)}
                >
                  {messages.revokeApiKey}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </StaffTable>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? messages.revokeApiKeyTitle(asked.name) : ''}
        description={messages.revokeApiKeyDescription}
        confirmLabel={messages.revokeApiKeyConfirm}
        loading={revoking}
        onAnswer={(confirmed) => void onAnswer(confirmed)}
      />
    </StaffSection>
  );
}
