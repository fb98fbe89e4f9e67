import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/error-toast';
import { useDownloadEmployeeNotice } from '../api/employee-notice';

/** Downloads the notice the company gives its employees before they use the time clock. */
export function EmployeeNoticeButton() {
  const download = useDownloadEmployeeNotice();
  return (
    <Button
      variant="secondary"
      onClick={() => download.mutate(undefined, { onError: toastError })}
      disabled={download.isPending}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      {download.isPending ? 'Téléchargement…' : "Notice d'information des salariés"}
    </Button>
  );
}
