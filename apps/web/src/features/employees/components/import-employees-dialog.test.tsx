import { EMPLOYEE_IMPORT_MESSAGES as M } from '@pointeo/domain/employee-import';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import { ImportEmployeesDialog } from './import-employees-dialog';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const CSV = 'Prénom;Nom;Code PIN\nZoé;Martin;111111\nLéo;;\n';
const values = (firstName: string, lastName: string, hasPin: boolean) => ({
  firstName,
  lastName,
  jobTitle: '',
  zone: '',
  payrollNumber: '',
  hireDate: '',
  weeklyHours: '',
  hasPin,
});
const zoeLine = { line: 2, values: values('Zoé', 'Martin', true), error: null };
const leoLine = { line: 3, values: values('Léo', '', false), error: EMPLOYEE_MESSAGES.namesRequired };

/** What the server answers each call, by path. */
let answers: Record<string, () => Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const answer = answers[path];
  if (!answer) throw new Error(`pas de réponse pour ${path}`);
  return answer();
});
const json = (body: unknown, status = 200) => Response.json(body, { status });

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDialog() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ImportEmployeesDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Importer des employés' }) };
}

const chooseFile = (content = CSV, name = 'employes.csv') =>
  userEvent.upload(screen.getByLabelText(M.file), new File([content], name, { type: 'text/csv' }));

const sentFile = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)).file as string;

describe('ImportEmployeesDialog', () => {
  it('opens on its labelled file field, with both templates to download', () => {
    const { dialog } = renderDialog();
    expect(screen.getByLabelText(M.file)).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: M.templateCsv })).toHaveAttribute(
      'href',
      '/api/employees/import/template?format=csv',
    );
    expect(within(dialog).getByRole('link', { name: M.templateXlsx })).toHaveAttribute(
      'href',
      '/api/employees/import/template?format=xlsx',
    );
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
  });

  it('previews the file sent, line by line, and keeps Importer disabled while a line is in error', async () => {
    answers = { '/api/employees/import/preview': () => json({ lines: [zoeLine, leoLine] }) };
    const { dialog } = renderDialog();
    await chooseFile();

    expect(await within(dialog).findByText('1 employé à créer, 1 ligne en erreur')).toBeInTheDocument();
    expect(Buffer.from(sentFile(0), 'base64').toString('utf8')).toBe(CSV);
    expect(within(dialog).getByText('Fichier lu : employes.csv')).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    const [, zoeRow, leoRow] = within(table).getAllByRole('row');
    expect(zoeRow).toHaveTextContent(/^2ZoéMartin————35Fourni$/);
    expect(leoRow).toHaveTextContent(
      `3Léo—————35${EMPLOYEE_MESSAGES.noPin}${EMPLOYEE_MESSAGES.namesRequired}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('imports a file without errors once confirmed, then closes with the French message', async () => {
    answers = {
      '/api/employees/import/preview': () => json({ lines: [zoeLine] }),
      '/api/employees/import': () => json({ message: '1 employé importé avec succès', count: 1 }),
    };
    const { dialog, onClose } = renderDialog();
    await chooseFile('Prénom;Nom\nZoé;Martin\n');
    const importButton = await within(dialog).findByRole('button', { name: 'Importer 1 employé' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(importButton);
    expect(toast.success).toHaveBeenCalledWith('1 employé importé avec succès');
    expect(onClose).toHaveBeenCalled();
    expect(sentFile(1)).toBe(sentFile(0));
  });

  it('shows why a confirmation was refused and the lines as they now stand', async () => {
    let previews = 0;
    answers = {
      '/api/employees/import/preview': () =>
        json({
          lines: [previews++ === 0 ? zoeLine : { ...zoeLine, error: EMPLOYEE_MESSAGES.pinTaken }],
        }),
      '/api/employees/import': () =>
        json({ error: { code: ErrorCode.IMPORT_HAS_ERRORS, message: M.hasErrors } }, 400),
    };
    const { dialog, onClose } = renderDialog();
    await chooseFile();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Importer 1 employé' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.hasErrors);
    expect(await within(dialog).findByText(EMPLOYEE_MESSAGES.pinTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says in French why the file cannot be read, and refuses a file too large before sending it', async () => {
    answers = {
      '/api/employees/import/preview': () =>
        json({ error: { code: ErrorCode.BAD_IMPORT_FILE, message: M.unreadable } }, 400),
    };
    const { dialog } = renderDialog();
    await chooseFile('%PDF-1.7', 'facture.pdf');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.unreadable);

    fetchMock.mockClear();
    await chooseFile('x'.repeat(1_000_001));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.tooLarge);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
