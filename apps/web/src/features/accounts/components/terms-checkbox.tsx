import { TERMS_MESSAGES } from '@pointeo/domain/legal-documents';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';

type TermsCheckboxProps = Omit<ComponentProps<typeof CheckboxField>, 'label' | 'description'>;

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** 'J'accepte les conditions générales et la politique de confidentialité', the documents linked below it. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  return (
    <div className="space-y-1">
      <CheckboxField label={TERMS_MESSAGES.checkbox} {...props} />
      <p className="pl-7 text-sm text-slate-600">
        Lire les{' '}
        <Link to="/conditions" target="_blank" className={linkClass}>
          conditions générales
        </Link>
        , la{' '}
        <Link to="/confidentialite" target="_blank" className={linkClass}>
          politique de confidentialité
        </Link>{' '}
        et l'
        <Link to="/sous-traitance" target="_blank" className={linkClass}>
          accord de sous-traitance
        </Link>{' '}
        (nouvel onglet).
      </p>
    </div>
  );
}
