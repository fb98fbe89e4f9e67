import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

/** The company's 'Notice d'information des salariés', made by the server as a PDF (decision 084). */
export function useDownloadEmployeeNotice() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload('/api/account/employee-notice', 'application/pdf');
      saveFile(blob, fileName ?? 'notice-information-salaries.pdf');
    },
  });
}
