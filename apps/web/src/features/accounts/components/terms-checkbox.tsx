import { TERMS_MESSAGES } from '@pointeo/domain/legal-documents';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';

type TermsCheckboxProps = Omit<ComponentProps<typeof CheckboxField>, 'label' | 'description'>;

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** 'J'accepte les conditions générales et la politique de confidentialité', each opening in a new tab. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  return (
    <CheckboxField
      label={TERMS_MESSAGES.checkbox}
      description={
        <>
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
        </>
      }
      {...props}
    />
  );
}
