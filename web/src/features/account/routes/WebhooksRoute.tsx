import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { WEBHOOKS } from '@storefront/contract';
import { useEffect, useState } from 'react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { WebhookEvent } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { FormField } from '../../../shared/components/FormField';
import { useForm } from '../../../shared/forms/useForm';
import { formatDate, formatDateTime } from '../../../shared/lib/dates';
import type { Rule } from '../../../shared/lib/validation';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRedeliverWebhookMutation,
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
} from '../api/useWebhookMutations';
import { SecretShownOnce } from '../components/SecretShownOnce';
import { accountMessages, webhooksMessages as messages } from '../messages';

const WebhooksRouteQuery = graphql(`
  query WebhooksRouteQuery {
    webhookEndpoints {
      id
      ...WebhookEndpointRow_endpoint
    }
  }
`);

const WebhookEndpointRowFragment = graphql(`
  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {
    id
    url
    events
    enabled
    consecutiveFailures
    disabledAt
    disabledReason
  }
`);

const WebhookDeliveryLogQuery = graphql(`
  query WebhookDeliveryLogQuery($endpointId: ID!, $page: Int) {
    webhookDeliveries(endpointId: $endpointId, page: $page) {
      page
      totalPages
      items {
        id
        eventType
        status
        attempts
        lastStatus
        lastError
        createdAt
      }
    }
  }
`);

const EVENTS: readonly WebhookEvent[] = ['ORDER_PLACED', 'ORDER_STATUS_CHANGED', 'ORDER_CANCELLED'];

interface EndpointValues {
  url: string;
  events: WebhookEvent[];
}

const EMPTY: EndpointValues = { url: '', events: [...EVENTS] };

// store-api's checks in its order; the address being public is checked by the store.
const rules: readonly Rule<EndpointValues>[] = [
  { field: 'url', message: messages.urlRequired, fails: (v) => v.url.trim() === '' },
  { field: 'url', message: messages.urlNotHttp, fails: (v) => !/^https?:\/\/\S+$/i.test(v.url.trim()) },
  { field: 'events', message: messages.eventsRequired, fails: (v) => v.events.length === 0 },
];

/** /my-account/webhooks: the buyer's endpoints for order events, their status and delivery log. */
export function WebhooksRoute() {
  const { data, loading, error } = useQuery(WebhooksRouteQuery);
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (error) console.error('Could not load the webhooks.', error);
  }, [error]);

  const endpoints = data?.webhookEndpoints ?? [];
  const notOffered =
    CombinedGraphQLErrors.is(error) && error.errors.some((each) => each.extensions?.code === 'NOT_OFFERED');

  return (
    <Stack gap="6">
      <title>{messages.documentTitle}</title>
      <Heading as="h2" size="xl">
        {messages.heading}
      </Heading>
      <Text>{messages.intro}</Text>
      {error ? (
        <Text role="alert" color="fg.error">
          {notOffered ? messages.notOffered : messages.loadFailed}
        </Text>
      ) : loading && !data ? (
        <Text>{accountMessages.loading}</Text>
      ) : (
        <>
          {secret !== null && (
            <SecretShownOnce secret={secret} messages={messages.secret} onDone={() => setSecret(null)} />
          )}
          {endpoints.length < WEBHOOKS.endpointsPerCustomer && <AddEndpointForm onCreated={setSecret} />}
          <Stack gap="3" as="section" aria-labelledby="webhook-endpoints-heading">
            <Heading as="h3" size="lg" id="webhook-endpoints-heading">
              {messages.listHeading}
            </Heading>
            {endpoints.length === 0 ? (
              <Text>{messages.none}</Text>
            ) : (
              <Stack as="ul" gap="4" listStyleType="none">
                {endpoints.map((endpoint) => (
                  <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} />
                ))}
              </Stack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [create, { loading }] = useCreateWebhookEndpointMutation();
  const form = useForm<EndpointValues>(EMPTY, rules);
  const { values, errors, bind, setValue } = form;

  const toggle = (event: WebhookEvent, checked: boolean) =>
    setValue(
      'events',
      EVENTS.filter((each) => (each === event ? checked : values.events.includes(each))),
    );

  const submit = form.onSubmit(async (v, { showUserErrors }) => {
    const outcome = await create({ url: v.url.trim(), events: v.events });
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    form.setValues(EMPTY);
    if (outcome.payload.secret) onCreated(outcome.payload.secret);
  });

  return (
    <Box as="section" aria-labelledby="add-webhook-heading" borderWidth="1px" borderRadius="l2" p="5">
      <form onSubmit={submit} noValidate aria-labelledby="add-webhook-heading">
        <Stack gap="4">
          <Heading as="h3" size="lg" id="add-webhook-heading">
            {messages.addHeading}
          </Heading>
          <FormField label={messages.url} error={errors.url} helperText={messages.urlHelp} required>
            <Input
              {...bind('url')}
              type="url"
              inputMode="url"
              maxLength={WEBHOOKS.urlMaxLength}
              placeholder="https://"
              autoComplete="off"
            />
          </FormField>
          <Fieldset.Root invalid={errors.events !== undefined}>
            <Fieldset.Legend fontWeight="medium">{messages.events}</Fieldset.Legend>
            <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
              {EVENTS.map((event) => (
                <Checkbox.Root
                  key={event}
                  colorPalette="brand"
                  name="events"
                  value={event}
                  checked={values.events.includes(event)}
                  onCheckedChange={(details) => toggle(event, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{messages.eventLabels[event]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Fieldset.ErrorText>{errors.events}</Fieldset.ErrorText>
          </Fieldset.Root>
          <Button type="submit" colorPalette="brand" loading={loading} alignSelf="start">
            {messages.add}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

function WebhookEndpointRow({
  endpoint: ref,
}: {
  endpoint: FragmentType<typeof WebhookEndpointRowFragment>;
}) {
  const endpoint = getFragmentData(WebhookEndpointRowFragment, ref);
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation();
  const [sendTest, testing] = useSendTestWebhookMutation();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold" wordBreak="break-all">
            {endpoint.url}
          </Text>
          <Badge colorPalette={endpoint.enabled ? 'green' : 'red'}>
            {endpoint.enabled ? messages.enabled : messages.disabled}
          </Badge>
        </HStack>
        <Text fontSize="sm">{endpoint.events.map((event) => messages.eventLabels[event]).join(', ')}</Text>
        {!endpoint.enabled && endpoint.disabledReason && (
          <Text fontSize="sm" color="fg.error">
            {endpoint.disabledReason} {endpoint.disabledAt ? `(${formatDate(endpoint.disabledAt)})` : ''}
          </Text>
        )}
        {endpoint.enabled && endpoint.consecutiveFailures > 0 && (
          <Text fontSize="sm" color="fg.warning">
            {messages.failures(endpoint.consecutiveFailures)}
          </Text>
        )}
        <HStack wrap="wrap" gap="2">
          <Button
            size="sm"
            variant="outline"
            loading={updating.loading}
            onClick={() => void update({ id: endpoint.id, enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? messages.switchOff : messages.switchOn}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!endpoint.enabled}
            loading={testing.loading}
            onClick={() => void sendTest(endpoint.id)}
          >
            {messages.sendTest}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showLog}
            onClick={() => setShowLog((open) => !open)}
          >
            {showLog ? messages.hideLog : messages.showLog}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {messages.delete}
          </Button>
        </HStack>
        {showLog && <DeliveryLog endpointId={endpoint.id} url={endpoint.url} enabled={endpoint.enabled} />}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={messages.deleteConfirm}
        loading={removing.loading}
        onAnswer={(confirmed) => {
          setConfirming(false);
          if (confirmed) void remove(endpoint.id);
        }}
      />
    </Box>
  );
}

function DeliveryLog({ endpointId, url, enabled }: { endpointId: string; url: string; enabled: boolean }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(WebhookDeliveryLogQuery, { variables: { endpointId, page } });
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const log = data?.webhookDeliveries;

  if (error)
    return (
      <Text role="alert" color="fg.error">
        {messages.loadFailed}
      </Text>
    );
  if (loading && !log) return <Text>{accountMessages.loading}</Text>;
  if (!log || log.items.length === 0) return <Text>{messages.logEmpty}</Text>;
  return (
    <Stack gap="2">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
            {messages.logHeading(url)}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{messages.time}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.event}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.attempts}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.lastStatus}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>{messages.redeliver}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {log.items.map((delivery) => (
              <Table.Row key={delivery.id}>
                <Table.Cell>{formatDateTime(delivery.createdAt)}</Table.Cell>
                <Table.Cell>{delivery.eventType}</Table.Cell>
                <Table.Cell>{delivery.attempts}</Table.Cell>
                <Table.Cell>
                  {messages.status[delivery.status]}
                  {delivery.lastStatus !== null && delivery.lastStatus !== undefined
                    ? ` (${delivery.lastStatus})`
                    : ''}
                  {delivery.lastError && delivery.status !== 'DELIVERED' ? (
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {delivery.lastError}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!enabled}
                    loading={redelivering.loading}
                    onClick={() => void redeliver(endpointId, delivery.id)}
                  >
                    {messages.redeliver}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {log.totalPages > 1 && (
        <HStack gap="3">
          <Button size="sm" variant="outline" disabled={log.page <= 1} onClick={() => setPage(log.page - 1)}>
            {messages.previous}
          </Button>
          <Text fontSize="sm">{messages.page(log.page, log.totalPages)}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={log.page >= log.totalPages}
            onClick={() => setPage(log.page + 1)}
          >
            {messages.next}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
