import { Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';

import { FormField } from '../../../../shared/components/FormField';
import { PhoneInput } from '../../../../shared/components/PhoneInput';
import type { FieldErrors } from '../../../../shared/lib/validation';
import { checkoutMessages as messages } from '../../messages';
import {
  type AddressKind,
  type AddressValues,
  addressField,
  type CheckoutField,
  type CheckoutValues,
} from '../lib/checkoutForm';

export interface StateOption {
  id: string;
  name: string;
}

interface AddressFieldsProps {
  kind: AddressKind;
  values: CheckoutValues;
  errors: FieldErrors<CheckoutValues>;
  states: readonly StateOption[];
  onChange: (field: CheckoutField, value: string) => void;
  /**
   * Fields filled from the customer's profile, shown but not editable (spec section 2, Checkout): read-only, not
   * disabled, so they stay in the keyboard order and screen readers still read them with their labels.
   */
  locked?: ReadonlySet<CheckoutField>;
}

const autoCompleteSection = { billing: 'billing', shipping: 'shipping' } as const;

/** A read-only field looks filled in rather than editable. */
const readOnlyProps = { readOnly: true, bg: 'bg.muted' } as const;

/** Name, company, street, city, state and ZIP of one address; the billing address adds phone and e-mail. */
export function AddressFields({ kind, values, errors, states, onChange, locked }: AddressFieldsProps) {
  const section = autoCompleteSection[kind];
  const lock = (name: CheckoutField) => (locked?.has(name) ? readOnlyProps : {});
  const field = (key: keyof AddressValues) => {
    const name = addressField(kind, key);
    return {
      name,
      value: String(values[name]),
      ...lock(name),
      onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    };
  };
  const stateField = addressField(kind, 'stateId');

  return (
    <Fieldset.Content>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={messages.name} required error={errors[addressField(kind, 'name')]}>
          <Input {...field('name')} autoComplete={`${section} name`} />
        </FormField>
        <FormField label={messages.companyName} error={errors[addressField(kind, 'companyName')]}>
          <Input {...field('companyName')} autoComplete={`${section} organization`} />
        </FormField>
      </SimpleGrid>
      <FormField label={messages.address} required error={errors[addressField(kind, 'address')]}>
        <Input {...field('address')} autoComplete={`${section} street-address`} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label={messages.city} required error={errors[addressField(kind, 'city')]}>
          <Input {...field('city')} autoComplete={`${section} address-level2`} />
        </FormField>
        <FormField label={messages.state} required error={errors[stateField]}>
          {locked?.has(stateField) ? (
            // A <select> cannot be read-only: the profile's state shows as read-only text instead.
            <Input
              value={states.find((state) => state.id === values[stateField])?.name ?? ''}
              {...readOnlyProps}
            />
          ) : (
            <NativeSelect.Root>
              <NativeSelect.Field {...field('stateId')} autoComplete={`${section} address-level1`}>
                <option value="">{messages.chooseState}</option>
                {states.map((state) => (
                  <option key={state.id} value={state.id}>
                    {state.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField label={messages.postcode} required error={errors[addressField(kind, 'postcode')]}>
          <Input {...field('postcode')} autoComplete={`${section} postal-code`} inputMode="numeric" />
        </FormField>
      </SimpleGrid>
      {kind === 'billing' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={messages.phone} required error={errors.phone}>
            <PhoneInput
              name="phone"
              value={values.phone}
              {...lock('phone')}
              onValueChange={(digits) => onChange('phone', digits)}
            />
          </FormField>
          <FormField label={messages.email} required error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              {...lock('email')}
              onChange={(event) => onChange('email', event.target.value)}
            />
          </FormField>
        </SimpleGrid>
      )}
    </Fieldset.Content>
  );
}
