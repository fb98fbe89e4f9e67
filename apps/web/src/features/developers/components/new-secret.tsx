import { type CreatedApiKey, DEVELOPERS_MESSAGES as M } from '@pointeo/domain/api-keys';
import { Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';

/**
 * The secret of the key just created, this once: the server keeps only its hash. It is selected on
 * arrival (the focus moves here from the form that is gone), and 'Copier la clé' puts it in the
 * clipboard; where the browser refuses, the person copies it from the field.
 */
export function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const fieldId = useId();
  const warningId = `${fieldId}-warning`;
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div className="space-y-4">
      <p
        id={warningId}
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {M.secretWarning}
      </p>
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          {M.secretLabel} «&#8239;{created.key.name}&#8239;»
        </label>
        <input
          ref={field}
          id={fieldId}
          readOnly
          value={created.secret}
          aria-describedby={warningId}
          spellCheck={false}
          className={`${inputClass} mt-1 font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {copy === 'copied' && M.copied}
        {copy === 'failed' && M.copyFailed}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={copySecret}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {M.copy}
        </Button>
        <Button onClick={onDone}>{M.done}</Button>
      </div>
    </div>
  );
}
