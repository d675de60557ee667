import { Button, Input } from '@chakra-ui/react';
import { messages } from '@storefront/contract/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../test/forms';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { FormField } from '../components/FormField';
import { lastStepIn, placeUserErrors, showUserErrors, type UserError } from './userErrors';

type Field = 'email' | 'stateId';

/** A form with two fields whose submit shows `userErrors` as a mutation's payload would bring them. */
function AddressForm({ userErrors }: { userErrors: readonly UserError[] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        showUserErrors(userErrors, {
          fieldOf: lastStepIn<Field>(['email', 'stateId']),
          setFieldErrors: setErrors,
          form: formRef.current,
        });
      }}
    >
      <FormField label="Email" error={errors.email}>
        <Input name="email" />
      </FormField>
      <FormField label="State" error={errors.stateId}>
        <Input name="stateId" />
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderForm(userErrors: readonly UserError[]) {
  render(
    <AppProviders client={createApolloClient({ uri: 'http://localhost/graphql' })}>
      <AddressForm userErrors={userErrors} />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('userErrors on a form', () => {
  it('puts each message beside the field its path ends in, the first per field, in the order the store gave', () => {
    const placed = placeUserErrors(
      [
        { code: 'INVALID', field: ['input', 'billingAddress', 'stateId'], message: messages.addressState },
        { code: 'TAKEN', field: ['input', 'email'], message: messages.emailTaken },
        { code: 'INVALID', field: ['input', 'email'], message: messages.properEmail },
      ],
      lastStepIn<Field>(['email', 'stateId']),
    );

    expect(placed.byField).toEqual({ stateId: messages.addressState, email: messages.emailTaken });
    expect(Object.keys(placed.byField)).toEqual(['stateId', 'email']);
    expect(placed.apart).toEqual([]);
  });

  it('keeps apart, once each, the messages without a field or naming a field the form does not have', () => {
    const placed = placeUserErrors(
      [
        { code: 'MINIMUM_ORDER_NOT_MET', field: null, message: messages.minimumOrder },
        { code: 'NOT_FOUND', field: ['productId'], message: messages.productNotFound },
        { code: 'MINIMUM_ORDER_NOT_MET', message: messages.minimumOrder },
        { code: 'INVALID', field: [], message: messages.invalidInput },
      ],
      lastStepIn<Field>(['email', 'stateId']),
    );

    expect(placed.byField).toEqual({});
    expect(placed.apart).toEqual([messages.minimumOrder, messages.productNotFound, messages.invalidInput]);
  });

  it('shows the messages beside their fields and moves focus to the first one', async () => {
    const user = renderForm([
      { code: 'INVALID', field: ['input', 'stateId'], message: messages.addressState },
      { code: 'TAKEN', field: ['input', 'email'], message: messages.emailTaken },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorMessagesOf()).toEqual([messages.emailTaken, messages.addressState]));
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveFocus();
  });

  it('shows a message without a field of the form in a toast, and marks no field', async () => {
    const user = renderForm([
      { code: 'LINK_EXPIRED', field: ['input', 'token'], message: messages.linkExpired },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.linkExpired)).toBeInTheDocument();
    expect(errorMessagesOf()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('shows every message in a toast when there is no form to place them on', async () => {
    render(
      <AppProviders client={createApolloClient({ uri: 'http://localhost/graphql' })}>
        <Button
          onClick={() =>
            showUserErrors([{ code: 'OUT_OF_STOCK', field: ['quantity'], message: messages.outOfStock }])
          }
        >
          Add
        </Button>
      </AppProviders>,
    );

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add' }));

    expect(await screen.findByText(messages.outOfStock)).toBeInTheDocument();
  });
});
