import { LEGAL_DOCUMENTS_VERSION, TERMS_MESSAGES } from '@pointeo/domain/legal-documents';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubDialogs } from '../../../test/render-page';
import { TermsDialog } from './terms-dialog';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const status = (accepted: boolean) => ({
  currentVersion: LEGAL_DOCUMENTS_VERSION,
  accepted,
  acceptedAt: '2025-01-01T09:00:00.000Z',
  acceptedVersion: accepted ? LEGAL_DOCUMENTS_VERSION : '2025-01-01',
});

describe('TermsDialog', () => {
  it('stays closed when the company accepted the current version', async () => {
    const fetchMock = mockApi({ 'GET /api/account/terms': { body: status(true) } });
    renderPage(<TermsDialog />, '/account');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again for a new version, cannot be dismissed, and records the acceptance', async () => {
    const fetchMock = mockApi({
      'GET /api/account/terms': { body: status(false) },
      'POST /api/account/terms': { body: status(true) },
    });
    const user = userEvent.setup();
    renderPage(<TermsDialog />, '/account');
    const dialog = await screen.findByRole('dialog', { name: 'Nos conditions ont changé' });
    expect(dialog).toHaveTextContent('mis à jour le 27 novembre 2026');
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    expect(await screen.findByText(TERMS_MESSAGES.required)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: TERMS_MESSAGES.checkbox }));
    await user.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ version: LEGAL_DOCUMENTS_VERSION, accepted: true });
  });
});
