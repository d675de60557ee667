import type { CreateToasterReturn } from '@chakra-ui/react';
import { Suspense, lazy, useSyncExternalStore } from 'react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ChakraToaster = Pick<CreateToasterReturn, 'create' | 'remove'>;

let chakraToaster: ChakraToaster | undefined;
const waiting: ToastOptions[] = [];

// Whether a toast was ever asked for: until then `Toaster` renders nothing.
let needed = false;
const onNeeded = new Set<() => void>();

/**
 * The one toaster of the app: `toaster.create({ type: 'success', title })` from anywhere. Chakra's toast machine
 * is a separate chunk, loaded when the first toast is asked for; that toast waits for it. A page that never shows
 * a toast never downloads, starts or renders the machine (it re-renders its list synchronously when it starts).
 */
export const toaster = {
  create(options: ToastOptions) {
    const loaded = chakraToaster;
    // A microtask later: the toast list updates with flushSync, which React refuses inside an effect.
    if (loaded) {
      queueMicrotask(() => loaded.create(options));
      return;
    }
    waiting.push(options);
    if (!needed) {
      needed = true;
      for (const listener of onNeeded) listener();
    }
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

function subscribeToNeeded(listener: () => void) {
  onNeeded.add(listener);
  return () => onNeeded.delete(listener);
}

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribeToNeeded,
    () => needed,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
