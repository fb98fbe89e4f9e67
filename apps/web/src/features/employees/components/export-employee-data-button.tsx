import { employeeExportPath, DATA_EXPORT_MESSAGES as M } from '@pointeo/domain/data-export';
import type { Employee } from '@pointeo/domain/employees';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { apiDownload } from '../../../lib/api';
import { useCan } from '../../../lib/current-member';
import { toastError } from '../../../lib/error-toast';
import { saveFile } from '../../../lib/save-file';
import { fullName } from '../employee-display';

/**
 * 'Exporter ses données' (issue 33 item 4, decision 082): the employee's own data as a ZIP, for his
 * right of access; an administrator's ('privacy.manage'), since it holds everything about him.
 */
export function ExportEmployeeDataButton({ employee, className }: { employee: Employee; className: string }) {
  const allowed = useCan('privacy.manage');
  const [pending, setPending] = useState(false);
  if (!allowed) return null;
  const name = fullName(employee);
  const download = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await apiDownload(employeeExportPath(employee.id), 'application/zip');
      saveFile(blob, fileName ?? 'donnees-employe.zip');
    } catch (failure) {
      toastError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={M.employeeActionLabel(name)}
      title={`${M.employeeAction} — ${M.employeeActionHint}`}
      disabled={pending}
      onClick={download}
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
