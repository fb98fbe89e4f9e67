import { type CSSProperties, lazy, Suspense, useEffect } from 'react';

type ToastKind = 'success' | 'error' | 'info';
interface ToastOptions {
  duration?: number;
}

let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

// sonner stays out of the first page load; it arrives right after, before anyone can act.
const LazyToaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Renders after the toaster inside one Suspense boundary, so its effect runs once the toaster listens. */
function ToasterReady() {
  useEffect(() => markToasterMounted(), []);
  return null;
}

/** sonner's rich colours put text under WCAG AA contrast (success: 4.25:1); the same hues, darker. */
const READABLE_RICH_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" richColors closeButton style={READABLE_RICH_COLORS} />
      <ToasterReady />
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
