import { type BillingState, INVOICE_PAGE_SIZE, type Invoice } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { ERROR_MESSAGES, ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { saveFile } from '../../lib/save-file';
import { apiError, mockApi, OWNER_MEMBER, renderPage } from '../../test/render-page';
import { BillingTab } from './billing-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

const premium: BillingState = {
  plan: 'Premium',
  pendingPlan: null,
  renewsAt: '2026-12-22T10:00:00.000Z',
  paymentIssue: null,
};
const upgrade: Invoice = {
  id: '00000000-0000-4000-8000-000000000002',
  number: 'FAC-20261125-0003',
  paidOn: '2026-11-25',
  amountCents: 1733,
  plan: 'Mise à niveau vers Premium',
  periodStart: '2026-11-25',
  periodEnd: '2026-12-22',
  status: 'payé',
};
const first: Invoice = {
  ...upgrade,
  id: '00000000-0000-4000-8000-000000000001',
  number: 'FAC-20261122-0001',
  paidOn: null,
  amountCents: 2999,
  plan: 'Standard',
  status: 'impayé',
};

function answer(invoices: Invoice[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/billing/state': { body: premium },
    'GET /api/billing/invoices': {
      body: { invoices, page: 1, pageSize: INVOICE_PAGE_SIZE, total: invoices.length },
    },
    'GET /api/account/me': { body: OWNER_MEMBER },
    ...extra,
  });
}

const cellsOf = (row: HTMLElement | undefined) =>
  [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent);

function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('BillingTab', () => {
  it("shows the plan, its renewal and 'Aucune facture disponible' with no invoice", async () => {
    answer([]);
    renderPage(<BillingTab />);
    expect(await screen.findByText(BILLING_MESSAGES.noInvoices)).toBeInTheDocument();
    expect(await screen.findByText(/renouvellement le 22\/12\/2026/)).toHaveTextContent('Plan Premium');
    expect(await screen.findByRole('link', { name: 'Changer de plan' })).toHaveAttribute('href', '/pricing');
  });

  it("offers no 'Changer de plan' to a Comptable, who may read the invoices but not change the plan", async () => {
    answer([first], {
      'GET /api/account/me': { body: { ...OWNER_MEMBER, role: 'accountant', isOwner: false } },
    });
    renderPage(<BillingTab />);
    expect(await screen.findByText('FAC-20261122-0001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Changer de plan' })).toBeNull();
  });

  it('says a pending downgrade and a failed payment', async () => {
    mockApi({
      'GET /api/billing/state': {
        body: { ...premium, pendingPlan: 'Gratuit', paymentIssue: BILLING_MESSAGES.paymentFailed },
      },
      'GET /api/billing/invoices': { body: { invoices: [], page: 1, pageSize: INVOICE_PAGE_SIZE, total: 0 } },
    });
    renderPage(<BillingTab />);
    expect(await screen.findByText(/Actif jusqu'au 22\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/Actif le 23\/12\/2026/)).toHaveTextContent(
      'Changement prévu vers le plan Gratuit',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentFailed);
  });

  it('lists the invoices newest first with French dates, euros and a status read aloud', async () => {
    answer([upgrade, first]);
    renderPage(<BillingTab />);
    const table = await screen.findByRole('table', { name: 'Historique des factures' });
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(screen.queryByRole('navigation', { name: 'Pages des factures' })).toBeNull();
    expect(cellsOf(newest)).toEqual([
      'FAC-20261125-0003',
      '25/11/2026',
      'Mise à niveau vers Premium',
      '17,33\u00a0€',
      'payé',
      '',
    ]);
    expect(cellsOf(oldest)).toEqual(['FAC-20261122-0001', '—', 'Standard', '29,99\u00a0€', 'impayé', '']);
    expect(
      within(newest!).getByRole('button', { name: 'Télécharger la facture FAC-20261125-0003' }),
    ).toBeInTheDocument();
  });

  it('shows one card per invoice on a phone', async () => {
    onPhone();
    answer([upgrade, first]);
    renderPage(<BillingTab />);
    const cards = within(await screen.findByRole('list', { name: 'Historique des factures' })).getAllByRole(
      'listitem',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('29,99');
    expect(
      within(cards[1]!).getByRole('button', { name: 'Télécharger la facture FAC-20261122-0001' }),
    ).toBeEnabled();
  });

  it('pages a history longer than one page, without a pager for one page', async () => {
    const older: Invoice = {
      ...first,
      id: '00000000-0000-4000-8000-000000000009',
      number: 'FAC-20241122-0001',
    };
    const fetchMock = mockApi({
      'GET /api/billing/state': { body: premium },
      'GET /api/billing/invoices': async (url) => {
        const page = Number(url.searchParams.get('page'));
        const invoices = page === 1 ? [upgrade, first] : [older];
        return Response.json({ invoices, page, pageSize: 2, total: 3 });
      },
    });
    renderPage(<BillingTab />);
    const pager = await screen.findByRole('navigation', { name: 'Pages des factures' });
    expect(pager).toHaveTextContent('Page 1 sur 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('FAC-20241122-0001')).toBeInTheDocument();
    expect(screen.queryByText('FAC-20261125-0003')).toBeNull();
    expect(pager).toHaveTextContent('Page 2 sur 2');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/billing/invoices?page=2'),
      expect.anything(),
    );
  });

  it("saves the PDF under the server's file name", async () => {
    answer([upgrade], {
      [`GET /api/invoices/${upgrade.id}/pdf`]: async () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="facture-FAC-20261125-0003.pdf"',
          },
        }),
    });
    renderPage(<BillingTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Télécharger la facture FAC-20261125-0003' }),
    );
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'facture-FAC-20261125-0003.pdf'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows a refused download as 'Erreur: {message}'", async () => {
    answer([upgrade], {
      [`GET /api/invoices/${upgrade.id}/pdf`]: apiError(
        404,
        ErrorCode.INVOICE_NOT_FOUND,
        BILLING_MESSAGES.invoiceNotFound,
      ),
    });
    renderPage(<BillingTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Télécharger la facture FAC-20261125-0003' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur\u202f: Facture non trouvée'));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("says 'Erreur: {message}' when the history cannot load", async () => {
    mockApi({
      'GET /api/billing/state': { body: premium },
      'GET /api/billing/invoices': apiError(500, ErrorCode.INTERNAL_ERROR, ERROR_MESSAGES.unexpected),
    });
    renderPage(<BillingTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Erreur : ${ERROR_MESSAGES.unexpected}`);
  });
});
