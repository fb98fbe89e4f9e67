import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYEE_MESSAGES, ROLE_LABELS } from '@pointeo/domain/employee-messages';
import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import {
  DEFAULT_WEEKLY_CONTRACT_MINUTES,
  EMPLOYEE_ROLES,
  type Employee,
  type EmployeeInput,
  type EmployeeInputValues,
  type EmployeePin,
  type EmployeePinValues,
  employeeInputSchema,
  employeePinSchema,
  JOB_TITLE_MAX_LENGTH,
} from '@pointeo/domain/employees';
import { PAYROLL_MESSAGES } from '@pointeo/domain/payroll-messages';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, type UseFormSetError, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { SiteSelectField } from '../../../components/ui/site-select-field';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { saveForm } from '../../../lib/save-form';
import { useAddEmployee } from '../api/add-employee';
import { useEmployeePin } from '../api/employee-pin';
import { useSendSpaceLink } from '../api/space-link';
import { useUpdateEmployee } from '../api/update-employee';
import { useUpdateEmployeePin } from '../api/update-employee-pin';
import { zoneLabel } from '../employee-display';
import { WeeklyHoursField } from './weekly-hours-field';

interface FormProps {
  onDone: () => void;
}

export function AddEmployeeForm({ onDone }: FormProps) {
  const add = useAddEmployee();
  return (
    <EmployeeDetailsForm
      defaultValues={{
        firstName: '',
        lastName: '',
        role: 'employee',
        zone: '',
        pinCode: '',
        weeklyContractMinutes: DEFAULT_WEEKLY_CONTRACT_MINUTES,
        jobTitle: '',
        payrollNumber: '',
        costCentre: '',
        hireDate: '',
        email: '',
      }}
      submitLabel="Ajouter"
      pending={add.isPending}
      onSave={(input, setError) =>
        saveForm(() => add.mutateAsync(input), EMPLOYEE_MESSAGES.added, setError, onDone)
      }
      onDone={onDone}
    />
  );
}

interface EmployeeFormProps extends FormProps {
  employee: Employee;
}

/**
 * The list only says whether a PIN is set; a form that edits it opens with it, read first. Saving the
 * field empty would otherwise take the PIN away without anyone asking for it.
 */
function WithCurrentPin({
  employee,
  children,
}: {
  employee: Employee;
  children: (pinCode: string) => ReactNode;
}) {
  const pin = useEmployeePin(employee.id, { enabled: employee.hasPin });
  if (!employee.hasPin) return children('');
  if (pin.isError) return <ErrorAlert error={pin.error} />;
  if (!pin.data) return <LoadingIndicator />;
  return children(pin.data.pinCode ?? '');
}

export function EditEmployeeForm({ employee, onDone }: EmployeeFormProps) {
  return (
    <WithCurrentPin employee={employee}>
      {(pinCode) => <EditEmployeeDetails employee={employee} pinCode={pinCode} onDone={onDone} />}
    </WithCurrentPin>
  );
}

function EditEmployeeDetails({ employee, pinCode, onDone }: EmployeeFormProps & { pinCode: string }) {
  const update = useUpdateEmployee(employee.id);
  return (
    <EmployeeDetailsForm
      defaultValues={{
        firstName: employee.firstName,
        lastName: employee.lastName,
        role: employee.role,
        zone: employee.zone ?? '',
        pinCode,
        weeklyContractMinutes: employee.weeklyContractMinutes,
        jobTitle: employee.jobTitle ?? '',
        payrollNumber: employee.payrollNumber ?? '',
        costCentre: employee.costCentre ?? '',
        hireDate: employee.hireDate ?? '',
        email: employee.email ?? '',
        siteId: employee.siteId,
      }}
      submitLabel="Enregistrer"
      pending={update.isPending}
      emailAction={employee.email ? <SendSpaceLink employee={employee} /> : undefined}
      onSave={(input, setError) =>
        saveForm(() => update.mutateAsync(input), EMPLOYEE_MESSAGES.updated, setError, onDone)
      }
      onDone={onDone}
    />
  );
}

/** Under the saved address: 'Envoyer le lien de son espace' (Mon espace, decision 071). */
function SendSpaceLink({ employee }: { employee: Employee }) {
  const send = useSendSpaceLink(employee.id);
  return (
    <button
      type="button"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(undefined, { onSuccess: ({ message }) => toast.success(message), onError: toastError })
      }
      className="mt-2 flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline disabled:opacity-60"
    >
      <Send className="h-4 w-4" aria-hidden="true" />
      {send.isPending ? SPACE_MESSAGES.sendingLink : SPACE_MESSAGES.sendLink}
    </button>
  );
}

interface DetailsFormProps extends FormProps {
  defaultValues: EmployeeInputValues;
  submitLabel: string;
  pending: boolean;
  /** Beside the e-mail field of an employee already saved with one. */
  emailAction?: ReactNode;
  onSave: (input: EmployeeInput, setError: UseFormSetError<EmployeeInputValues>) => Promise<void>;
}

/** SPEC §5 add and edit: first and last name required, PIN optional, role, zone. */
function EmployeeDetailsForm({
  defaultValues,
  submitLabel,
  pending,
  emailAction,
  onSave,
  onDone,
}: DetailsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmployeeInputValues, unknown, EmployeeInput>({
    resolver: zodResolver(employeeInputSchema),
    defaultValues,
  });
  return (
    <form onSubmit={handleSubmit((input) => onSave(input, setError))} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom" required error={errors.firstName?.message}>
          <input className={inputClass} autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField label="Nom" required error={errors.lastName?.message}>
          <input className={inputClass} autoComplete="off" {...register('lastName')} />
        </FormField>
      </div>
      <FormField
        label={EMPLOYEE_MESSAGES.jobTitle}
        hint="Facultatif, par exemple « Caissière »."
        error={errors.jobTitle?.message}
      >
        <input
          className={inputClass}
          autoComplete="off"
          maxLength={JOB_TITLE_MAX_LENGTH}
          {...register('jobTitle')}
        />
      </FormField>
      <FormField
        label={EMPLOYEE_MESSAGES.email}
        hint={EMPLOYEE_MESSAGES.emailHint}
        error={errors.email?.message}
      >
        <input type="email" className={inputClass} autoComplete="off" {...register('email')} />
      </FormField>
      {emailAction}
      <PinField registration={register('pinCode')} error={errors.pinCode?.message} />
      <FormField
        label="Rôle"
        hint={
          'La direction ne compte pas dans la limite du plan\u202f; elle ne peut ensuite ni être archivée ni changer de rôle.'
        }
        error={errors.role?.message}
      >
        <select className={inputClass} {...register('role')}>
          {EMPLOYEE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <SiteSelectField
        registration={register('siteId')}
        hint="Le lieu où l'employé travaille et pointe."
        error={errors.siteId?.message}
      />
      <FormField
        label="Zone"
        hint={'Laissez vide\u202f: «\u202fNon assigné\u202f».'}
        error={errors.zone?.message}
      >
        <input className={inputClass} autoComplete="off" {...register('zone')} />
      </FormField>
      <WeeklyHoursField control={control} error={errors.weeklyContractMinutes?.message} />
      <FormField
        label={PAYROLL_MESSAGES.payrollNumber}
        hint={PAYROLL_MESSAGES.payrollNumberHint}
        error={errors.payrollNumber?.message}
      >
        <input className={inputClass} autoComplete="off" {...register('payrollNumber')} />
      </FormField>
      <FormField
        label={PAYROLL_MESSAGES.costCentre}
        hint={PAYROLL_MESSAGES.costCentreHint}
        error={errors.costCentre?.message}
      >
        <input className={inputClass} autoComplete="off" {...register('costCentre')} />
      </FormField>
      <FormField
        label={EMPLOYEE_MESSAGES.hireDate}
        hint={EMPLOYEE_MESSAGES.hireDateHint}
        error={errors.hireDate?.message}
      >
        <input type="date" className={inputClass} {...register('hireDate')} />
      </FormField>
      <FormActions
        pending={pending}
        pendingLabel="Enregistrement…"
        submitLabel={submitLabel}
        onCancel={onDone}
      />
    </form>
  );
}

/** SPEC §4: the direction's name, role and zone show but stay disabled; only the PIN changes. */
export function DirectionPinForm({ employee, onDone }: EmployeeFormProps) {
  return (
    <WithCurrentPin employee={employee}>
      {(pinCode) => <DirectionPinDetails employee={employee} pinCode={pinCode} onDone={onDone} />}
    </WithCurrentPin>
  );
}

function DirectionPinDetails({ employee, pinCode, onDone }: EmployeeFormProps & { pinCode: string }) {
  const updatePin = useUpdateEmployeePin(employee.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmployeePinValues, unknown, EmployeePin>({
    resolver: zodResolver(employeePinSchema),
    defaultValues: { pinCode },
  });
  const onSubmit = handleSubmit((pin) =>
    saveForm(() => updatePin.mutateAsync(pin), EMPLOYEE_MESSAGES.updated, setError, onDone),
  );
  const fixed = (label: string, value: string) => (
    <FormField label={label}>
      <input className={inputClass} value={value} disabled readOnly />
    </FormField>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        Pour la direction, seul le code PIN peut être modifié.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fixed('Prénom', employee.firstName)}
        {fixed('Nom', employee.lastName)}
      </div>
      <PinField registration={register('pinCode')} error={errors.pinCode?.message} />
      {fixed('Rôle', ROLE_LABELS[employee.role])}
      {fixed('Zone', zoneLabel(employee))}
      <FormActions
        pending={updatePin.isPending}
        pendingLabel="Enregistrement…"
        submitLabel="Enregistrer"
        onCancel={onDone}
      />
    </form>
  );
}

function PinField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <FormField label="Code PIN" hint={EMPLOYEE_MESSAGES.pinHint} error={error}>
      <input
        className={`${inputClass} font-mono tracking-widest sm:max-w-48`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...registration}
      />
    </FormField>
  );
}
