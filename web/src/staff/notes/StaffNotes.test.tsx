import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { AddStaffNoteMutationVariables } from '../gql/graphql';
import { customerFixture } from '../testing/salesFixtures';
import { staffApi, staffSession } from '../testing/staffApi';
import { noteMessages as messages } from './messages';

const note = (id: string, body: string, subjectType = 'CUSTOMER') => ({
  __typename: 'StaffNote' as const,
  id,
  subjectType,
  body,
  createdAt: '2026-11-24T14:30:00.000Z',
  author: { __typename: 'AuditStaff' as const, id: '2', name: 'Sam Sales', email: 'sam@store.test' },
});

describe('Staff notes', () => {
  it('shows a customer’s notes with author and time, checks the text, and adds a note on top', async () => {
    server.use(
      staffSession('SALES'),
      staffApi.query('CustomerRoute', () => HttpResponse.json({ data: { customer: customerFixture() } })),
      staffApi.query('StaffNotes', () =>
        HttpResponse.json({ data: { staffNotes: [note('1', 'Licence checked by phone.', 'REGISTRATION')] } }),
      ),
    );
    const sent: AddStaffNoteMutationVariables[] = [];
    server.use(
      staffApi.mutation('AddStaffNote', ({ variables }) => {
        sent.push(variables as AddStaffNoteMutationVariables);
        return HttpResponse.json({
          data: {
            addStaffNote: {
              __typename: 'StaffNotePayload',
              note: note('2', (variables as AddStaffNoteMutationVariables).body),
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    const section = await screen.findByRole('region', { name: messages.title });
    expect(await within(section).findByText('Licence checked by phone.')).toBeInTheDocument();
    expect(
      within(section).getByText('Sam Sales, Nov 24, 2026, 9:30 AM · Written on the registration'),
    ).toBeInTheDocument();
    expect(within(section).getByText(messages.intro)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: messages.submit }));
    expect(await within(section).findByText(messages.required)).toBeInTheDocument();
    expect(sent).toEqual([]);

    const box = within(section).getByLabelText(/^Add a note/);
    await user.click(box);
    await user.paste('  Prefers deliveries before noon. ');
    expect(within(section).getByText(messages.characters(34))).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: messages.submit }));

    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: { type: 'CUSTOMER', id: '7' }, body: 'Prefers deliveries before noon.' },
    ]);
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Prefers deliveries before noon.');
    expect(items[1]).toHaveTextContent('Licence checked by phone.');
    expect(box).toHaveValue('');
  });

  it('shows the store’s refusal beside the box', async () => {
    server.use(
      staffSession('SALES'),
      staffApi.query('CustomerRoute', () => HttpResponse.json({ data: { customer: customerFixture() } })),
      staffApi.mutation('AddStaffNote', () =>
        HttpResponse.json({
          data: {
            addStaffNote: {
              __typename: 'StaffNotePayload',
              note: null,
              userErrors: [
                { __typename: 'UserError', code: 'INVALID', field: ['body'], message: messages.tooLong },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });
    const section = await screen.findByRole('region', { name: messages.title });
    await user.type(within(section).getByLabelText(/^Add a note/), 'Fine.');
    await user.click(within(section).getByRole('button', { name: messages.submit }));
    expect(await within(section).findByText(messages.tooLong)).toBeInTheDocument();
  });
});
