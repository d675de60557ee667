import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as M, WEBHOOKS } from '@storefront/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { sessionGateway, typename } from '../../../../test/session';
import type { WebhookEndpointInput, WebhookEvent } from '../../../gql/graphql';
import { webhooksMessages as messages } from '../messages';

const endpoint = (id: string, url: string, extra: Record<string, unknown> = {}) => ({
  ...typename('WebhookEndpoint'),
  id,
  url,
  events: ['ORDER_PLACED', 'ORDER_STATUS_CHANGED', 'ORDER_CANCELLED'] as WebhookEvent[],
  enabled: true,
  consecutiveFailures: 0,
  disabledAt: null,
  disabledReason: null,
  ...extra,
});

const delivery = (
  id: string,
  eventType: string,
  status: 'PENDING' | 'DELIVERED' | 'FAILED',
  lastStatus: number,
) => ({
  ...typename('WebhookDelivery'),
  id,
  eventType,
  status,
  attempts: status === 'DELIVERED' ? 1 : 3,
  lastStatus,
  lastError: status === 'DELIVERED' ? null : `HTTP ${lastStatus}`,
  createdAt: '2026-11-28T12:00:00.000Z',
});

type Endpoint = ReturnType<typeof endpoint>;

/** The screen's gateway: these endpoints; creating one answers it with a secret; actions are recorded. */
function webhooksGateway(initial: Endpoint[] = []) {
  const sent: { created: WebhookEndpointInput[]; redelivered: string[]; tested: string[] } = {
    created: [],
    redelivered: [],
    tested: [],
  };
  let endpoints = initial;
  server.use(
    ...sessionGateway({ loggedIn: true }).handlers,
    gatewayApi.query('WebhooksRouteQuery', () =>
      HttpResponse.json({ data: { webhookEndpoints: endpoints } }),
    ),
    gatewayApi.query('WebhookDeliveryLogQuery', () =>
      HttpResponse.json({
        data: {
          webhookDeliveries: {
            ...typename('WebhookDeliveryPage'),
            page: 1,
            totalPages: 1,
            items: [
              delivery('31', 'order.status_changed', 'FAILED', 500),
              delivery('30', 'order.placed', 'DELIVERED', 200),
            ],
          },
        },
      }),
    ),
    gatewayApi.mutation('CreateWebhookEndpoint', ({ variables }) => {
      const input = variables.input as WebhookEndpointInput;
      sent.created.push(input);
      if (input.url.includes('10.0.0.1'))
        return HttpResponse.json({
          data: {
            createWebhookEndpoint: refused(
              'CreateWebhookEndpointPayload',
              { webhookEndpoint: null, secret: null },
              userError('INVALID', M.webhookUrlNotPublic, ['input', 'url']),
            ),
          },
        });
      const created = endpoint(String(10 + endpoints.length), input.url, { events: input.events });
      endpoints = [...endpoints, created];
      return HttpResponse.json({
        data: {
          createWebhookEndpoint: succeeded('CreateWebhookEndpointPayload', {
            webhookEndpoint: created,
            secret: 'whsec_c2VjcmV0LXNob3duLW9uY2UtMDEyMzQ1Njc4OQ==',
          }),
        },
      });
    }),
    gatewayApi.mutation('RedeliverWebhook', ({ variables }) => {
      sent.redelivered.push(`${String(variables.endpointId)}/${String(variables.deliveryId)}`);
      return HttpResponse.json({
        data: {
          redeliverWebhook: succeeded('WebhookDeliveryPayload', {
            webhookDelivery: { ...typename('WebhookDelivery'), id: '32' },
          }),
        },
      });
    }),
    gatewayApi.mutation('SendTestWebhook', ({ variables }) => {
      sent.tested.push(String(variables.endpointId));
      return HttpResponse.json({
        data: {
          sendTestWebhook: succeeded('WebhookDeliveryPayload', {
            webhookDelivery: { ...typename('WebhookDelivery'), id: '33' },
          }),
        },
      });
    }),
  );
  return sent;
}

async function openWebhooks(initial: Endpoint[] = []) {
  const sent = webhooksGateway(initial);
  renderApp({ path: '/my-account/webhooks' });
  await screen.findByRole('heading', { name: messages.heading, level: 2 });
  return { user: userEvent.setup(), sent };
}

const form = () => within(screen.getByRole('form', { name: messages.addHeading }));
/** The form, once the endpoints have loaded (the heading shows before it). */
const formLoaded = () => screen.findByRole('form', { name: messages.addHeading });

describe('the Webhooks screen of the account area', { timeout: 30_000 }, () => {
  it('says what is missing, in order, and sends nothing', async () => {
    const { user, sent } = await openWebhooks();
    await formLoaded();
    for (const event of Object.values(messages.eventLabels))
      await user.click(form().getByRole('checkbox', { name: event }));
    await user.click(form().getByRole('button', { name: messages.add }));
    expect(await form().findByText(messages.urlRequired)).toBeInTheDocument();
    expect(form().getByText(messages.eventsRequired)).toBeInTheDocument();
    expect(form().getByLabelText(new RegExp(messages.url))).toHaveFocus();
    await user.type(form().getByLabelText(new RegExp(messages.url)), 'ftp://hooks.example.com');
    await user.click(form().getByRole('button', { name: messages.add }));
    expect(await form().findByText(messages.urlNotHttp)).toBeInTheDocument();
    expect(sent.created).toEqual([]);
  });

  it('adds an endpoint, shows its secret once with a copy button, and lists it as on', async () => {
    const { user, sent } = await openWebhooks();
    await formLoaded();
    expect(screen.getByText(messages.none)).toBeInTheDocument();
    await user.type(form().getByLabelText(new RegExp(messages.url)), 'https://erp.example.com/hooks');
    await user.click(form().getByRole('checkbox', { name: messages.eventLabels.ORDER_CANCELLED }));
    await user.click(form().getByRole('button', { name: messages.add }));

    const notice = await screen.findByRole('region', { name: messages.secret.title });
    expect(within(notice).getByText('whsec_c2VjcmV0LXNob3duLW9uY2UtMDEyMzQ1Njc4OQ==')).toBeInTheDocument();
    expect(within(notice).getByRole('alert')).toHaveTextContent(messages.secret.warning);
    expect(within(notice).getByRole('heading', { name: messages.secret.title })).toHaveFocus();
    expect(within(notice).getByRole('button', { name: messages.secret.copy })).toBeInTheDocument();
    expect(sent.created).toEqual([
      { url: 'https://erp.example.com/hooks', events: ['ORDER_PLACED', 'ORDER_STATUS_CHANGED'] },
    ]);
    const list = within(screen.getByRole('region', { name: messages.listHeading }));
    expect(await list.findByText('https://erp.example.com/hooks')).toBeInTheDocument();
    expect(list.getByText(messages.enabled)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: messages.secret.done }));
    await waitFor(() => expect(screen.queryByText(/whsec_/)).not.toBeInTheDocument());
  });

  it('shows the store’s refusal beside the URL', async () => {
    const { user } = await openWebhooks();
    await formLoaded();
    await user.type(form().getByLabelText(new RegExp(messages.url)), 'https://10.0.0.1/hooks');
    await user.click(form().getByRole('button', { name: messages.add }));
    expect(await form().findByText(M.webhookUrlNotPublic)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: messages.secret.title })).not.toBeInTheDocument();
  });

  it('shows a switched-off endpoint and why, and hides the form at the limit', async () => {
    const many = Array.from({ length: WEBHOOKS.endpointsPerCustomer }, (_, i) =>
      endpoint(
        String(i + 1),
        `https://erp.example.com/${i + 1}`,
        i === 0
          ? {
              enabled: false,
              disabledReason: M.webhookSwitchedOffFailing(24, 'HTTP 500'),
              disabledAt: '2026-11-28T12:00:00.000Z',
            }
          : {},
      ),
    );
    await openWebhooks(many);
    expect(await screen.findByText(messages.disabled)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(M.webhookSwitchedOffFailing(24, 'HTTP 500').replace(/[()]/g, '\\$&'))),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: messages.addHeading })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: messages.sendTest })[0]).toBeDisabled();
  });

  it('opens the delivery log with the keyboard, redelivers a delivery and sends a test event', async () => {
    const { user, sent } = await openWebhooks([endpoint('7', 'https://erp.example.com/hooks')]);
    const logButton = await screen.findByRole('button', { name: messages.showLog });
    logButton.focus();
    await user.keyboard('{Enter}');
    const table = await screen.findByRole('table', {
      name: messages.logHeading('https://erp.example.com/hooks'),
    });
    const rows = within(table).getAllByRole('row');
    // The time of day in the store's time zone, since an endpoint gets several deliveries a day.
    expect(within(rows[0]!).getByRole('columnheader', { name: messages.time })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nov 28, 2026, 7:00 AM')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('order.status_changed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`${messages.status.FAILED} (500)`)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(`${messages.status.DELIVERED} (200)`)).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: messages.redeliver }));
    await waitFor(() => expect(sent.redelivered).toEqual(['7/31']));
    expect(await screen.findByText(messages.redelivered)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.sendTest }));
    await waitFor(() => expect(sent.tested).toEqual(['7']));
    expect(await screen.findByText(messages.testQueued)).toBeInTheDocument();
  });

  it('says the store does not offer webhooks when its API has none', async () => {
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query('WebhooksRouteQuery', () =>
        HttpResponse.json({
          data: { webhookEndpoints: null },
          errors: [
            { message: M.notOffered, path: ['webhookEndpoints'], extensions: { code: 'NOT_OFFERED' } },
          ],
        }),
      ),
    );
    renderApp({ path: '/my-account/webhooks' });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notOffered);
  });
});
