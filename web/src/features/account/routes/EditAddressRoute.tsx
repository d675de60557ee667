import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

import { graphql } from '../../../gql';
import { FormField } from '../../../shared/components/FormField';
import { Select } from '../../../shared/components/Select';
import { accountPaths, returnPath, type ReturnState } from '../../../shared/session/accountPaths';
import { useSaveAddressMutation } from '../api/useAddressMutations';
import { parseAddressParam } from '../lib/address-param';
import { useForm } from '../../../shared/forms/useForm';
import { isBlank, type Rule } from '../../../shared/lib/validation';
import { editAddressMessages as messages } from '../messages';

const EditAddressRouteQuery = graphql(`
  query EditAddressRouteQuery {
    states {
      id
      name
    }
  }
`);

interface AddressValues extends Record<string, unknown> {
  address: string;
  city: string;
  stateId: string;
  postcode: string;
}

// Spec section 5, Address, in this order.
const rules: readonly Rule<AddressValues>[] = [
  { field: 'address', message: messages.addressRequired, fails: (v) => isBlank(v.address) },
  { field: 'city', message: messages.cityRequired, fails: (v) => isBlank(v.city) },
  { field: 'stateId', message: messages.stateRequired, fails: (v) => v.stateId === '' },
  { field: 'postcode', message: messages.postcodeRequired, fails: (v) => isBlank(v.postcode) },
];

/** `/my-account/edit-address/:type?add={json}`: the billing or a shipping address, filled from `add`. */
export function EditAddressRoute() {
  const { type } = useParams();
  if (type !== 'billing' && type !== 'shipping') return <Text>{messages.unknownType}</Text>;
  return (
    <AddressForm
      key={type}
      type={type}
      title={type === 'billing' ? messages.billingTitle : messages.shippingTitle}
      adding={false}
    />
  );
}

/** `/my-account/add-address/billing?add={}`: a new shipping address (from the checkout's address picker). */
export function AddAddressRoute() {
  return <AddressForm type="shipping" title={messages.addTitle} adding />;
}

interface AddressFormProps {
  type: 'billing' | 'shipping';
  title: string;
  adding: boolean;
}

function AddressForm({ type, title, adding }: AddressFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [current] = useState(() => parseAddressParam(searchParams.get('add')));
  const [saveAddress, { loading: saving }] = useSaveAddressMutation();
  const { data, error } = useQuery(EditAddressRouteQuery);
  const form = useForm<AddressValues>(
    {
      address: current.address ?? '',
      city: current.city ?? '',
      stateId: current.stateId ?? '',
      postcode: current.postcode ?? '',
    },
    rules,
  );

  useEffect(() => {
    if (error) console.error('Could not load the states.', error);
  }, [error]);

  // Back to where the form was opened from (the addresses, or checkout's address picker); a form opened
  // directly from a link goes on to the addresses.
  const goBack = () => {
    if ((location.state as ReturnState | null)?.from) return navigate(returnPath(location.state));
    if (location.key !== 'default') return navigate(-1);
    return navigate(accountPaths.addresses);
  };

  const submit = form.onSubmit(async (values, { showUserErrors }) => {
    const outcome = await saveAddress(
      type,
      {
        address: values.address.trim(),
        city: values.city.trim(),
        stateId: values.stateId,
        postcode: values.postcode.trim(),
        // Kept as they were: this form changes the place, not the recipient.
        name: current.name ?? null,
        companyName: current.companyName ?? null,
        phone: current.phone ?? null,
      },
      adding ? undefined : current.id,
    );
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    await goBack();
  });

  return (
    <Stack gap="5">
      <title>{title}</title>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label={messages.address} error={form.errors.address} required>
            <Input {...form.bind('address')} autoComplete="street-address" />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <FormField label={messages.city} error={form.errors.city} required>
              <Input {...form.bind('city')} autoComplete="address-level2" />
            </FormField>
            <FormField label={messages.state} error={form.errors.stateId} required>
              <Select {...form.bind('stateId')} placeholder={messages.chooseState}>
                {data?.states.map((state) => (
                  <option key={state.id} value={state.id}>
                    {state.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={messages.postcode} error={form.errors.postcode} required>
              <Input {...form.bind('postcode')} autoComplete="postal-code" />
            </FormField>
          </SimpleGrid>
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={saving}>
              {messages.save}
            </Button>
            <Button variant="ghost" onClick={() => void goBack()}>
              {messages.cancel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
