import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown in the page area while a screen's code is still downloading; announced politely as "Loading page". */
export function PageLoading() {
  return (
    <Center py="24" role="status">
      <Spinner size="lg" color="brand.600" aria-hidden />
      <VisuallyHidden>Loading page</VisuallyHidden>
    </Center>
  );
}
