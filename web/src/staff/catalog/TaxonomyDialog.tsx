import { Input, Stack } from '@chakra-ui/react';
import { isTaxonomySlug, TAXONOMY, taxonomyMessages as rules, taxonomySlug } from '@storefront/contract';
import { useState } from 'react';

import { FormField } from '../../shared/components/FormField';
import { Select } from '../../shared/components/Select';
import { useForm } from '../../shared/forms/useForm';
import { isBlank, type Rule } from '../../shared/lib/validation';
import { FormDialog } from '../components/FormDialog';
import type { TaxonomyRoute_BrandFragment, TaxonomyRoute_CategoryFragment } from '../gql/graphql';
import { taxonomyMessages as messages } from './taxonomyMessages';
import { useSaveBrandMutation, useSaveCategoryMutation } from './useTaxonomyMutations';

interface Values {
  name: string;
  slug: string;
  parentId: string;
}

const rulesOf = (kind: 'category' | 'brand'): readonly Rule<Values>[] => [
  { field: 'name', message: rules.nameRequired(kind), fails: ({ name }) => isBlank(name) },
  { field: 'slug', message: rules.slug, fails: ({ slug }) => !isBlank(slug) && !isTaxonomySlug(slug.trim()) },
];

/**
 * A category or brand, new (`taxon` null) or to edit: its name, its slug (made from the name until the person
 * changes it) and, for a category, its parent. Checked here with the store's own messages first.
 */
export function TaxonomyDialog({
  kind,
  taxon,
  topLevel,
  open,
  onClose,
}: {
  kind: 'category' | 'brand';
  taxon: TaxonomyRoute_CategoryFragment | TaxonomyRoute_BrandFragment | null;
  /** The top-level categories a category may go under. */
  topLevel: readonly TaxonomyRoute_CategoryFragment[];
  open: boolean;
  onClose: () => void;
}) {
  const category = taxon && 'parentId' in taxon ? taxon : null;
  const initial: Values = {
    name: taxon?.name ?? '',
    slug: taxon?.slug ?? '',
    parentId: category?.parentId ?? '',
  };
  const form = useForm<Values>(initial, rulesOf(kind));
  // The slug follows the name while it is new and the person has not typed one.
  const [slugTouched, setSlugTouched] = useState(taxon !== null);
  const [saveCategory, savingCategory] = useSaveCategoryMutation();
  const [saveBrand, savingBrand] = useSaveBrandMutation();
  const locked = (category?.subcategoryCount ?? 0) > 0;

  const submit = form.onSubmit(async (values, { showUserErrors }) => {
    const name = values.name.trim();
    const slug = values.slug.trim();
    const changed = (field: keyof Values) => taxon === null || values[field].trim() !== initial[field];
    const input: { name?: string; slug?: string; parentId?: string | null } = {};
    if (changed('name')) input.name = name;
    if (changed('slug')) input.slug = slug;
    if (kind === 'category' && changed('parentId'))
      input.parentId = values.parentId === '' ? null : values.parentId;
    if (taxon && Object.keys(input).length === 0) return onClose();
    const outcome =
      kind === 'category'
        ? await saveCategory(taxon?.id, input, name)
        : await saveBrand(taxon?.id, { name: input.name, slug: input.slug }, name);
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    onClose();
  });

  const nameField = form.bind('name');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={
        taxon
          ? messages.editTitle(taxon.name)
          : kind === 'category'
            ? messages.newCategoryTitle
            : messages.newBrandTitle
      }
      onSubmit={submit}
      submitLabel={taxon ? messages.save : messages.create}
      loading={savingCategory.loading || savingBrand.loading}
    >
      <Stack gap="4">
        <FormField label={messages.name} error={form.errors.name} required>
          <Input
            {...nameField}
            onChange={(event) => {
              nameField.onChange(event);
              if (!slugTouched) form.setValue('slug', taxonomySlug(event.target.value));
            }}
            maxLength={TAXONOMY.name.max}
            autoComplete="off"
          />
        </FormField>
        <FormField label={messages.slug} error={form.errors.slug} helperText={messages.slugHelp}>
          <Input
            {...form.bind('slug')}
            onChange={(event) => {
              setSlugTouched(true);
              form.setValue('slug', event.target.value);
            }}
            maxLength={TAXONOMY.slug.max}
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        {kind === 'category' && (
          <FormField
            label={messages.parent}
            error={form.errors.parentId}
            helperText={locked ? messages.parentLocked : messages.parentHelp}
          >
            <Select {...form.bind('parentId')} disabled={locked}>
              <option value="">{messages.topLevel}</option>
              {topLevel
                .filter((parent) => parent.id !== taxon?.id)
                .map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.name}
                  </option>
                ))}
            </Select>
          </FormField>
        )}
      </Stack>
    </FormDialog>
  );
}
