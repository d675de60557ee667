import { Input } from '@chakra-ui/react';
import { SEARCH_MAX_LENGTH } from '@storefront/contract/limits';
import { useEffect, useRef, useState } from 'react';

import { FormField } from '../../../shared/components/FormField';
import { customerMessages as messages } from '../messages';

/** How long after the last keystroke the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The search the address holds. */
  value: string;
  /** Puts a search in the address: `replace` while the person is still typing the same search. */
  onSearch: (search: string, options: { replace: boolean }) => void;
}

/**
 * The customers' search box: the list follows 300 ms after the last keystroke, or at once on Enter. One typing
 * burst is one step of the history (Back returns to the list before it), and Back shows its search in the box.
 */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether this typing burst already put a search in the history: the next ones replace it.
  const typing = useRef(false);

  // The address changed (Back, Clear filters): the box shows its search, unless it is what is being typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (term: string) => {
    clearTimeout(timer.current);
    if (term.trim() === value) return;
    onSearch(term.trim(), { replace: typing.current });
    typing.current = true;
  };

  return (
    <FormField label={messages.search} flex="1" minW={{ base: 'full', sm: '16rem' }}>
      <Input
        type="search"
        name="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={messages.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text);
        }}
        onBlur={() => {
          typing.current = false;
        }}
      />
    </FormField>
  );
}
