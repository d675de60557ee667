import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { SHOPPING_LISTS } from '@storefront/contract/limits';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FormField } from '../../../shared/components/FormField';
import { toaster } from '../../../shared/components/toaster';
import { placeUserErrors } from '../../../shared/forms/userErrors';
import { useCreateShoppingListMutation, useShoppingLists } from '../../../shared/lists/api';
import { shoppingListMessages as messages } from '../../../shared/lists/messages';
import { shoppingListPath } from '../../../shared/session/accountPaths';
import { formatDate } from '../lib/format';

/** /my-account/shopping-lists: the buyer's lists, the most recently changed first, and a form for a new one. */
export function ShoppingListsRoute() {
  const { data, loading, error, refetch } = useShoppingLists();
  const lists = data?.shoppingLists;

  return (
    <Stack gap="6">
      <title>{messages.title}</title>
      <Stack gap="1">
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          {messages.title}
        </Text>
        <Text color="fg.muted">{messages.intro}</Text>
      </Stack>
      {loading && !data ? (
        <Text>{messages.loading}</Text>
      ) : error && !data ? (
        <Stack gap="3" align="start">
          <Text role="alert">{messages.loadFailed}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {messages.retry}
          </Button>
        </Stack>
      ) : !lists || lists.length === 0 ? (
        <Text p="5" borderWidth="1px" borderRadius="l2" bg="bg.muted">
          {messages.empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={messages.title}>
          {lists.map((list) => (
            <Stack
              as="li"
              key={list.id}
              gap="1"
              p="4"
              borderWidth="1px"
              borderRadius="l2"
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
            >
              <Link asChild color="brand.700" fontWeight="semibold" wordBreak="break-word">
                <RouterLink to={shoppingListPath(list.id)}>{list.name}</RouterLink>
              </Link>
              <Text color="fg.muted" fontSize="sm">
                {messages.products(list.lineCount)} · {messages.units(list.totalQuantity)} ·{' '}
                {messages.updated(formatDate(list.updatedAt))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <NewListForm />
    </Stack>
  );
}

/** A new, empty list; the buyer lands on it, to fill it from the catalog. */
function NewListForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [create, { loading }] = useCreateShoppingListMutation();
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > SHOPPING_LISTS.nameMaxLength) {
      setError(messages.nameRequired);
      return;
    }
    const outcome = await create(trimmed, []);
    if (!outcome.ok) {
      const placed = placeUserErrors(outcome.userErrors, () => 'name' as const);
      setError(placed.byField.name ?? placed.apart.join(' '));
      return;
    }
    const list = outcome.payload.shoppingList;
    toaster.create({ type: 'success', title: messages.savedTo(list?.name ?? trimmed) });
    if (list) void navigate(shoppingListPath(list.id));
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="new-list-heading" borderTopWidth="1px" pt="5">
      <Text as="h3" id="new-list-heading" fontWeight="semibold">
        {messages.newListHeading}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
          <FormField label={messages.name} helperText={messages.nameHelp} error={error} required flex="1">
            <Input
              value={name}
              maxLength={SHOPPING_LISTS.nameMaxLength}
              autoComplete="off"
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {messages.create}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
