import { DATA_EXPORT_MESSAGES as M } from '@pointeo/domain/data-export';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { mockApiAs, OWNER_MEMBER, PAYROLL_MEMBER, renderPage } from '../../../test/render-page';
import { employeeNamed } from '../employee-fixtures';
import { ExportEmployeeDataButton } from './export-employee-data-button';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ZOE = employeeNamed('00000000-0000-4000-8000-000000000021', 'Zoé');

describe("'Exporter ses données' in the Employés list", () => {
  it("downloads the employee's own data as a ZIP, for an administrator", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [`GET /api/privacy/employees/${ZOE.id}/export`]: async () =>
        new Response(new Blob(['PK']), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="donnees-zoe-martin.zip"',
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<ExportEmployeeDataButton employee={ZOE} className="" />);
    await user.click(await screen.findByRole('button', { name: M.employeeActionLabel('Zoé Martin') }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'donnees-zoe-martin.zip'));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/privacy/employees/${ZOE.id}/export`,
    );
  });

  it('is not offered to a member who is not an administrator', async () => {
    mockApiAs(PAYROLL_MEMBER, {});
    renderPage(<ExportEmployeeDataButton employee={ZOE} className="" />);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
