import { useQuery } from '@apollo/client/react';
import { Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { CATALOG, catalogMessages as rules } from '@storefront/contract';

import { FormField } from '../../shared/components/FormField';
import { Select } from '../../shared/components/Select';
import { useForm } from '../../shared/forms/useForm';
import { isBlank, type Rule } from '../../shared/lib/validation';
import { FormDialog } from '../components/FormDialog';
import { graphql } from '../gql';
import type { CatalogProduct_ProductFragment, ProductInput } from '../gql/graphql';
import { catalogMessages as messages } from './messages';
import { useCreateProductMutation, useEditProductMutation } from './useCatalogMutations';

const CatalogChoicesQuery = graphql(`
  query CatalogChoices {
    catalogChoices {
      categories {
        id
        name
        parentId
      }
      brands {
        id
        name
      }
    }
  }
`);

type Product = CatalogProduct_ProductFragment;

interface ProductValues {
  name: string;
  itemCode: string;
  sku: string;
  barcode: string;
  price: string;
  taxPerUnit: string;
  categoryId: string;
  brandId: string;
  stock: string;
  purchaseLimit: string;
  description: string;
}

const MONEY = /^\$?\d{1,5}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;

const productRules: readonly Rule<ProductValues>[] = [
  { field: 'name', message: rules.nameRequired, fails: ({ name }) => isBlank(name) },
  { field: 'itemCode', message: rules.itemCodeRequired, fails: ({ itemCode }) => isBlank(itemCode) },
  { field: 'price', message: rules.price, fails: ({ price }) => !MONEY.test(price.trim()) },
  {
    field: 'taxPerUnit',
    message: rules.tax,
    fails: ({ taxPerUnit }) => !isBlank(taxPerUnit) && !MONEY.test(taxPerUnit.trim()),
  },
  { field: 'categoryId', message: rules.category, fails: ({ categoryId }) => categoryId === '' },
  { field: 'brandId', message: rules.brand, fails: ({ brandId }) => brandId === '' },
  {
    field: 'stock',
    message: rules.stock,
    fails: ({ stock }) => !isBlank(stock) && (!WHOLE.test(stock.trim()) || Number(stock) > 1_000_000),
  },
  {
    field: 'purchaseLimit',
    message: rules.purchaseLimit,
    fails: ({ purchaseLimit }) =>
      !isBlank(purchaseLimit) &&
      (!WHOLE.test(purchaseLimit.trim()) || Number(purchaseLimit) < 1 || Number(purchaseLimit) > 10_000),
  },
];

function initialValues(product: Product | null): ProductValues {
  return {
    name: product?.name ?? '',
    itemCode: product?.itemCode ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    price: product?.price?.amount ?? '',
    taxPerUnit: product?.taxPerUnit?.amount ?? '',
    categoryId: product?.category.id ?? '',
    brandId: product?.brand?.id ?? '',
    stock: product ? String(product.stock) : '0',
    purchaseLimit: product?.purchaseLimit == null ? '' : String(product.purchaseLimit),
    description: product?.description ?? '',
  };
}

/** The form's values as the store takes them: for an edit, only what changed. */
function productInput(values: ProductValues, before: ProductValues | null): ProductInput {
  const changed = (field: keyof ProductValues) =>
    before === null || values[field].trim() !== before[field].trim();
  const input: ProductInput = {};
  const text = (field: 'name' | 'itemCode' | 'sku' | 'barcode' | 'description') => {
    if (changed(field)) input[field] = values[field].trim();
  };
  (['name', 'itemCode', 'sku', 'barcode', 'description'] as const).forEach(text);
  if (changed('price')) input.price = values.price.trim().replace(/^\$/, '');
  if (changed('taxPerUnit'))
    input.taxPerUnit = isBlank(values.taxPerUnit) ? '0' : values.taxPerUnit.trim().replace(/^\$/, '');
  if (changed('categoryId')) input.categoryId = values.categoryId;
  if (changed('brandId')) input.brandId = values.brandId;
  if (changed('stock')) input.stock = isBlank(values.stock) ? 0 : Number(values.stock.trim());
  if (changed('purchaseLimit'))
    input.purchaseLimit = isBlank(values.purchaseLimit) ? null : Number(values.purchaseLimit.trim());
  return input;
}

/**
 * A product's own fields, new (`product` null) or to edit, checked here first with the store's own messages;
 * the store's refusals (an item code another product has) show beside their fields.
 */
export function ProductDialog({
  product,
  open,
  onClose,
  onCreated,
}: {
  product: Product | null;
  open: boolean;
  onClose: () => void;
  onCreated?: (product: Product) => void;
}) {
  const choices = useQuery(CatalogChoicesQuery, { fetchPolicy: 'cache-first' });
  const [create, creating] = useCreateProductMutation();
  const [edit, editing] = useEditProductMutation(product?.name ?? '');
  const before = product ? initialValues(product) : null;
  const form = useForm<ProductValues>(initialValues(product), productRules);

  const submit = form.onSubmit(async (values, { showUserErrors }) => {
    const input = productInput(values, before);
    if (product && Object.keys(input).length === 0) {
      onClose();
      return;
    }
    const outcome = product ? await edit(product.id, input) : await create(input);
    if (!outcome.ok) {
      showUserErrors(outcome.userErrors);
      return;
    }
    onClose();
    const saved = outcome.payload.product;
    if (!product && saved) onCreated?.(saved);
  });

  const categories = choices.data?.catalogChoices.categories ?? [];
  const brands = choices.data?.catalogChoices.brands ?? [];
  const parentName = new Map(categories.map((category) => [category.id, category.name]));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={product ? messages.detailsLabel(product.name) : messages.createTitle}
      onSubmit={submit}
      submitLabel={product ? messages.save : messages.create}
      loading={creating.loading || editing.loading}
    >
      <Stack gap="4">
        <FormField label={messages.productName} error={form.errors.name} required>
          <Input {...form.bind('name')} maxLength={CATALOG.name.max} autoComplete="off" />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label={messages.itemCode} error={form.errors.itemCode} required>
            <Input {...form.bind('itemCode')} maxLength={CATALOG.code.max} autoComplete="off" />
          </FormField>
          <FormField label={messages.sku} error={form.errors.sku}>
            <Input {...form.bind('sku')} maxLength={CATALOG.code.max} autoComplete="off" />
          </FormField>
          <FormField label={messages.barcode} error={form.errors.barcode}>
            <Input
              {...form.bind('barcode')}
              maxLength={CATALOG.code.max}
              autoComplete="off"
              inputMode="numeric"
            />
          </FormField>
          <FormField
            label={messages.priceLabel}
            error={form.errors.price}
            helperText={product ? messages.priceHelp : undefined}
            required
          >
            <Input {...form.bind('price')} inputMode="decimal" maxLength={10} autoComplete="off" />
          </FormField>
          <FormField label={messages.taxLabel} error={form.errors.taxPerUnit}>
            <Input {...form.bind('taxPerUnit')} inputMode="decimal" maxLength={10} autoComplete="off" />
          </FormField>
          <FormField label={messages.stock} error={form.errors.stock}>
            <Input {...form.bind('stock')} inputMode="numeric" maxLength={9} autoComplete="off" />
          </FormField>
          <FormField label={messages.category} error={form.errors.categoryId} required>
            <Select {...form.bind('categoryId')} disabled={choices.loading && !choices.data}>
              <option value="">{choices.loading ? messages.choicesLoading : messages.chooseCategory}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.parentId
                    ? `${parentName.get(category.parentId) ?? ''} › ${category.name}`
                    : category.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.brand} error={form.errors.brandId} required>
            <Select {...form.bind('brandId')} disabled={choices.loading && !choices.data}>
              <option value="">{choices.loading ? messages.choicesLoading : messages.chooseBrand}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={messages.purchaseLimit}
            error={form.errors.purchaseLimit}
            helperText={messages.purchaseLimitHelp}
          >
            <Input {...form.bind('purchaseLimit')} inputMode="numeric" maxLength={9} autoComplete="off" />
          </FormField>
        </Grid>
        <FormField label={messages.description} error={form.errors.description}>
          <Textarea {...form.bind('description')} maxLength={CATALOG.description.max} rows={4} />
        </FormField>
        {choices.error && <Text color="fg.error">{choices.error.message}</Text>}
      </Stack>
    </FormDialog>
  );
}
