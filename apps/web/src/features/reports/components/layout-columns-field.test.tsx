import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { asShown } from '../../../test/render-page';
import { LayoutColumnsField } from './layout-columns-field';

const OPTIONS = [
  { id: 'payrollNumber', label: 'Matricule' },
  { id: 'code', label: 'Code' },
  { id: 'value', label: 'Valeur' },
  { id: 'site', label: 'Site' },
] as const;
type Id = (typeof OPTIONS)[number]['id'];

function Harness({ initial }: { initial: Id[] }) {
  const [columns, setColumns] = useState<Id[]>(initial);
  return (
    <>
      <LayoutColumnsField value={columns} options={OPTIONS} onChange={setColumns} />
      <output aria-label="Ordre">{columns.join(',')}</output>
    </>
  );
}

const order = () => screen.getByRole('status', { name: 'Ordre' }).textContent;
const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('LayoutColumnsField', () => {
  it('lists the columns in order, each button naming the column it moves', () => {
    render(<Harness initial={['payrollNumber', 'code', 'value']} />);
    expect(screen.getByRole('group', { name: 'Colonnes du fichier' })).toBeInTheDocument();
    expect(items()).toEqual([
      expect.stringMatching(/^1\.Matricule/),
      expect.stringMatching(/^2\.Code/),
      expect.stringMatching(/^3\.Valeur/),
    ]);
    expect(screen.getByRole('button', { name: L.moveUp('Matricule') })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.moveDown('Valeur') })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.moveDown('Matricule') })).toBeEnabled();
  });

  it('moves a column down from the keyboard, keeps the focus on it, and says where it went', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['payrollNumber', 'code', 'value']} />);
    const down = screen.getByRole('button', { name: L.moveDown('Matricule') });
    down.focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('code,payrollNumber,value');
    expect(document.activeElement).toHaveAccessibleName(L.moveDown('Matricule'));
    expect(screen.getByText(asShown('Colonne « Matricule » en position 2 sur 3'))).toBeInTheDocument();
    // Once last, its 'Descendre' goes off: the focus moves to its 'Monter', and Space moves it back.
    await user.keyboard('{Enter}');
    expect(order()).toBe('code,value,payrollNumber');
    expect(document.activeElement).toHaveAccessibleName(L.moveUp('Matricule'));
    await user.keyboard(' ');
    expect(order()).toBe('code,payrollNumber,value');
  });

  it('adds a column not yet in the file at its end, and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['payrollNumber', 'code']} />);
    const add = screen.getByLabelText('Colonne à ajouter');
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Valeur', 'Site']);
    await user.selectOptions(add, 'site');
    await user.click(screen.getByRole('button', { name: 'Ajouter la colonne' }));
    expect(order()).toBe('payrollNumber,code,site');
    await user.click(screen.getByRole('button', { name: L.removeColumn('Code') }));
    expect(order()).toBe('payrollNumber,site');
    expect(document.activeElement).toHaveAccessibleName(L.removeColumn('Site'));
  });

  it('says a file needs a column once all are removed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['code']} />);
    await user.click(screen.getByRole('button', { name: L.removeColumn('Code') }));
    expect(screen.getByText(asShown('Aucune colonne : ajoutez-en au moins une.'))).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Ajouter la colonne');
  });
});
