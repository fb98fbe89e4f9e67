import type { OpeningImportLine } from '@pointeo/domain/leave';
import { formatLeaveDays, LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { OPENING_IMPORT_TEMPLATE } from '@pointeo/domain/leave-opening-import';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { useConfirmOpeningImport, usePreviewOpeningImport } from '../api/balances';
import { frenchDate } from '../leave-display';

/**
 * "Importer les soldes d'ouverture": choose a CSV (the template to download shows its columns),
 * 'Prévisualiser' names each line's employee or its error, and nothing is written until "Confirmer
 * l'import", which the server accepts only for a file without errors.
 */
export function OpeningImportForm({ onDone }: { onDone: () => void }) {
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const preview = usePreviewOpeningImport();
  const confirm = useConfirmOpeningImport();
  const lines = preview.data?.lines;
  const errors = lines?.filter((line) => line.error !== null).length ?? 0;

  const fail = (error: unknown) => setFailure(error instanceof ApiError ? error.message : String(error));
  const onFile = async (file: File | undefined) => {
    preview.reset();
    setFailure(undefined);
    setCsv(file ? await readText(file) : null);
  };
  const onPreview = async () => {
    setFailure(undefined);
    if (csv === null) return setFailure(M.importFileRequired);
    try {
      await preview.mutateAsync(csv);
    } catch (error) {
      fail(error);
    }
  };
  const onConfirm = async () => {
    if (csv === null) return;
    try {
      toast.success((await confirm.mutateAsync(csv)).message);
      onDone();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Une ligne par employé{'\u202f'}: son matricule ou son nom, le solde en jours, la date à laquelle il a
        été arrêté. Le solde compte pour la période de référence qui contient cette date.
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          saveFile(new Blob([OPENING_IMPORT_TEMPLATE], { type: 'text/csv' }), 'soldes-ouverture.csv')
        }
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {M.importTemplate}
      </Button>
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          {M.importFile}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block text-sm"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </div>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      {lines && <PreviewTable lines={lines} errors={errors} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
        <Button variant="secondary" onClick={onPreview} disabled={preview.isPending}>
          {M.importPreview}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={!lines || lines.length === 0 || errors > 0 || confirm.isPending}
        >
          {M.importConfirm}
        </Button>
      </div>
    </div>
  );
}

/** The file's text, UTF-8 (the template's encoding). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function PreviewTable({ lines, errors }: { lines: OpeningImportLine[]; errors: number }) {
  return (
    <div className="space-y-2">
      <p role="status" className={errors > 0 ? 'text-red-800' : 'text-slate-700'}>
        {errors > 0
          ? `${errors} ligne${errors > 1 ? 's' : ''} en erreur sur ${lines.length}\u202f: corrigez le fichier, rien n'a été enregistré.`
          : `${lines.length} ligne${lines.length > 1 ? 's' : ''} prête${lines.length > 1 ? 's' : ''} à importer.`}
      </p>
      <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Aperçu de l'import</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-2 py-1">
                Ligne
              </th>
              <th scope="col" className="px-2 py-1">
                {M.employee}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {M.openingBalance}
              </th>
              <th scope="col" className="px-2 py-1">
                Arrêté au
              </th>
              <th scope="col" className="px-2 py-1">
                Erreur
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {lines.map((line) => (
              <tr key={line.line}>
                <td className="px-2 py-1">{line.line}</td>
                <td className="px-2 py-1">{line.employee?.name ?? '—'}</td>
                <td className="px-2 py-1 text-right">
                  {line.days === null ? '—' : formatLeaveDays(line.days)}
                </td>
                <td className="px-2 py-1">{line.asOf ? frenchDate(line.asOf) : '—'}</td>
                <td className="px-2 py-1 text-red-800">{line.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
