import { Stack, Text } from '@chakra-ui/react';

import { ButtonLink } from '../../shared/components/ButtonLink';

/** Where a list's table would be when it is empty: why, and the one link that helps from there. */
export function ListNotice({ text, action, to }: { text: string; action?: string; to?: string }) {
  return (
    <Stack gap="3" align="start" p="5" borderWidth="1px" rounded="md" bg="white">
      <Text>{text}</Text>
      {action !== undefined && to !== undefined && (
        <ButtonLink to={to} size="sm" colorPalette="brand">
          {action}
        </ButtonLink>
      )}
    </Stack>
  );
}
