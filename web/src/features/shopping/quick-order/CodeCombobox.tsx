import { useQuery } from '@apollo/client/react';
import { Combobox, Portal, Span, Stack, useListCollection } from '@chakra-ui/react';
import { CODE_SUGGESTIONS, PRODUCT_CODE } from '@storefront/contract/limits';
import { useEffect, useState } from 'react';

import { graphql } from '../../../gql';
import type { CodeComboboxQueryQuery } from '../../../gql/graphql';
import { quickOrderMessages as messages } from './messages';

const CodeComboboxQuery = graphql(`
  query CodeComboboxQuery($prefix: String!) {
    productCodeSuggestions(prefix: $prefix) {
      id
      name
      sku
      itemCode
      barcode
    }
  }
`);

type Suggestion = CodeComboboxQueryQuery['productCodeSuggestions'][number];

/** The code a suggestion fills in: its SKU, or its item code for a product without one. */
const codeOf = (item: Suggestion) => item.sku ?? item.itemCode ?? item.id;

/** How long typing must pause before the store is asked for suggestions. */
const SUGGEST_AFTER_MS = 200;

interface CodeComboboxProps {
  /** The field's text. */
  value: string;
  /** Hears every change of the text: typed, or filled in from a suggestion. */
  onChange: (code: string) => void;
  invalid: boolean;
  /** The id of the error text under the field, when there is one. */
  errorId?: string;
}

/**
 * The code field of a quick order row: free text (any SKU, item code or barcode), with the store's suggestions
 * from the second character. Arrow keys move through the suggestions and Enter takes one; Enter with none
 * highlighted submits the row's form. Emptied by its owner (`value`), it keeps the focus, so what a barcode
 * scanner types right after its Enter lands in it.
 */
export function CodeCombobox({ value, onChange, invalid, errorId }: CodeComboboxProps) {
  const [prefix, setPrefix] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setPrefix(value.trim()), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const asking = prefix.length >= CODE_SUGGESTIONS.minLength;
  const { data, previousData, loading } = useQuery(CodeComboboxQuery, {
    variables: { prefix },
    skip: !asking,
    fetchPolicy: 'cache-first',
  });

  const { collection, set } = useListCollection<Suggestion>({
    initialItems: [],
    itemToString: codeOf,
    itemToValue: codeOf,
  });
  // While the next answer loads, the last one stays listed rather than flashing empty.
  const suggestions = asking ? (data ?? previousData)?.productCodeSuggestions : undefined;
  useEffect(() => set(suggestions ?? []), [suggestions, set]);

  return (
    <Combobox.Root
      collection={collection}
      inputValue={value}
      // A chosen suggestion fills in its code (selectionBehavior "replace"), which arrives here too.
      onInputValueChange={(details) => onChange(details.inputValue)}
      allowCustomValue
      openOnClick={false}
      openOnChange={(details) => details.inputValue.trim().length >= CODE_SUGGESTIONS.minLength}
      selectionBehavior="replace"
      invalid={invalid}
      positioning={{ sameWidth: true }}
      flex="1"
      minW={{ base: 'full', sm: '64' }}
    >
      <Combobox.Label>{messages.codeLabel}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          placeholder={messages.codePlaceholder}
          maxLength={PRODUCT_CODE.maxLength}
          autoComplete="off"
          aria-describedby={errorId}
        />
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {loading && collection.items.length === 0 ? (
              <Span p="2" color="fg.muted">
                {messages.suggestionsLoading}
              </Span>
            ) : null}
            <Combobox.Empty>{loading ? null : messages.noSuggestions}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <Stack gap="0">
                  <Span fontWeight="medium">{item.name}</Span>
                  <Span fontSize="xs" color="fg.muted">
                    {messages.suggestionCodes([item.sku, item.itemCode, item.barcode])}
                  </Span>
                </Stack>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
