import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';

/** The two flags of an absence type, shared by the creation form and the flags form. */
export function AbsenceTypeFlagFields({
  paid,
  countsAsWorkedTime,
}: {
  paid: UseFormRegisterReturn<'paid'>;
  countsAsWorkedTime: UseFormRegisterReturn<'countsAsWorkedTime'>;
}) {
  return (
    <>
      <CheckboxField label={M.paid} {...paid} />
      <CheckboxField
        label={M.countsAsWorkedTime}
        description="Ses heures payées comptent pour le seuil des heures supplémentaires de la semaine, jamais pour les durées maximales. Les congés payés comptent (Cour de cassation, 10 septembre 2025), la maladie non."
        {...countsAsWorkedTime}
      />
    </>
  );
}
