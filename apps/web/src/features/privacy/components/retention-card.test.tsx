import { CLOSURE_MESSAGES as M } from '@pointeo/domain/account-closure';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import { asShown, mockApi, renderPage } from '../../../test/render-page';
import { RetentionCard } from './retention-card';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('RetentionCard', () => {
  it('shows the five years by default with the legal explanation, and saves a longer retention', async () => {
    const fetchMock = mockApi({
      'GET /api/privacy/retention': { body: { retentionYears: 5, updatedAt: null } },
      'PUT /api/privacy/retention': { body: { retentionYears: 6, updatedAt: '2026-11-27T10:00:00.000Z' } },
    });
    renderPage(<RetentionCard />);
    expect(await screen.findByRole('heading', { name: M.retentionTitle })).toBeInTheDocument();
    const field = await screen.findByLabelText(new RegExp(M.retentionLabel.replace(/[()]/g, '\\$&')));
    expect(field).toHaveValue(5);
    expect(screen.getByText(asShown(M.retentionLegal))).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await userEvent.click(screen.getByRole('button', { name: M.retentionSave }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.retentionSaved));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ retentionYears: 6 });
    expect(await screen.findByText(asShown(M.retentionCurrent(6)))).toBeInTheDocument();
  });

  it('refuses less than three years in French, before asking the server', async () => {
    const fetchMock = mockApi({
      'GET /api/privacy/retention': { body: { retentionYears: 5, updatedAt: null } },
    });
    renderPage(<RetentionCard />);
    const field = await screen.findByRole('spinbutton');
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.click(screen.getByRole('button', { name: M.retentionSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(M.retentionTooShort));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
