import { useMutation } from '@apollo/client/react';
import { Checkbox, Fieldset, Input, Stack } from '@chakra-ui/react';

import { FormField } from '../../shared/components/FormField';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { useForm } from '../../shared/forms/useForm';
import { isBlank, type Rule } from '../../shared/lib/validation';
import { FormDialog } from '../components/FormDialog';
import { graphql } from '../gql';
import type { CatalogProduct_ProductFragment, ProductUpdateInput } from '../gql/graphql';
import { catalogMessages as messages } from './messages';

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

// The store's bounds (staff.graphql's ProductUpdateInput).
const STOCK_MAX = 1_000_000;
const PURCHASE_LIMIT_MAX = 10_000;

interface ProductValues {
  stock: string;
  purchaseLimit: string;
  promoted: boolean;
  recommended: boolean;
}

/** A whole number typed as digits (no sign, no decimals, no exponent) within min..max, else null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

const rules: readonly Rule<ProductValues>[] = [
  { field: 'stock', message: messages.stockRequired, fails: ({ stock }) => isBlank(stock) },
  {
    field: 'stock',
    message: messages.stockRange,
    fails: ({ stock }) => !isBlank(stock) && wholeNumber(stock, 0, STOCK_MAX) === null,
  },
  {
    field: 'purchaseLimit',
    message: messages.purchaseLimitRange,
    fails: ({ purchaseLimit }) =>
      !isBlank(purchaseLimit) && wholeNumber(purchaseLimit, 1, PURCHASE_LIMIT_MAX) === null,
  },
];

/** Only what the form changed: another member may be changing the rest of the product at the same time. */
function changes(product: CatalogProduct_ProductFragment, values: ProductValues): ProductUpdateInput {
  const input: ProductUpdateInput = {};
  const stock = Number(values.stock.trim());
  const purchaseLimit = isBlank(values.purchaseLimit) ? null : Number(values.purchaseLimit.trim());
  if (stock !== product.stock) input.stock = stock;
  if (purchaseLimit !== product.purchaseLimit) input.purchaseLimit = purchaseLimit;
  if (values.promoted !== product.promoted) input.promoted = values.promoted;
  if (values.recommended !== product.recommended) input.recommended = values.recommended;
  return input;
}

/** A product's stock, purchase limit and home page flags, checked here first and saved together. */
export function EditProductDialog({
  product,
  open,
  onClose,
}: {
  product: CatalogProduct_ProductFragment;
  open: boolean;
  onClose: () => void;
}) {
  const [update, { loading }] = useMutation(UpdateProductMutation);
  const form = useForm<ProductValues>(
    {
      stock: String(product.stock),
      purchaseLimit:
        product.purchaseLimit === null || product.purchaseLimit === undefined
          ? ''
          : String(product.purchaseLimit),
      promoted: product.promoted,
      recommended: product.recommended,
    },
    rules,
  );

  const submit = form.onSubmit(async (values, { showUserErrors }) => {
    const input = changes(product, values);
    if (Object.keys(input).length === 0) {
      onClose();
      return;
    }
    const outcome = await settleMutation(
      async () => (await update({ variables: { id: product.id, input } })).data?.updateProduct,
      messages.saved(product.name),
    );
    if (outcome.ok) onClose();
    else showUserErrors(outcome.userErrors);
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={messages.editTitle(product.name)}
      onSubmit={submit}
      submitLabel={messages.save}
      loading={loading}
    >
      <Stack gap="5">
        <FormField label={messages.stock} error={form.errors.stock} helperText={messages.stockHelp} required>
          <Input {...form.bind('stock')} inputMode="numeric" autoComplete="off" maxLength={9} />
        </FormField>
        <FormField
          label={messages.purchaseLimit}
          error={form.errors.purchaseLimit}
          helperText={messages.purchaseLimitHelp}
        >
          <Input {...form.bind('purchaseLimit')} inputMode="numeric" autoComplete="off" maxLength={9} />
        </FormField>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">{messages.homePage}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            <Checkbox.Root
              colorPalette="brand"
              checked={form.values.promoted}
              onCheckedChange={(details) => form.setValue('promoted', details.checked === true)}
            >
              <Checkbox.HiddenInput name="promoted" />
              <Checkbox.Control />
              <Checkbox.Label>{messages.promotedLabel}</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              colorPalette="brand"
              checked={form.values.recommended}
              onCheckedChange={(details) => form.setValue('recommended', details.checked === true)}
            >
              <Checkbox.HiddenInput name="recommended" />
              <Checkbox.Control />
              <Checkbox.Label>{messages.recommendedLabel}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Fieldset.Root>
      </Stack>
    </FormDialog>
  );
}
