import type { CreateToasterReturn } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ChakraToaster = Pick<CreateToasterReturn, 'create' | 'remove'>;

let chakraToaster: ChakraToaster | undefined;
const waiting: ToastOptions[] = [];

/**
 * The one toaster of the app: `toaster.create({ type: 'success', title })` from anywhere. Chakra's toast machine
 * is a separate chunk that loads right after the first paint; a toast asked for before it arrives waits for it.
 */
export const toaster = {
  create(options: ToastOptions) {
    const loaded = chakraToaster;
    // A microtask later: the toast list updates with flushSync, which React refuses inside an effect.
    if (loaded) queueMicrotask(() => loaded.create(options));
    else waiting.push(options);
  },
  /** Removes every toast, shown or waiting. */
  remove() {
    waiting.length = 0;
    chakraToaster?.remove();
  },
};

/** Called once by the toast chunk with Chakra's toaster, which shows what waited for it. */
export function connectToaster(loaded: ChakraToaster) {
  chakraToaster = loaded;
  for (const options of waiting.splice(0)) loaded.create(options);
}

const ToasterView = lazy(() => import('./ToasterView'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
