import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, Fieldset, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { API_KEY } from '@storefront/contract/limits';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { ApiKeyScope } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { FormField } from '../../../shared/components/FormField';
import { useForm } from '../../../shared/forms/useForm';
import { isBlank, type Rule } from '../../../shared/lib/validation';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from '../api/useApiKeyMutations';
import { SecretShownOnce } from '../components/SecretShownOnce';
import { formatDate } from '../lib/format';
import { accountMessages, apiAccessMessages as messages } from '../messages';

const ApiKeyRowFragment = graphql(`
  fragment ApiKeyRow_apiKey on ApiKey {
    id
    name
    prefix
    scopes
    createdAt
    lastUsedAt
  }
`);

const ApiAccessRouteQuery = graphql(`
  query ApiAccessRouteQuery {
    apiKeys {
      id
      ...ApiKeyRow_apiKey
    }
  }
`);

const SCOPES: readonly ApiKeyScope[] = ['CATALOG_READ', 'ORDERS_WRITE', 'ORDERS_READ', 'WEBHOOKS_MANAGE'];

interface NewKeyValues {
  name: string;
  scopes: ApiKeyScope[];
}

// The store's rules, in the form's order: the name, then the scopes.
const rules: readonly Rule<NewKeyValues>[] = [
  { field: 'name', message: messages.nameRequired, fails: (v) => isBlank(v.name) },
  { field: 'name', message: messages.nameTooLong, fails: (v) => v.name.trim().length > API_KEY.nameMax },
  { field: 'scopes', message: messages.scopesRequired, fails: (v) => v.scopes.length === 0 },
];

/** The account's "API access": make scoped keys for integrations, see them, revoke them. */
export function ApiAccessRoute() {
  const { data, loading, error, refetch } = useQuery(ApiAccessRouteQuery);
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (error) console.error('Could not load the API keys.', error);
  }, [error]);

  const notOffered =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_OFFERED');

  return (
    <>
      <title>{messages.documentTitle}</title>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h2" size="xl">
            {messages.title}
          </Heading>
          <Text maxW="prose">{messages.intro}</Text>
        </Stack>
        {loading && !data ? (
          <Text>{accountMessages.loading}</Text>
        ) : notOffered ? (
          <Text role="status">{messages.notOffered}</Text>
        ) : error && !data ? (
          <Stack gap="3" align="start" role="alert">
            <Text>{messages.loadFailed}</Text>
            <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})}>
              {messages.retry}
            </Button>
          </Stack>
        ) : (
          <>
            {secret !== null ? (
              <SecretShownOnce
                secret={secret}
                messages={messages.secret}
                testId="api-key-secret"
                onDone={() => setSecret(null)}
              />
            ) : (
              <NewKeyForm onCreated={setSecret} />
            )}
            <KeyList keys={data?.apiKeys ?? []} />
          </>
        )}
      </Stack>
    </>
  );
}

function NewKeyForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [create, { loading }] = useCreateApiKeyMutation();
  const form = useForm<NewKeyValues>({ name: '', scopes: [] }, rules);
  const { values, errors, bind, setValue } = form;

  const submit = form.onSubmit(async (v, { showUserErrors }) => {
    const outcome = await create({ name: v.name.trim(), scopes: v.scopes });
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    if (outcome.payload.secret) onCreated(outcome.payload.secret);
  });

  const toggle = (scope: ApiKeyScope, checked: boolean) =>
    setValue(
      'scopes',
      SCOPES.filter((s) => (s === scope ? checked : values.scopes.includes(s))),
    );

  return (
    <Box as="section" aria-labelledby="create-key-title">
      <Heading as="h3" size="lg" mb="4" id="create-key-title">
        {messages.createTitle}
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="6" maxW="xl">
          <FormField label={messages.name} error={errors.name} helperText={messages.nameHelp} required>
            <Input {...bind('name')} autoComplete="off" maxLength={API_KEY.nameMax + 20} />
          </FormField>
          <Fieldset.Root invalid={errors.scopes !== undefined}>
            <Fieldset.Legend>{messages.scopes}</Fieldset.Legend>
            <Stack gap="3" mt="2">
              {SCOPES.map((scope) => (
                <Checkbox.Root
                  key={scope}
                  name="scopes"
                  value={scope}
                  colorPalette="brand"
                  checked={values.scopes.includes(scope)}
                  onCheckedChange={(details) => toggle(scope, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{messages.scopeLabels[scope]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Fieldset.ErrorText>{errors.scopes}</Fieldset.ErrorText>
          </Fieldset.Root>
          <Button type="submit" colorPalette="brand" loading={loading} alignSelf="start">
            {messages.create}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

function KeyList({ keys }: { keys: readonly FragmentType<typeof ApiKeyRowFragment>[] }) {
  const [revoke, { loading }] = useRevokeApiKeyMutation();
  const [asked, setAsked] = useState<{ id: string; name: string } | null>(null);
  const rows = keys.map((key) => getFragmentData(ApiKeyRowFragment, key));

  return (
    <Box as="section" aria-labelledby="keys-title">
      <Heading as="h3" size="lg" mb="4" id="keys-title">
        {messages.keysTitle}
      </Heading>
      {rows.length === 0 ? (
        <Text>{messages.noKeys}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{messages.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.prefix}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.scopes}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.created_at}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.lastUsed}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box srOnly>{messages.revoke}</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((key) => (
                <Table.Row key={key.id}>
                  <Table.Cell fontWeight="medium">{key.name}</Table.Cell>
                  <Table.Cell>
                    <Box as="code" fontFamily="mono" fontSize="sm">
                      {key.prefix}…
                    </Box>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="0">
                      {key.scopes.map((scope) => (
                        <Text key={scope} fontSize="sm">
                          {messages.scopeLabels[scope]}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>{formatDate(key.createdAt)}</Table.Cell>
                  <Table.Cell>{key.lastUsedAt ? formatDate(key.lastUsedAt) : messages.neverUsed}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={messages.revokeKey(key.name)}
                      onClick={() => setAsked({ id: key.id, name: key.name })}
                    >
                      {messages.revoke}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={messages.revokeTitle}
        description={asked ? messages.revokeDescription(asked.name) : undefined}
        confirmLabel={messages.revokeConfirm}
        cancelLabel={messages.revokeCancel}
        loading={loading}
        onAnswer={(confirmed) => {
          const key = asked;
          if (!confirmed || !key) return setAsked(null);
          void revoke(key.id).then(() => setAsked(null));
        }}
      />
    </Box>
  );
}
