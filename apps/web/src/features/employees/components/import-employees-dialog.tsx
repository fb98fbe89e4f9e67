import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_HELP,
  EMPLOYEE_IMPORT_MAX_BYTES,
  type EmployeeImportLine,
  EMPLOYEE_IMPORT_MESSAGES as M,
} from '@pointeo/domain/employee-import';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api';
import { countOf } from '../../../lib/count-of';
import {
  importTemplateUrl,
  useConfirmEmployeeImport,
  usePreviewEmployeeImport,
} from '../api/import-employees';

/**
 * 'Importer des employés' (decision 047): choosing a file shows each line with its error; 'Importer'
 * stays disabled while any line is in error, so nothing is written until the whole file is right,
 * and the server checks every line again before adding them all at once.
 */
export function ImportEmployeesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const preview = usePreviewEmployeeImport();
  const confirm = useConfirmEmployeeImport();
  const [file, setFile] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const fileId = useId();
  const lines = preview.data?.lines;
  const errors = lines?.filter((line) => line.error !== null).length ?? 0;
  const valid = (lines?.length ?? 0) - errors;

  const close = () => {
    preview.reset();
    confirm.reset();
    setFile(null);
    setFileName(null);
    setFailure(undefined);
    onClose();
  };
  const previewFile = async (content: string) => {
    setFailure(undefined);
    try {
      await preview.mutateAsync(content);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  const onFile = async (chosen: File | undefined) => {
    preview.reset();
    setFailure(undefined);
    setFile(null);
    setFileName(chosen?.name ?? null);
    if (!chosen) return;
    if (chosen.size > EMPLOYEE_IMPORT_MAX_BYTES) return setFailure(M.tooLarge);
    try {
      const content = await readBase64(chosen);
      setFile(content);
      await previewFile(content);
    } catch {
      setFailure(M.unreadable);
    }
  };
  const onConfirm = async () => {
    if (file === null) return;
    try {
      toast.success((await confirm.mutateAsync(file)).message);
      close();
    } catch (error) {
      setFailure(messageOf(error));
      // Something changed since the preview (a PIN taken, the plan): show which lines now.
      if (error instanceof ApiError && error.code === ErrorCode.IMPORT_HAS_ERRORS) {
        await preview.mutateAsync(file).catch(() => undefined);
      }
    }
  };

  return (
    <Modal
      title={M.title}
      open={open}
      onClose={close}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Annuler
          </Button>
          <Button onClick={onConfirm} disabled={!lines || valid === 0 || errors > 0 || confirm.isPending}>
            {confirm.isPending
              ? 'Importation en cours…'
              : lines && errors === 0 && valid > 0
                ? `Importer ${countOf(valid, 'employé', 'employés')}`
                : 'Importer'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Une ligne par employé, les en-têtes de colonnes sur la première ligne (CSV avec point-virgule ou
          XLSX, première feuille). Seuls le prénom et le nom sont obligatoires. Rien n'est enregistré avant «
          {'\u202f'}Importer{'\u202f'}», et rien du tout tant qu'une ligne est en erreur.
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={importTemplateUrl('csv')} download className={buttonClass('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {M.templateCsv}
          </a>
          <a href={importTemplateUrl('xlsx')} download className={buttonClass('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {M.templateXlsx}
          </a>
        </div>
        <details className="rounded-md border border-slate-200 p-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-800">Colonnes du fichier</summary>
          <dl className="mt-2 space-y-1">
            {EMPLOYEE_IMPORT_COLUMNS.map((column) => (
              <div key={column.field}>
                <dt className="inline font-medium">{column.header}</dt>
                {'\u202f'}: <dd className="inline">{EMPLOYEE_IMPORT_HELP[column.field]}</dd>
              </div>
            ))}
          </dl>
        </details>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            {M.file}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="mt-1 block w-full text-sm"
            // Emptied as the picker opens: the same file, corrected, must be read again when chosen again.
            onClick={(event) => {
              event.currentTarget.value = '';
            }}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          {fileName && (
            <p className="mt-1 text-sm text-slate-600">
              Fichier lu{'\u202f'}: {fileName}
            </p>
          )}
        </div>
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {failure}
          </p>
        )}
        {preview.isPending && <LoadingIndicator label="Lecture du fichier…" />}
        {lines && !preview.isPending && <PreviewTable lines={lines} valid={valid} errors={errors} />}
      </div>
    </Modal>
  );
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : M.unreadable);

/** The file as base64, which the API takes for a CSV and an XLSX alike. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function PreviewTable({
  lines,
  valid,
  errors,
}: {
  lines: EmployeeImportLine[];
  valid: number;
  errors: number;
}) {
  return (
    <div className="space-y-2">
      <p role="status" className={errors > 0 ? 'font-medium text-red-800' : 'font-medium text-slate-800'}>
        {`${countOf(valid, 'employé à créer', 'employés à créer')}, ${countOf(errors, 'ligne en erreur', 'lignes en erreur')}`}
        {errors > 0 && (
          <span className="block font-normal">
            Corrigez le fichier puis choisissez-le à nouveau{'\u202f'}: rien n'est importé tant qu'une ligne
            est en erreur.
          </span>
        )}
      </p>
      <ScrollRegion label="Aperçu de l'import">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              {[
                'Ligne',
                'Prénom',
                'Nom',
                'Poste',
                'Zone',
                'Matricule',
                "Date d'entrée",
                'Heures',
                'Code PIN',
                'Erreur',
              ].map((header) => (
                <th key={header} scope="col" className="px-2 py-1 whitespace-nowrap">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {lines.map(({ line, values, error }) => (
              <tr key={line} className={error ? 'bg-red-50' : undefined}>
                <td className="px-2 py-1">{line}</td>
                <td className="px-2 py-1">{values.firstName || '—'}</td>
                <td className="px-2 py-1">{values.lastName || '—'}</td>
                <td className="px-2 py-1">{values.jobTitle || '—'}</td>
                <td className="px-2 py-1">{values.zone || '—'}</td>
                <td className="px-2 py-1">{values.payrollNumber || '—'}</td>
                <td className="px-2 py-1">{values.hireDate || '—'}</td>
                <td className="px-2 py-1">{values.weeklyHours || '35'}</td>
                <td className="px-2 py-1">{values.hasPin ? 'Fourni' : EMPLOYEE_MESSAGES.noPin}</td>
                <td className="min-w-48 px-2 py-1 text-red-800">{error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
