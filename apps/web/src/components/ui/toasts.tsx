import { lazy, Suspense, useEffect } from 'react';

type ToastKind = 'success' | 'error' | 'info';
interface ToastOptions {
  duration?: number;
}

let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

// sonner stays out of the first page load; it arrives right after, before anyone can act.
const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function MountedToaster() {
    useEffect(() => markToasterMounted(), []);
    return <Toaster position="top-right" richColors closeButton />;
  }
  return { default: MountedToaster };
});

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

async function show(kind: ToastKind, message: string, options?: ToastOptions) {
  const [{ toast: sonnerToast }] = await Promise.all([import('sonner'), toasterMounted]);
  sonnerToast[kind](message, options);
}

/** Toasts at the top right; waits for the toaster so no message is lost on a fast first click. */
export const toast = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
};
