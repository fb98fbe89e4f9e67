import { type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { toastLayer } from './toast-layer';

type ToastKind = 'success' | 'error' | 'info';
interface ToastOptions {
  duration?: number;
  /** A toast shown again with the same id replaces the first instead of stacking under it. */
  id?: string;
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

/** Below the 4 rem navigation bar, so a toast never hides its links. */
const BELOW_NAVBAR = { top: 72 };

/** WCAG 2.5.8: a target of at least 24×24 px (sonner's close button is 20×20). */
const TOAST_CLASS_NAMES = { closeButton: '!h-6 !w-6' };

export function Toasts() {
  return createPortal(
    <Suspense fallback={null}>
      <LazyToaster
        position="top-right"
        richColors
        closeButton
        offset={BELOW_NAVBAR}
        mobileOffset={BELOW_NAVBAR}
        style={READABLE_RICH_COLORS}
        customAriaLabel="Notifications (Alt+T pour y accéder)"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification', classNames: TOAST_CLASS_NAMES }}
      />
      <ToasterReady />
    </Suspense>,
    toastLayer(),
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
