import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { approvedViewer, loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { store } from '../../../shared/config/store';
import { contactMessages as messages } from '../messages';
import { graphQLError } from '../testing/fakeCart';

function openContact() {
  const sent: unknown[] = [];
  server.use(
    gatewayApi.mutation('SendContactMessage', ({ variables }) => {
      sent.push(variables.input);
      return HttpResponse.json({
        data: { sendContactMessage: succeeded('AcceptedPayload', { accepted: true }) },
      });
    }),
  );
  return { ...renderApp({ path: '/contact' }), sent };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const errorTexts = () => screen.queryAllByText(/^Please /).map((element) => element.textContent);

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('contact', { timeout: 30_000 }, () => {
  it("shows the store's phone, e-mail and hours", async () => {
    openContact();

    const details = within(await screen.findByRole('region', { name: messages.reachUs }));
    expect(details.getByRole('link', { name: store.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(details.getByRole('link', { name: store.email })).toHaveAttribute('href', `mailto:${store.email}`);
    expect(details.getByText(messages.hours)).toBeInTheDocument();
  });

  it('checks name, e-mail and subject in the order the spec lists them', async () => {
    const { user, sent } = openContact();
    const send = await screen.findByRole('button', { name: messages.send });

    await user.click(send);
    await waitFor(() =>
      expect(errorTexts()).toEqual([messages.nameRequired, messages.emailRequired, messages.subjectRequired]),
    );
    expect(field(messages.name)).toHaveFocus();

    await user.type(field(messages.name), 'Ada Buyer');
    await user.type(field(messages.emailField), 'ada@example');
    await user.click(send);
    await waitFor(() => expect(errorTexts()).toEqual([messages.emailInvalid, messages.subjectRequired]));
    expect(field(messages.emailField)).toHaveFocus();

    expect(sent).toEqual([]);
  });

  it('sends the message, confirms it and empties the form', async () => {
    const { user, sent } = openContact();

    await user.type(await screen.findByRole('textbox', { name: messages.name }), 'Ada Buyer');
    await user.type(field(messages.emailField), 'ada@example.com');
    await user.type(field(messages.subject), 'Delivery days');
    await user.click(screen.getByRole('button', { name: messages.send }));

    expect(await screen.findByText(messages.sent)).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Ada Buyer', email: 'ada@example.com', subject: 'Delivery days', message: null },
    ]);
    await waitFor(() => expect(field(messages.name)).toHaveValue(''));
  });

  it('fills in the name and e-mail of a logged-in buyer, and keeps them after sending', async () => {
    server.use(
      loggedInAs(),
      gatewayApi.query('ContactRouteQuery', () =>
        HttpResponse.json({
          data: {
            viewer: {
              __typename: 'Customer',
              id: approvedViewer.id,
              name: 'Ada Buyer',
              email: 'ada@example.com',
            },
          },
        }),
      ),
    );
    const { user, sent } = openContact();

    await waitFor(() => expect(field(messages.name)).toHaveValue('Ada Buyer'));
    expect(field(messages.emailField)).toHaveValue('ada@example.com');
    await user.type(field(messages.subject), 'Delivery days');
    await user.click(screen.getByRole('button', { name: messages.send }));

    expect(await screen.findByText(messages.sent)).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Ada Buyer', email: 'ada@example.com', subject: 'Delivery days', message: null },
    ]);
    await waitFor(() => expect(field(messages.subject)).toHaveValue(''));
    expect(field(messages.name)).toHaveValue('Ada Buyer');
  });

  it("shows the store's userError beside the field its path names, and keeps what was typed", async () => {
    const { user } = openContact();
    server.use(
      gatewayApi.mutation('SendContactMessage', () =>
        HttpResponse.json({
          data: {
            sendContactMessage: refused(
              'AcceptedPayload',
              { accepted: false },
              userError('INVALID', 'Please enter a valid e-mail address.', ['input', 'email']),
            ),
          },
        }),
      ),
    );

    await user.type(await screen.findByRole('textbox', { name: messages.name }), 'Ada Buyer');
    await user.type(field(messages.emailField), 'ada@example.com');
    await user.type(field(messages.subject), 'Hello');
    await user.click(screen.getByRole('button', { name: messages.send }));

    await waitFor(() =>
      expect(field(messages.emailField)).toHaveErrorMessage('Please enter a valid e-mail address.'),
    );
    expect(field(messages.emailField)).toHaveFocus();
    expect(field(messages.name)).toHaveValue('Ada Buyer');
    expect(screen.queryByText(messages.sent)).not.toBeInTheDocument();
  });

  it("says 'Something went wrong' when the store fails", async () => {
    const { user } = openContact();
    server.use(
      gatewayApi.mutation('SendContactMessage', () => graphQLError('Something went wrong', 'UPSTREAM_ERROR')),
    );

    await user.type(await screen.findByRole('textbox', { name: messages.name }), 'Ada Buyer');
    await user.type(field(messages.emailField), 'ada@example.com');
    await user.type(field(messages.subject), 'Hello');
    await user.click(screen.getByRole('button', { name: messages.send }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
