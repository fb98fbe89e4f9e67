import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { dialogClosed, dialogOpened } from './toast-layer';

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (cancel, confirm…). */
  footer?: ReactNode;
  /** Room for a table (an import's preview); the dialog still fits a 375 px screen. */
  wide?: boolean;
  /** False for a dialog the person must answer (no 'Fermer', Escape does nothing). */
  dismissible?: boolean;
}

/** The fields a dialog opens on: the first one that takes input, in the order of the page. */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A real modal dialog (native <dialog>): focus stays inside, Escape closes, the page behind is inert.
 * It opens on its first field (issue 28), or, without one, where the browser puts it (its first button).
 */
export function Modal({
  title,
  open,
  onClose,
  children,
  footer,
  wide = false,
  dismissible = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // In the commit itself: with a passive effect, a dialog whose content is gone stayed open, empty,
  // until the next task (a frame on screen; the state a test read in between).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      bodyRef.current?.querySelector<HTMLElement>(FIELD)?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    dialogOpened(dialog);
    return () => dialogClosed(dialog);
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-4xl' : 'max-w-lg'} rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Fermer"
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            )}
          </div>
          <div ref={bodyRef} className="mt-4">
            {children}
          </div>
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
