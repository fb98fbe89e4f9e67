import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  open: boolean;
  confirmLabel: string;
  /** 'danger' (the default) for what destroys, 'primary' for what only locks or commits. */
  confirmVariant?: 'primary' | 'danger';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** Asks before a destructive action; the confirm button says exactly what will happen. */
export function ConfirmDialog({
  title,
  open,
  confirmLabel,
  confirmVariant = 'danger',
  pending,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-slate-700">{children}</div>
    </Modal>
  );
}
