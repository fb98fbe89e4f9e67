import { employeeImportPreviewSchema, employeeImportResultSchema } from '@pointeo/domain/employee-import';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshEmployees } from './list-employees';

/** Each line of the file (base64) with its error, or none; nothing is written. */
export function usePreviewEmployeeImport() {
  return useMutation({
    mutationFn: (file: string) =>
      apiRequest('/api/employees/import/preview', employeeImportPreviewSchema, {
        method: 'POST',
        json: { file },
      }),
  });
}

/** 'Importer': every line added at once, or none when one is wrong (checked again by the server). */
export function useConfirmEmployeeImport() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (file: string) =>
      apiRequest('/api/employees/import', employeeImportResultSchema, { method: 'POST', json: { file } }),
    onSuccess: refresh,
  });
}

/** Where the templates download from: plain links, the session cookie goes with them. */
export const importTemplateUrl = (format: 'csv' | 'xlsx') =>
  `/api/employees/import/template?format=${format}`;
