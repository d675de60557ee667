import { Center, Spinner } from '@chakra-ui/react';

/** Shown in the page area while a screen's code is still downloading. */
export function PageLoading() {
  return (
    <Center py="24">
      <Spinner size="lg" color="brand.600" aria-label="Loading page" />
    </Center>
  );
}
