import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('ties its visible label, hint and error to the control', () => {
    render(
      <FormField
        label="Code PIN"
        hint="Code à 6 chiffres pour le pointage"
        error="Le code PIN doit contenir exactement 6 chiffres"
        required
      >
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Code PIN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(
      'Code à 6 chiffres pour le pointage Le code PIN doit contenir exactement 6 chiffres',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le code PIN doit contenir exactement 6 chiffres');
  });

  it('marks nothing invalid while there is no error', () => {
    render(
      <FormField label="Entreprise">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Entreprise' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
