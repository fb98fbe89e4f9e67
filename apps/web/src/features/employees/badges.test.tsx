import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import type { EmployeeList } from '@pointeo/domain/employees';
import type { Role } from '@pointeo/domain/permissions';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { saveFile } from '../../lib/save-file';
import { employeeNamed } from './employee-fixtures';
import { EmployeesTab } from './employees-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

const employee = (id: string, firstName: string, badgeIssuedAt: string | null) =>
  employeeNamed(id, firstName, { badgeIssuedAt });
const zoe = employee('00000000-0000-4000-8000-000000000002', 'Zoé', '2026-11-20T09:00:00.000Z');
const adam = employee('00000000-0000-4000-8000-000000000003', 'Adam', null);
const ines = employee('00000000-0000-4000-8000-000000000004', 'Inès', null);

let plan: string;
let role: Role;
const requests: { method: string; path: string; body: unknown }[] = [];

const json = (body: unknown) => Response.json(body);
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.pathname === '/api/account/me') {
    return json({ userId: 'u1', name: 'Claire', role, isOwner: role === 'admin', sites: 'all' });
  }
  if (url.pathname === '/api/sites') return json({ plan, siteLimit: 1, sites: [] });
  if (method === 'POST' && url.pathname === '/api/employees/badges') {
    return new Response(new Blob(['%PDF-1.7']), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="badges-pointeo.pdf"',
      },
    });
  }
  if (method === 'DELETE') return json({ message: BADGE_MESSAGES.revoked });
  if (url.pathname === '/api/employees/badges') {
    return json({
      employees: [zoe, adam, ines].map(({ id, firstName, lastName, role, badgeIssuedAt }) => ({
        id,
        firstName,
        lastName,
        role,
        badgeIssuedAt,
      })),
    });
  }
  const list: EmployeeList = {
    employees: [zoe, adam, ines],
    total: 3,
    page: 1,
    pageSize: 50,
    headcount: { employees: 3, limit: null, plan },
  };
  return json(list);
});

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  plan = 'Standard';
  role = 'admin';
  requests.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderTab() {
  const router = createMemoryRouter([{ path: '*', element: <EmployeesTab /> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const openBadges = async () => {
  const user = userEvent.setup();
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Badges' }));
  const dialog = await screen.findByRole('dialog', { name: 'Badges' });
  return { user, dialog };
};

const sentIssues = () => requests.filter((request) => request.method === 'POST');

describe('Badges in the Employés tab', () => {
  it("shows each employee's badge: 'Oui le' its date, or none", async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: "Employés de l'entreprise" });
    expect(within(table).getByRole('columnheader', { name: 'Badge' })).toBeInTheDocument();
    const [, zoeRow, adamRow] = within(table).getAllByRole('row');
    expect(zoeRow).toHaveTextContent('Oui le 20/11/2026');
    expect(adamRow).toHaveTextContent('Aucun badge');
  });

  it('issues the badges of everyone by default, asking first when some have one, and saves the sheet', async () => {
    const { user, dialog } = await openBadges();
    expect(within(dialog).getByText(BADGE_MESSAGES.printOnce)).toBeInTheDocument();
    const all = await within(dialog).findByRole('checkbox', { name: 'Tous les employés' });
    expect(all).toBeChecked();
    expect(all).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: /Zoé Martin/ })).toBeChecked();
    expect(within(dialog).getByText('Badge émis le 20/11/2026')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Émettre les badges' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(BADGE_MESSAGES.reissueWarning(1));
    expect(BADGE_MESSAGES.reissueWarning(1)).toBe(
      "1 employé sélectionné a déjà un badge\u202f: le nouveau badge remplacera l'ancien, qui ne fonctionnera plus.",
    );
    expect(sentIssues()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer et émettre' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'badges-pointeo.pdf'));
    expect(sentIssues()).toEqual([
      { method: 'POST', path: '/api/employees/badges', body: { employeeIds: [zoe.id, adam.id, ines.id] } },
    ]);
    expect(toast.success).toHaveBeenCalledWith(BADGE_MESSAGES.issued);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Badges' })).toBeNull());
  });

  it('issues only the employees still ticked, without asking when none has a badge', async () => {
    const { user, dialog } = await openBadges();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Zoé Martin/ }));
    const all = within(dialog).getByRole('checkbox', { name: 'Tous les employés' });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Inès Martin/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Émettre les badges' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(sentIssues()[0]?.body).toEqual({ employeeIds: [adam.id] });
  });

  it('refuses to issue with no one ticked, saying why', async () => {
    const { user, dialog } = await openBadges();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Tous les employés' }));
    await user.click(within(dialog).getByRole('button', { name: 'Émettre les badges' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Sélectionnez au moins un employé');
    expect(sentIssues()).toEqual([]);
  });

  it("revokes one employee's badge after a confirmation", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Révoquer le badge de Zoé Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Révoquer le badge\u202f?' });
    expect(dialog).toHaveTextContent('Le badge de Zoé Martin ne permettra plus de pointer');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Révoquer le badge' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BADGE_MESSAGES.revoked));
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/employees/${zoe.id}/badge`, body: undefined },
    ]);
  });

  it('explains the upgrade on Gratuit: no Badge column, the dialog names the plans', async () => {
    plan = 'Gratuit';
    const { dialog } = await openBadges();
    expect(dialog.textContent).toContain(featureUnavailableMessage('advancedClocking'));
    expect(await within(dialog).findByRole('link', { name: 'Voir les plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(dialog).queryByRole('button', { name: 'Émettre les badges' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Badge' })).toBeNull();
    expect(requests.some((request) => request.path === '/api/employees/badges')).toBe(false);
  });

  it('offers neither issuing nor revoking to a role that may not change employees', async () => {
    role = 'payroll';
    renderTab();
    await screen.findByRole('table', { name: "Employés de l'entreprise" });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/account/me')).toBe(true));
    expect(screen.getByText('Oui le 20/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Badges' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Révoquer le badge/ })).toBeNull();
  });
});
