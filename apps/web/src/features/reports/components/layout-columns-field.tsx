import { PAYROLL_BUILDER_MESSAGES as M } from '@pointeo/domain/payroll-builder-messages';
import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';

interface Column<Id extends string> {
  id: Id;
  label: string;
}

type Move = 'up' | 'down' | 'remove';

/**
 * The file's columns in their order: each one moves up or down, or leaves, with buttons that name it
 * (a screen reader hears which column moves, and where it lands); the columns not in the file yet are
 * added from a list. After a move the focus stays on the column moved, so the keyboard moves it on.
 */
export function LayoutColumnsField<Id extends string>({
  value,
  options,
  onChange,
  error,
}: {
  value: readonly Id[];
  options: ReadonlyArray<Column<Id>>;
  onChange: (next: Id[]) => void;
  error?: string | undefined;
}) {
  const baseId = useId();
  const labelOf = (id: Id) => options.find((option) => option.id === id)?.label ?? id;
  const missing = options.filter((option) => !value.includes(option.id));
  const [adding, setAdding] = useState<Id | ''>('');
  const [announce, setAnnounce] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<string | null>(null);
  const addable = missing.some((option) => option.id === adding) ? adding : (missing[0]?.id ?? '');

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = (index: number, how: Move) => {
    const id = value[index]!;
    const next = [...value];
    next.splice(index, 1);
    if (how === 'remove') {
      onChange(next);
      setAnnounce(M.columnRemoved(labelOf(id)));
      // The focus goes to the column now in its place, or the list's last, or the add field.
      const neighbour = next[Math.min(index, next.length - 1)];
      focusNext.current = neighbour ? `${neighbour}:remove` : 'add';
      return;
    }
    const to = how === 'up' ? index - 1 : index + 1;
    next.splice(to, 0, id);
    onChange(next);
    setAnnounce(M.columnMoved(labelOf(id), to + 1, next.length));
    // At either end its button goes off: the focus moves to the other one.
    const stays = how === 'up' ? to > 0 : to < next.length - 1;
    focusNext.current = `${id}:${stays ? how : how === 'up' ? 'down' : 'up'}`;
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    buttons.current.set(key, element);
  };

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{M.columns}</legend>
      <p className="text-sm text-slate-600">{M.columnsHint}</p>
      {value.length === 0 ? (
        <p className="text-sm text-amber-800">{M.noColumns}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {value.map((id, index) => {
            const label = labelOf(id);
            return (
              <li key={id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-600">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{label}</span>
                <span className="flex gap-1">
                  <Button
                    variant="secondary"
                    className="px-2 py-1.5"
                    ref={register(`${id}:up`)}
                    aria-label={L.moveUp(label)}
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                    <span className="hidden sm:inline">{M.up}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-2 py-1.5"
                    ref={register(`${id}:down`)}
                    aria-label={L.moveDown(label)}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                    <span className="hidden sm:inline">{M.down}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1.5"
                    ref={register(`${id}:remove`)}
                    aria-label={L.removeColumn(label)}
                    onClick={() => move(index, 'remove')}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                    <span className="hidden sm:inline">{M.removeShort}</span>
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p id={`${baseId}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {missing.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <label htmlFor={`${baseId}-add`} className="block text-sm font-medium text-slate-800">
              {M.columnToAdd}
            </label>
            <select
              id={`${baseId}-add`}
              className={`${inputClass} mt-1`}
              value={addable}
              onChange={(event) => setAdding(event.target.value as Id)}
            >
              {missing.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            ref={register('add')}
            disabled={!addable}
            onClick={() => {
              if (!addable) return;
              onChange([...value, addable]);
              // The last one added, the field goes: the focus goes to the column added.
              if (missing.length === 1)
                focusNext.current = value.length > 0 ? `${addable}:up` : `${addable}:remove`;
              setAnnounce(M.columnAdded(labelOf(addable), value.length + 1));
            }}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {L.addColumn}
          </Button>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}
