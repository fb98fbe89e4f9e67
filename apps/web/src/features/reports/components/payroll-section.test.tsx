import type { PayrollPreview } from '@pointeo/domain/month-closing';
import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings } from '@pointeo/domain/payroll';
import { PAYROLL_BUILDER_MESSAGES as B } from '@pointeo/domain/payroll-builder-messages';
import { PAYROLL_PRESET_FORMATS } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L, PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import { saveFile } from '../../../lib/save-file';
import {
  ACCOUNTANT_MEMBER,
  apiError,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  stubDialogs,
} from '../../../test/render-page';
import { PayrollSection } from './payroll-section';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const MONTH = '2026-10';
const SETTINGS_URL = '/api/reports/payroll-settings';
const PREVIEW_URL = `/api/reports/months/${MONTH}/payroll/preview`;
const FILE_URL = `/api/reports/months/${MONTH}/payroll`;

const absenceCodes = [
  { typeId: 't-cp', name: 'Congés payés', code: 'CP' },
  { typeId: 't-own', name: 'Formation', code: '' },
];
const SETTINGS: PayrollSettings = { ...DEFAULT_PAYROLL_SETTINGS, absenceCodes };

/** A file of the month, as the server previews it: Silae's layout over two employees. */
const SILAE_LINES = [
  'Matricule;Code;Valeur;Date debut;Date fin',
  'M-001;HS-HTRAV;151,67;01/10/2026;31/10/2026',
  'M-001;AB-CP;1,5;12/10/2026;13/10/2026',
];
const preview = (more: Partial<PayrollPreview> = {}): PayrollPreview => ({
  month: MONTH,
  preset: 'silae',
  validatedCount: 2,
  lines: [
    {
      employeeId: 'e1',
      firstName: 'Zoé',
      lastName: 'Martin',
      payrollNumber: 'M-001',
      code: 'HS-HTRAV',
      label: 'Heures travaillées',
      value: '151,67',
      unit: 'heures',
      from: '01/10/2026',
      to: '31/10/2026',
    },
  ],
  fileLines: SILAE_LINES,
  fileLineCount: 3,
  problems: [],
  ...more,
});

const NO_MATRICULE = {
  kind: 'payrollNumber' as const,
  message: L.missingPayrollNumbers(['Bernard Luc']),
  employees: [{ id: 'e2', name: 'Bernard Luc' }],
  source: null,
};
const NO_NIGHT_CODE = {
  kind: 'code' as const,
  message: L.missingCode('Heures de nuit', ['Martin Zoé']),
  employees: [{ id: 'e1', name: 'Martin Zoé' }],
  source: 'nightMinutes',
};

/** A radio whose name starts with a preset's name (its hint follows). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);
/** A code field's label as Testing Library reads it, its no-break spaces as spaces. */
const labelled = (figure: string) => asShown(M.codeFor(figure));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The API of 'Export paie': the saved layout, its files, the previews (saved and draft), a save. */
function api(member: object, { saved = SETTINGS, answer = preview() } = {}) {
  return mockApiAs(member, {
    [`GET ${SETTINGS_URL}`]: { body: saved },
    [`PUT ${SETTINGS_URL}`]: async () => json({ message: L.saved, settings: saved }),
    [`GET /api/reports/months/${MONTH}/payroll-exports`]: { body: { month: MONTH, exports: [] } },
    [`GET ${PREVIEW_URL}`]: { body: answer },
    [`POST ${PREVIEW_URL}`]: { body: answer },
    [`GET ${FILE_URL}`]: async () =>
      new Response(SILAE_LINES.join('\r\n'), {
        headers: { 'content-disposition': 'attachment; filename="export-paie-2026-10.csv"' },
      }),
  });
}

const bodyOf = (fetchMock: ReturnType<typeof api>, method: string, url: string) => {
  const calls = fetchMock.mock.calls.filter(([path, init]) => init?.method === method && path === url);
  return JSON.parse(String(calls.at(-1)?.[1]?.body)) as PayrollSettings;
};

const columnsOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: B.columns }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, '').replace(/(Monter|Descendre|Retirer)/g, ''));

async function openBuilder() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: B.edit }));
  const dialog = screen.getByRole('dialog', { name: L.title });
  await within(dialog).findByRole('group', { name: B.presetsLegend });
  return { user, dialog };
}

beforeEach(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the export builder', () => {
  it("starts from a preset, becomes the company's own once a column moves, and saves it", async () => {
    const fetchMock = api(OWNER_MEMBER);
    renderPage(<PayrollSection month={MONTH} validated />);
    const { user, dialog } = await openBuilder();
    const presets = within(dialog).getByRole('group', { name: B.presetsLegend });
    expect(within(presets).getByRole('radio', { name: startsWith(L.presets.generic) })).toBeChecked();

    await user.click(within(presets).getByRole('radio', { name: startsWith(L.presets.silae) }));
    expect(columnsOf(dialog)).toEqual(['Matricule', 'Code', 'Valeur', 'Date de début', 'Date de fin']);
    expect(within(dialog).getByRole('radio', { name: L.encodings.utf8 })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: L.codePrefixes })).toBeChecked();

    // From the keyboard: 'Valeur' goes before 'Code'.
    within(dialog)
      .getByRole('button', { name: L.moveUp('Valeur') })
      .focus();
    await user.keyboard('{Enter}');
    expect(columnsOf(dialog)).toEqual(['Matricule', 'Valeur', 'Code', 'Date de début', 'Date de fin']);
    expect(within(presets).getByRole('radio', { name: startsWith(L.presets.custom) })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: L.decimalMarks['.'] }));
    await user.click(within(dialog).getByRole('button', { name: B.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(L.saved));
    expect(bodyOf(fetchMock, 'PUT', SETTINGS_URL)).toEqual({
      ...SETTINGS,
      preset: 'custom',
      format: {
        ...PAYROLL_PRESET_FORMATS.silae,
        columns: ['payrollNumber', 'value', 'code', 'from', 'to'],
        decimalMark: '.',
      },
    });
  });

  it("asks before a preset replaces a layout of the company's own, and keeps it when told not to", async () => {
    const custom: PayrollSettings = {
      ...SETTINGS,
      preset: 'custom',
      format: { ...SETTINGS.format, columns: ['payrollNumber', 'value'], separator: '|' },
    };
    api(OWNER_MEMBER, { saved: custom });
    renderPage(<PayrollSection month={MONTH} validated />);
    const { user, dialog } = await openBuilder();
    await user.click(within(dialog).getByRole('radio', { name: startsWith(L.presets.ebp) }));
    const confirm = screen.getByRole('dialog', { name: B.replaceTitle });
    expect(confirm).toHaveTextContent(asShown(B.replaceText(L.presets.ebp)));
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(columnsOf(dialog)).toEqual(['Matricule', 'Valeur']);
    expect(within(dialog).getByRole('radio', { name: startsWith(L.presets.custom) })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: startsWith(L.presets.ebp) }));
    await user.click(
      within(screen.getByRole('dialog', { name: B.replaceTitle })).getByRole('button', { name: B.replace }),
    );
    expect(columnsOf(dialog)).toEqual(['Matricule', 'Nom', 'Prénom', 'Date de début']);
    expect(within(dialog).getByRole('radio', { name: L.encodings['windows-1252'] })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: L.lineModes.employee })).toBeChecked();
  });

  it('names every setting with a visible label, its choices grouped under a legend', async () => {
    api(OWNER_MEMBER);
    renderPage(<PayrollSection month={MONTH} validated />);
    const { dialog } = await openBuilder();
    for (const legend of [L.lines, L.separator, L.decimalMark, L.encoding, L.dateFormat, L.headerNames])
      expect(within(dialog).getByRole('group', { name: legend })).toBeInTheDocument();
    for (const encoding of Object.values(L.encodings))
      expect(within(dialog).getByRole('radio', { name: encoding })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(labelled('Heures de nuit'))).toHaveValue('HN');
    expect(within(dialog).getByLabelText(labelled('Formation'))).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: L.skipFor('Jours travaillés') })).toBeChecked();
  });

  it("previews the month's file under the layout being edited, and leads each problem to its fix", async () => {
    const fetchMock = api(OWNER_MEMBER, { answer: preview({ problems: [NO_MATRICULE, NO_NIGHT_CODE] }) });
    renderPage(<PayrollSection month={MONTH} validated />);
    const { user, dialog } = await openBuilder();
    const table = await within(dialog).findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Matricule', 'Code', 'Valeur', 'Date debut', 'Date fin']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['M-001', 'HS-HTRAV', '151,67', '01/10/2026', '31/10/2026'],
      ['M-001', 'AB-CP', '1,5', '12/10/2026', '13/10/2026'],
    ]);
    expect(within(dialog).getByText(asShown(L.previewIntro(3, 3)))).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', PREVIEW_URL)).toEqual(SETTINGS);

    const problems = within(dialog).getByRole('region', { name: L.problemsTitle });
    expect(problems).toHaveTextContent(asShown(NO_MATRICULE.message));
    expect(within(problems).getByRole('link', { name: B.fixPayrollNumber('Bernard Luc') })).toHaveAttribute(
      'href',
      '/account?tab=employees&employee=e2',
    );
    await user.click(within(problems).getByRole('button', { name: B.fixCode('Heures de nuit') }));
    expect(within(dialog).getByLabelText(labelled('Heures de nuit'))).toHaveFocus();

    // The draft changes: the preview is asked again with it, before anything is saved.
    await user.click(within(dialog).getByRole('radio', { name: L.separators['|'] }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST', PREVIEW_URL).format.separator).toBe('|'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says a month not validated has no file to preview yet, without calling it an error', async () => {
    const refusal = "Ce mois n'est pas validé\u202f: validez-le dans l'onglet Temps avant l'export paie.";
    mockApiAs(OWNER_MEMBER, {
      [`GET ${SETTINGS_URL}`]: { body: SETTINGS },
      [`GET /api/reports/months/${MONTH}/payroll-exports`]: { body: { month: MONTH, exports: [] } },
      [`POST ${PREVIEW_URL}`]: apiError(409, 'MONTH_NOT_VALIDATED', refusal),
    });
    renderPage(<PayrollSection month={MONTH} validated={false} />);
    const { dialog } = await openBuilder();
    expect(await within(dialog).findByText(asShown(refusal))).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps a one-line-per-employee file to the columns naming the employee', async () => {
    api(OWNER_MEMBER);
    renderPage(<PayrollSection month={MONTH} validated />);
    const { user, dialog } = await openBuilder();
    await user.click(within(dialog).getByRole('radio', { name: L.lineModes.employee }));
    expect(columnsOf(dialog)).toEqual(['Matricule', 'Nom', 'Prénom', 'Date de début', 'Date de fin']);
    const add = within(dialog).getByLabelText(B.columnToAdd);
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Site', 'Centre de coût']);
  });
});

describe("'Télécharger l'export paie'", () => {
  it('previews the file first, and downloads it when nothing stands in the way', async () => {
    const fetchMock = api(OWNER_MEMBER);
    renderPage(<PayrollSection month={MONTH} validated />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.download }));
    const dialog = screen.getByRole('dialog', { name: "Aperçu de l'export paie" });
    expect(await within(dialog).findByRole('region', { name: L.previewTitle })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(FILE_URL, expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le fichier' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'export-paie-2026-10.csv'));
  });

  it('lists the problems before any download, and opens the builder on the code to type', async () => {
    const fetchMock = api(PAYROLL_MEMBER, { answer: preview({ problems: [NO_NIGHT_CODE] }) });
    renderPage(<PayrollSection month={MONTH} validated />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.download }));
    const dialog = screen.getByRole('dialog', { name: "Aperçu de l'export paie" });
    const problems = await within(dialog).findByRole('region', { name: L.problemsTitle });
    expect(problems).toHaveTextContent(asShown(NO_NIGHT_CODE.message));
    const download = within(dialog).getByRole('button', { name: 'Télécharger le fichier' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription(B.downloadBlocked);

    await user.click(within(problems).getByRole('button', { name: B.fixCode('Heures de nuit') }));
    const builder = screen.getByRole('dialog', { name: L.title });
    await waitFor(() => expect(within(builder).getByLabelText(labelled('Heures de nuit'))).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalledWith(FILE_URL, expect.anything());
  });

  it('tells a Comptable who may fix a problem, without the builder', async () => {
    api(ACCOUNTANT_MEMBER, { answer: preview({ problems: [NO_MATRICULE, NO_NIGHT_CODE] }) });
    renderPage(<PayrollSection month={MONTH} validated />);
    const user = userEvent.setup();
    expect(await screen.findByText(L.presets.generic)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: B.edit })).toBeNull();
    // The summary tells a figure left out from one still waiting for its code.
    const shownFor = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(shownFor('Jours travaillés')).toBe(B.notExported);
    expect(shownFor(M.absenceDaysLabel('Formation'))).toBe(B.codeMissing);
    expect(shownFor(M.absenceDaysLabel('Congés payés'))).toBe('CP');
    await user.click(screen.getByRole('button', { name: M.download }));
    const problems = await screen.findByRole('region', { name: L.problemsTitle });
    expect(problems).toHaveTextContent(B.askPayrollNumber);
    expect(problems).toHaveTextContent(B.askCode);
    expect(within(problems).queryByRole('link')).toBeNull();
    expect(within(problems).queryByRole('button')).toBeNull();
  });
});
