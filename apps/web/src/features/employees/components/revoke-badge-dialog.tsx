import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import type { Employee } from '@pointeo/domain/employees';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useRevokeBadge } from '../api/badges';
import { fullName } from '../employee-display';

/** Asks before 'Révoquer le badge': the card stops punching at once. */
export function RevokeBadgeDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const revoke = useRevokeBadge();
  const confirm = async () => {
    if (!employee) return;
    try {
      await revoke.mutateAsync(employee.id);
      toast.success(BADGE_MESSAGES.revoked);
      onClose();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <ConfirmDialog
      title={BADGE_MESSAGES.revokeTitle}
      open={employee !== null}
      confirmLabel={BADGE_MESSAGES.revoke}
      pending={revoke.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {employee && <p>{BADGE_MESSAGES.revokeConfirm(fullName(employee))}</p>}
    </ConfirmDialog>
  );
}
