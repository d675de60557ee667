import { chakra, Group, IconButton } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { SearchIcon } from '../../../shared/components/icons';
import { paths, searchPath } from '../../../shared/lib/paths';
import { headerMessages as messages } from '../messages';
import { PlainInput } from '../../../shared/components/PlainInput';

/** Spec section 7: the search term is sent 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

function searchedTerm(pathname: string, search: string): string {
  return pathname === paths.products ? (new URLSearchParams(search).get('search') ?? '') : '';
}

/**
 * Header search. Typing opens the search results 300 ms after the last keystroke; Enter (or the button) opens
 * them at once. On the results page the box shows the searched words and follows the back button.
 */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const urlTerm = searchedTerm(pathname, search);
  const [value, setValue] = useState(urlTerm);
  const [shownTerm, setShownTerm] = useState(urlTerm);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest address, for a debounced search that fires after the visitor moved on.
  const location = useRef({ onResults: pathname === paths.products, urlTerm });
  useEffect(() => {
    location.current = { onResults: pathname === paths.products, urlTerm };
  });

  // When the URL's term changes (back button, another search), the box shows it.
  if (urlTerm !== shownTerm) {
    setShownTerm(urlTerm);
    if (urlTerm.trim() !== value.trim()) setValue(urlTerm);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = (rawTerm: string, { replace }: { replace: boolean }) => {
    clearTimeout(timer.current);
    const term = rawTerm.trim();
    const current = location.current;
    if (term === '' || (current.onResults && term === current.urlTerm.trim())) return;
    void navigate(searchPath(term), { replace: replace && current.onResults });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    open(value, { replace: false });
  };

  return (
    <chakra.form role="search" onSubmit={submit} w="full">
      <Group attached w="full">
        <PlainInput
          type="search"
          name="search"
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            clearTimeout(timer.current);
            // While typing on the results page each search replaces the last, so Back leaves the page.
            timer.current = setTimeout(() => open(next, { replace: true }), SEARCH_DEBOUNCE_MS);
          }}
          placeholder={messages.searchPlaceholder}
          aria-label={messages.searchLabel}
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="search"
          bg="bg"
        />
        <IconButton type="submit" aria-label={messages.searchButton} colorPalette="brand">
          <SearchIcon />
        </IconButton>
      </Group>
    </chakra.form>
  );
}
