import { zodResolver } from '@hookform/resolvers/zod';
import { type AbsenceType, type CreateAbsence, createAbsenceSchema } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { z } from '@pointeo/domain/zod';
import { useForm } from 'react-hook-form';
import { AbsenceFields } from '../../../components/ui/absence-fields';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { saveForm } from '../../../lib/save-form';
import { useAbsencePreview, useCreateAbsence } from '../api/create-absence';
import { BalanceChange } from './balance-change';

const absenceFormSchema = z.intersection(
  z.object({ employeeId: z.string().min(1, 'Choisissez un employé') }),
  createAbsenceSchema,
);
type AbsenceFormValues = z.input<typeof absenceFormSchema>;

export interface EmployeeChoice {
  id: string;
  firstName: string;
  lastName: string;
}

/** 'Saisir une absence': the company records an employee's absence, approved at once. */
export function AbsenceForm({
  employees,
  types,
  onDone,
}: {
  employees: EmployeeChoice[];
  types: AbsenceType[];
  onDone: () => void;
}) {
  const create = useCreateAbsence();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<AbsenceFormValues, unknown, CreateAbsence & { employeeId: string }>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: {
      employeeId: '',
      typeId: '',
      startDate: '',
      endDate: '',
      startHalfDay: false,
      endHalfDay: false,
      comment: '',
    },
  });
  const onSubmit = handleSubmit((input) =>
    saveForm(
      async () => {
        // 'Autoriser un solde négatif' let an overdraft through: say so beside the success.
        const { warning } = await create.mutateAsync(input);
        if (warning) toast.info(warning);
      },
      M.absenceCreated,
      setError,
      onDone,
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={M.employee} required error={errors.employeeId?.message}>
        <select className={inputClass} {...register('employeeId')}>
          <option value="">Choisir un employé</option>
          {employees.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.firstName} {employee.lastName}
            </option>
          ))}
        </select>
      </FormField>
      <AbsenceFields types={types} register={register} errors={errors} />
      <BalancePreview values={watch()} />
      <FormActions
        submitLabel={M.createAbsence}
        pending={create.isPending}
        pendingLabel="Enregistrement…"
        onCancel={onDone}
      />
    </form>
  );
}

/** The balance before and after, once the form describes a whole absence that takes paid leave. */
function BalancePreview({ values }: { values: AbsenceFormValues }) {
  const parsed = absenceFormSchema.safeParse(values);
  const preview = useAbsencePreview(parsed.success ? parsed.data : null);
  if (!parsed.success || !preview.data || preview.data.balance.length === 0) return null;
  const overdraft = preview.data.balance.some((draw) => draw.after < 0);
  return (
    <div aria-live="polite" className="rounded-md bg-slate-50 p-3">
      <BalanceChange balance={preview.data.balance} />
      {overdraft && (
        <p className="mt-1 text-sm font-medium text-red-800">
          {preview.data.allowNegativeBalance ? M.overdraftAllowed : M.overdraftRefused}
        </p>
      )}
    </div>
  );
}
