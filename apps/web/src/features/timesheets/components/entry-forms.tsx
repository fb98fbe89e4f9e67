import { zodResolver } from '@hookform/resolvers/zod';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import {
  type AddEntry,
  type AddEntryValues,
  addEntrySchema,
  type CloseEntry,
  type CloseEntryValues,
  closeEntrySchema,
  type EditEntry,
  type EditEntryValues,
  editEntrySchema,
  type MonthEntry,
} from '@pointeo/domain/timesheets';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { saveForm } from '../../../lib/save-form';
import { useAddEntry } from '../api/add-entry';
import { useCloseEntry } from '../api/close-entry';
import { useEditEntry } from '../api/edit-entry';
import { longDayLabel, parisTime } from '../timesheet-display';
import { CorrectionRefusal, useCorrectionRefusal } from './correction-refusal';
import { ReasonField } from './reason-field';

interface FormProps {
  onDone: () => void;
}

const NEXT_DAY_HINT = "Plus tôt que l'arrivée\u202f: le départ est compté le lendemain.";

/** An empty date or time input is a missing value, which the schema names ('La date est obligatoire'). */
const required = { setValueAs: (value: string) => value || undefined };

/** 'Ajouter un pointage': a day, an arrival, a departure and the reason. */
export function AddEntryForm({
  employeeId,
  defaultDate,
  onDone,
}: FormProps & { employeeId: string; defaultDate: string }) {
  const add = useAddEntry(employeeId);
  const { refusal, onRefused, clear } = useCorrectionRefusal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddEntryValues, unknown, AddEntry>({
    resolver: zodResolver(addEntrySchema),
    defaultValues: { date: defaultDate, arrival: '', departure: '', reason: '' },
  });
  const onSubmit = handleSubmit((entry) => {
    clear();
    return saveForm(() => add.mutateAsync(entry), M.entryAdded, setError, onDone, onRefused);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DateField registration={register('date', required)} error={errors.date?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label={M.arrival}
          registration={register('arrival', required)}
          error={errors.arrival?.message}
        />
        <TimeField
          label={M.departure}
          hint={NEXT_DAY_HINT}
          registration={register('departure', required)}
          error={errors.departure?.message}
        />
      </div>
      <ReasonField registration={register('reason')} error={errors.reason?.message} />
      <CorrectionRefusal error={refusal} onLeave={onDone} />
      <FormActions
        submitLabel={M.addEntry}
        pending={add.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * 'Modifier le pointage': the day, arrival or departure (not the departure of an open entry: that is
 * closing it). Only what changed is sent; nothing changed is said before asking the server.
 */
export function EditEntryForm({ entry, onDone }: FormProps & { entry: MonthEntry }) {
  const edit = useEditEntry(entry.id);
  const { refusal, onRefused, clear } = useCorrectionRefusal();
  const before = {
    date: entry.date,
    arrival: parisTime(entry.arrival),
    departure: entry.departure ? parisTime(entry.departure) : undefined,
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditEntryValues, unknown, EditEntry>({
    resolver: zodResolver(editEntrySchema),
    defaultValues: { ...before, reason: '' },
  });
  const onSubmit = handleSubmit(({ date, arrival, departure, reason }) => {
    const changes = {
      ...(date !== before.date && { date }),
      ...(arrival !== before.arrival && { arrival }),
      ...(departure !== before.departure && { departure }),
    };
    clear();
    if (Object.keys(changes).length === 0) {
      setError('arrival', { message: M.nothingToChange });
      return;
    }
    return saveForm(
      () => edit.mutateAsync({ ...changes, reason }),
      M.entryEdited,
      setError,
      onDone,
      onRefused,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DateField registration={register('date')} error={errors.date?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField label={M.arrival} registration={register('arrival')} error={errors.arrival?.message} />
        {entry.departure && (
          <TimeField
            label={M.departure}
            hint={NEXT_DAY_HINT}
            registration={register('departure')}
            error={errors.departure?.message}
          />
        )}
      </div>
      <ReasonField registration={register('reason')} error={errors.reason?.message} />
      <CorrectionRefusal error={refusal} onLeave={onDone} />
      <FormActions
        submitLabel="Enregistrer"
        pending={edit.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}

/** 'Clôturer le pointage': the forgotten departure, after which the entry counts. */
export function CloseEntryForm({ entry, onDone }: FormProps & { entry: MonthEntry }) {
  const close = useCloseEntry(entry.id);
  const { refusal, onRefused, clear } = useCorrectionRefusal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CloseEntryValues, unknown, CloseEntry>({
    resolver: zodResolver(closeEntrySchema),
    defaultValues: { departure: '', reason: '' },
  });
  const onSubmit = handleSubmit((input) => {
    clear();
    return saveForm(() => close.mutateAsync(input), M.entryClosed, setError, onDone, onRefused);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        {M.arrival} le {longDayLabel(entry.date)} à {parisTime(entry.arrival)}, sans départ pointé.
      </p>
      <TimeField
        label={M.departure}
        hint={NEXT_DAY_HINT}
        registration={register('departure', required)}
        error={errors.departure?.message}
      />
      <ReasonField registration={register('reason')} error={errors.reason?.message} />
      <CorrectionRefusal error={refusal} onLeave={onDone} />
      <FormActions
        submitLabel={M.closeEntry}
        pending={close.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

function DateField({ registration, error }: FieldProps) {
  return (
    <FormField label={M.date} required error={error}>
      <input type="date" className={`${inputClass} sm:max-w-56`} {...registration} />
    </FormField>
  );
}

function TimeField({ label, hint, registration, error }: FieldProps & { label: string; hint?: string }) {
  return (
    <FormField label={label} required hint={hint} error={error}>
      <input type="time" className={inputClass} {...registration} />
    </FormField>
  );
}
