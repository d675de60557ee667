import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { sessionGateway, typename } from '../../../../test/session';
import { editAddressPath } from '../../../shared/session/accountPaths';
import { addressesMessages, editAddressMessages as messages } from '../messages';

const newJersey = { ...typename('State'), id: '31', name: 'New Jersey' };
const newYork = { ...typename('State'), id: '32', name: 'New York' };

function address(id: string, type: 'BILLING' | 'SHIPPING', overrides: Record<string, unknown> = {}) {
  return {
    ...typename('Address'),
    id,
    type,
    name: null,
    companyName: null,
    address: '1 Main Street',
    city: 'Newark',
    postcode: '07102',
    phone: null,
    state: newJersey,
    ...overrides,
  };
}

interface Saved {
  operation: string;
  variables: Record<string, unknown>;
}

function addressGateway() {
  const saved: Saved[] = [];
  let shipping = [address('s1', 'SHIPPING', { address: '9 Dock Road', city: 'Trenton', postcode: '08601' })];
  let billing = address('b1', 'BILLING');
  server.use(
    ...sessionGateway({ loggedIn: true }).handlers,
    gatewayApi.query('AddressesRouteQuery', () =>
      HttpResponse.json({
        data: {
          viewer: {
            ...typename('Customer'),
            id: 'customer-1',
            billingAddress: billing,
            shippingAddresses: shipping,
          },
        },
      }),
    ),
    gatewayApi.query('EditAddressRouteQuery', () =>
      HttpResponse.json({ data: { states: [newJersey, newYork] } }),
    ),
    gatewayApi.mutation('UpdateBillingAddress', ({ variables }) => {
      saved.push({ operation: 'billing', variables });
      const input = variables.input as { address: string; city: string; postcode: string; stateId: string };
      billing = address('b1', 'BILLING', { ...input, state: input.stateId === '32' ? newYork : newJersey });
      return HttpResponse.json({
        data: {
          updateBillingAddress: succeeded('CustomerPayload', {
            customer: { ...typename('Customer'), id: 'customer-1', billingAddress: billing },
          }),
        },
      });
    }),
    gatewayApi.mutation('UpdateShippingAddress', ({ variables }) => {
      saved.push({ operation: 'shipping', variables });
      const input = variables.input as { address: string; city: string; postcode: string };
      const changed = address(String(variables.id ?? 's2'), 'SHIPPING', input);
      shipping = variables.id ? [changed] : [...shipping, changed];
      return HttpResponse.json({
        data: {
          updateShippingAddress: succeeded('CustomerPayload', {
            customer: { ...typename('Customer'), id: 'customer-1', shippingAddresses: shipping },
          }),
        },
      });
    }),
  );
  return saved;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

describe('addresses', { timeout: 20_000 }, () => {
  it('shows the billing and shipping addresses with links that carry them to the edit form', async () => {
    addressGateway();
    renderApp({ path: '/my-account/addresses' });

    const billing = await screen.findByRole('region', { name: addressesMessages.billingAddress });
    expect(within(billing).getByText('Newark, New Jersey 07102')).toBeInTheDocument();
    const edit = within(billing).getByRole('link', {
      name: addressesMessages.editAddress('Billing address'),
    });
    const url = new URL(edit.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/my-account/edit-address/billing');
    expect(JSON.parse(url.searchParams.get('add') ?? '')).toMatchObject({
      address: '1 Main Street',
      city: 'Newark',
      stateId: '31',
      postcode: '07102',
    });

    const shipping = screen.getByRole('region', { name: addressesMessages.shippingAddress });
    expect(within(shipping).getByText('Trenton, New Jersey 08601')).toBeInTheDocument();
  });

  it('checks the address fields in the spec order', async () => {
    const saved = addressGateway();
    const { user } = renderApp({ path: editAddressPath('billing', {}) });
    await screen.findByRole('option', { name: 'New Jersey' });

    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        messages.addressRequired,
        messages.cityRequired,
        messages.stateRequired,
        messages.postcodeRequired,
      ]),
    );
    expect(saved).toEqual([]);
  });

  it('edits the billing address from the add parameter, says so and shows the change', async () => {
    const saved = addressGateway();
    const { user, router } = renderApp({ path: '/my-account/addresses' });
    const billing = await screen.findByRole('region', { name: addressesMessages.billingAddress });
    await user.click(
      within(billing).getByRole('link', { name: addressesMessages.editAddress('Billing address') }),
    );

    const street = await screen.findByLabelText(messages.address, { selector: 'input' });
    expect(street).toHaveValue('1 Main Street');
    expect(field(messages.city)).toHaveValue('Newark');
    await waitFor(() => expect(field(messages.state)).toHaveValue('31'));
    expect(field(messages.postcode)).toHaveValue('07102');

    await user.clear(street);
    await user.type(street, '2 Broad Street');
    await user.selectOptions(field(messages.state), 'New York');
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText(messages.billingSaved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/addresses'));
    expect(saved).toEqual([
      {
        operation: 'billing',
        variables: {
          input: {
            address: '2 Broad Street',
            city: 'Newark',
            stateId: '32',
            postcode: '07102',
            name: null,
            companyName: null,
            phone: null,
          },
        },
      },
    ]);
    const updated = await screen.findByRole('region', { name: addressesMessages.billingAddress });
    expect(await within(updated).findByText('Newark, New York 07102')).toBeInTheDocument();
  });

  it('edits a shipping address by its id', async () => {
    const saved = addressGateway();
    const { user } = renderApp({
      path: editAddressPath('shipping', {
        id: 's1',
        address: '9 Dock Road',
        city: 'Trenton',
        stateId: '31',
        postcode: '08601',
      }),
    });
    const city = await screen.findByLabelText(messages.city, { selector: 'input' });
    await user.clear(city);
    await user.type(city, 'Camden');
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText(messages.shippingSaved)).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      operation: 'shipping',
      variables: { id: 's1', input: { city: 'Camden' } },
    });
  });

  it('adds a shipping address from the add-address link and goes back to the addresses', async () => {
    const saved = addressGateway();
    const { user, router } = renderApp({ path: '/my-account/add-address/billing?add=%7B%7D' });

    expect(await screen.findByRole('heading', { name: messages.addTitle })).toBeInTheDocument();
    await user.type(field(messages.address), '5 Port Street');
    await user.type(field(messages.city), 'Elizabeth');
    await screen.findByRole('option', { name: 'New Jersey' });
    await user.selectOptions(field(messages.state), 'New Jersey');
    await user.type(field(messages.postcode), '07201');
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText(messages.shippingSaved)).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      operation: 'shipping',
      variables: { id: null, input: { city: 'Elizabeth' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/addresses'));
    expect(
      await screen.findByRole('region', { name: addressesMessages.otherShippingAddress(2) }),
    ).toBeInTheDocument();
  });

  it("shows the store's userError beside the field its path names, and stays on the form", async () => {
    addressGateway();
    server.use(
      gatewayApi.mutation('UpdateBillingAddress', () =>
        HttpResponse.json({
          data: {
            updateBillingAddress: refused(
              'CustomerPayload',
              { customer: null },
              userError('INVALID', 'Please enter a valid ZIP code.', ['input', 'postcode']),
            ),
          },
        }),
      ),
    );
    const { user } = renderApp({
      path: editAddressPath('billing', {
        address: '1 Main Street',
        city: 'Newark',
        stateId: '31',
        postcode: 'x',
      }),
    });
    await waitFor(() => expect(field(messages.state)).toHaveValue('31'));

    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() =>
      expect(field(messages.postcode)).toHaveErrorMessage('Please enter a valid ZIP code.'),
    );
    expect(field(messages.postcode)).toHaveFocus();
    expect(screen.queryByText(messages.billingSaved)).not.toBeInTheDocument();
  });

  it('says in a toast that no more shipping addresses can be saved, marking no field', async () => {
    addressGateway();
    server.use(
      gatewayApi.mutation('UpdateShippingAddress', () =>
        HttpResponse.json({
          data: {
            updateShippingAddress: refused(
              'CustomerPayload',
              { customer: null },
              userError('LIMIT_REACHED', 'You can save at most 5 shipping addresses.'),
            ),
          },
        }),
      ),
    );
    const { user, router } = renderApp({
      path: editAddressPath('shipping', {
        address: '9 Elm Street',
        city: 'Trenton',
        stateId: '31',
        postcode: '08608',
      }),
    });
    await waitFor(() => expect(field(messages.state)).toHaveValue('31'));

    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText('You can save at most 5 shipping addresses.')).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/my-account/edit-address/shipping');
  });
});
