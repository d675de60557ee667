import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

import { connectToaster } from './toaster';

// At the bottom, clear of the header's sign-in and cart (at the top they covered them, issue 17), and on a phone
// above the fixed bottom bar: the offset is a CSS variable the toaster sets per breakpoint below.
const chakraToaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: 'var(--toast-offset-bottom, 1rem)' },
});
connectToaster(chakraToaster);

/** Where the toasts of `toaster.create` appear; loaded lazily by `Toaster` in ./toaster. */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster
        toaster={chakraToaster}
        insetInline={{ mdDown: '4' }}
        css={{ '--toast-offset-bottom': { base: '5rem', lg: '1rem' } }}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
