import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Grid,
  HStack,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import type { UserErrorCode } from '../../../../gql/graphql';
import { certificateMessages } from '../../../../shared/certificates/messages';
import { useCertificateExpiry } from '../../../../shared/certificates/useCertificateExpiry';
import { toaster } from '../../../../shared/components/toaster';
import { useForm } from '../../../../shared/forms/useForm';
import { paths } from '../../../../shared/lib/paths';
import { accountPaths } from '../../../../shared/session/accountPaths';
import { SessionQuery } from '../../../../shared/session/useSession';
import { isBlank } from '../../../../shared/lib/validation';
import { checkoutMessages as messages, shoppingMessages } from '../../messages';
import { usePlaceOrderMutation } from '../api/usePlaceOrderMutation';
import {
  type AddressValues,
  type CheckoutField,
  type CheckoutValues,
  checkoutRules,
  fieldOfError,
  readAddress,
  toPlaceOrderInput,
  writeAddress,
} from '../lib/checkoutForm';
import { checkoutIdempotencyKey, settleCheckoutIdempotencyKey } from '../lib/idempotencyKey';
import { AddressFields, type StateOption } from './AddressFields';
import { AddressPicker, addressValues } from './AddressPicker';
import { OrderReview, type OrderReviewFragment } from './OrderReview';
import { PaymentMethods } from './PaymentMethods';

export const CheckoutFormFragment = graphql(`
  fragment CheckoutForm_viewer on Customer {
    id
    name
    companyName
    email
    phone
    billingAddress {
      id
      phone
      ...AddressPicker_address
    }
    shippingAddresses {
      id
      ...AddressPicker_address
    }
  }
`);

type Viewer = FragmentType<typeof CheckoutFormFragment>;

const emptyAddress: AddressValues = {
  name: '',
  companyName: '',
  address: '',
  city: '',
  stateId: '',
  postcode: '',
};

/** The form as it opens: billing from the profile, shipping from the first saved shipping address. */
function initialValues(viewerRef: Viewer): CheckoutValues {
  const viewer = getFragmentData(CheckoutFormFragment, viewerRef);
  const billing = viewer.billingAddress ? addressValues(viewer.billingAddress) : emptyAddress;
  const firstShipping = viewer.shippingAddresses[0];
  const shipping = firstShipping ? addressValues(firstShipping) : emptyAddress;
  return {
    // The profile's contact person and company are the billing ones.
    billingName: viewer.name || billing.name,
    billingCompanyName: viewer.companyName || billing.companyName,
    billingAddress: billing.address,
    billingCity: billing.city,
    billingStateId: billing.stateId,
    billingPostcode: billing.postcode,
    phone: (viewer.phone || viewer.billingAddress?.phone || '').replace(/\D/g, ''),
    email: viewer.email,
    shipToDifferentAddress: false,
    shippingName: shipping.name,
    shippingCompanyName: shipping.companyName,
    shippingAddress: shipping.address,
    shippingCity: shipping.city,
    shippingStateId: shipping.stateId,
    shippingPostcode: shipping.postcode,
    note: '',
    acceptTerms: false,
  };
}

/** The codes of a refused order that no change to the form can fix. */
const cartProblems: ReadonlySet<string> = new Set<UserErrorCode>([
  'NOT_APPROVED',
  'MINIMUM_ORDER_NOT_MET',
  'CART_EMPTY',
]);

const profileFields: readonly CheckoutField[] = [
  'billingName',
  'billingCompanyName',
  'billingAddress',
  'billingCity',
  'billingStateId',
  'billingPostcode',
  'phone',
  'email',
];

interface CheckoutFormProps {
  viewer: Viewer;
  cart: FragmentType<typeof OrderReviewFragment>;
  states: readonly StateOption[];
  /** Told when an order starts and stops being placed (see CheckoutRoute). */
  onPlacingChange: (placing: boolean) => void;
}

export function CheckoutForm({ viewer: viewerRef, cart, states, onPlacingChange }: CheckoutFormProps) {
  const viewer = getFragmentData(CheckoutFormFragment, viewerRef);
  const navigate = useNavigate();
  const [opening] = useState(() => initialValues(viewerRef));
  const {
    values,
    errors,
    setValue: change,
    setValues,
    clearErrors,
    onSubmit,
  } = useForm<CheckoutValues>(opening, checkoutRules);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [placeOrder, { loading }] = usePlaceOrderMutation();
  // An expired tobacco licence: the store refuses the order, so it cannot be placed (the notice above says why).
  const expiry = useCertificateExpiry();
  const licenceExpired = expiry?.licenceExpired ?? false;
  const blockedId = useId();
  const client = useApolloClient();

  // The profile's values are shown as they are; a value the profile lacks can be typed here.
  const [locked] = useState<ReadonlySet<CheckoutField>>(
    () => new Set(profileFields.filter((field) => !isBlank(String(opening[field])))),
  );
  const someLocked = locked.size > 0;

  const pickShippingAddress = (address: AddressValues) => {
    setValues((current) => ({ ...current, ...writeAddress('shipping', address) }));
    clearErrors();
  };

  const submit = onSubmit(async (values, actions) => {
    onPlacingChange(true);
    // One key for every attempt of this checkout until the store answers, so a retry after an answer that was lost
    // (the network, a timeout, the store restarting) finds the order the first attempt may have placed.
    const outcome = await placeOrder(toPlaceOrderInput(values), checkoutIdempotencyKey(viewer.id));
    if (outcome.ok) {
      settleCheckoutIdempotencyKey(viewer.id);
      toaster.create({ type: 'success', title: messages.orderCreated });
      void navigate(accountPaths.orders);
      return;
    }
    // An earlier attempt whose answer was lost placed the order, and the form changed since: that order stands.
    if (outcome.userErrors.some((userError) => userError.code === 'IDEMPOTENCY_KEY_REUSED')) {
      settleCheckoutIdempotencyKey(viewer.id);
      toaster.create({ type: 'info', title: messages.orderPlacedEarlier });
      void navigate(accountPaths.orders);
      return;
    }
    onPlacingChange(false);
    // No answer: the toast said what went wrong, and the key is kept for the retry.
    if (outcome.userErrors.length === 0) return;
    // A refusal is an answer (no order was placed), unless it says the first attempt is still being placed.
    if (outcome.userErrors.some((userError) => userError.code !== 'IDEMPOTENCY_KEY_IN_USE'))
      settleCheckoutIdempotencyKey(viewer.id);
    // A refusal about the cart or the customer, not the form: back to the cart, saying why.
    const cartProblem = outcome.userErrors.find((userError) => cartProblems.has(userError.code));
    if (cartProblem) {
      toaster.create({ type: 'error', title: cartProblem.message });
      void navigate(paths.cart, { replace: true });
      return;
    }
    // The licence expired since the page was loaded: said at once, and the notice and the button follow.
    const expired = outcome.userErrors.find((userError) => userError.code === 'LICENCE_EXPIRED');
    if (expired) {
      toaster.create({ id: 'licence-expired', type: 'error', title: expired.message });
      void client.refetchQueries({ include: [SessionQuery] });
      return;
    }
    // A message about a field not on screen (a profile value shown as it is, the shipping address of an order
    // shipped to the billing one) is a toast.
    actions.showUserErrors(outcome.userErrors, (path) => {
      const field = fieldOfError(path);
      if (field === undefined || locked.has(field)) return undefined;
      return field.startsWith('shipping') && !values.shipToDifferentAddress ? undefined : field;
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 26rem' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="8">
          <Fieldset.Root>
            <Fieldset.Legend fontSize="xl" fontWeight="semibold" mb="2">
              {messages.billingDetails}
            </Fieldset.Legend>
            {someLocked && (
              <Fieldset.HelperText mb="3">
                {messages.profileHint}{' '}
                <Link asChild color="brand.700" textDecoration="underline">
                  <RouterLink to={accountPaths.addresses}>{messages.myAddresses}</RouterLink>
                </Link>
              </Fieldset.HelperText>
            )}
            <AddressFields
              kind="billing"
              values={values}
              errors={errors}
              states={states}
              locked={locked}
              onChange={change}
            />
          </Fieldset.Root>

          <Stack gap="4">
            <Checkbox.Root
              colorPalette="brand"
              name="shipToDifferentAddress"
              checked={values.shipToDifferentAddress}
              onCheckedChange={(details) => change('shipToDifferentAddress', details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="lg" fontWeight="semibold">
                {messages.shipToDifferentAddress}
              </Checkbox.Label>
            </Checkbox.Root>
            {values.shipToDifferentAddress && (
              <Fieldset.Root>
                <HStack justify="space-between" wrap="wrap" mb="2">
                  <Fieldset.Legend fontSize="xl" fontWeight="semibold">
                    {messages.shippingDetails}
                  </Fieldset.Legend>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => setPickerOpen(true)}
                  >
                    {messages.chooseSavedAddress}
                  </Button>
                </HStack>
                <AddressFields
                  kind="shipping"
                  values={values}
                  errors={errors}
                  states={states}
                  onChange={change}
                />
              </Fieldset.Root>
            )}
          </Stack>

          <Field.Root>
            <Field.Label>{messages.orderNotes}</Field.Label>
            <Textarea
              name="note"
              rows={4}
              placeholder={messages.orderNotesPlaceholder}
              value={values.note}
              onChange={(event) => change('note', event.target.value)}
            />
          </Field.Root>
        </Stack>

        <Stack gap="6" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} alignSelf="start">
          <OrderReview cart={cart} />
          <PaymentMethods />
          <Field.Root invalid={errors.acceptTerms !== undefined}>
            <Checkbox.Root
              colorPalette="brand"
              name="acceptTerms"
              checked={values.acceptTerms}
              onCheckedChange={(details) => change('acceptTerms', details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {messages.acceptTerms}{' '}
                <Link asChild color="brand.700" textDecoration="underline">
                  <RouterLink to={paths.terms} target="_blank" rel="noopener">
                    {messages.termsLink}
                  </RouterLink>
                </Link>
              </Checkbox.Label>
            </Checkbox.Root>
            <Field.ErrorText>{errors.acceptTerms}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              w="full"
              loading={loading}
              disabled={loading || licenceExpired}
              aria-describedby={licenceExpired ? blockedId : undefined}
            >
              {messages.placeOrder}
            </Button>
            {licenceExpired && (
              <Text id={blockedId} mt="2" fontSize="sm" color="fg.error">
                {expiry?.tobacco.renewalPending
                  ? certificateMessages.checkoutBlocked.renewalUnderReview
                  : certificateMessages.checkoutBlocked.licenceExpired}
              </Text>
            )}
            {loading && (
              <Text srOnly role="status">
                {shoppingMessages.loading}
              </Text>
            )}
          </Box>
        </Stack>
      </Grid>

      <AddressPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        primary={viewer.billingAddress}
        others={viewer.shippingAddresses}
        onPick={pickShippingAddress}
        inUse={readAddress(values, 'shipping')}
      />
    </form>
  );
}
