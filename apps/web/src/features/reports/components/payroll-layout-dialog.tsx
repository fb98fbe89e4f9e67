import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { usePayrollSettings } from '../api/payroll-settings';
import { PayrollLayoutForm } from './payroll-layout-form';
import type { PayrollFix } from './payroll-problems';

/** 'Format de l'export paie' in a dialog wide enough for its preview; `focus` opens it on a field to fix. */
export function PayrollLayoutDialog({
  month,
  open,
  focus,
  onClose,
}: {
  month: string;
  open: boolean;
  focus?: PayrollFix | undefined;
  onClose: () => void;
}) {
  const settings = usePayrollSettings(open);
  return (
    <Modal title={L.title} open={open} onClose={onClose} wide>
      <p className="mb-4 text-sm text-slate-700">{L.intro}</p>
      {settings.isPending && <LoadingIndicator />}
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.data && (
        <PayrollLayoutForm settings={settings.data} month={month} focus={focus} onDone={onClose} />
      )}
    </Modal>
  );
}
