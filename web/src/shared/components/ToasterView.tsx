import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

import { connectToaster } from './toaster';

const chakraToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });
connectToaster(chakraToaster);

/** Where the toasts of `toaster.create` appear; loaded lazily by `Toaster` in ./toaster. */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
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
