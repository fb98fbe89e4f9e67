import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is named by its label, and clicking the label toggles it', () => {
    render(<CheckboxField label="Payé" description="Compte dans le salaire du mois." />);
    const box = screen.getByRole('checkbox', { name: /^Payé/ });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText('Payé'));
    expect(box).toBeChecked();
    expect(screen.getByText('Compte dans le salaire du mois.')).toBeVisible();
  });
});
