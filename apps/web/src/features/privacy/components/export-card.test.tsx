import { type DataExport, DATA_EXPORT_MESSAGES as M } from '@pointeo/domain/data-export';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import { saveFile } from '../../../lib/save-file';
import {
  apiError,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  renderPage,
  stubDialogs,
} from '../../../test/render-page';
import { PrivacyTab } from '../privacy-tab';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  sessionStorage.clear();
});

const ID = '00000000-0000-4000-8000-00000000e001';
const TOKEN = 'T'.repeat(43);
const exportOf = (state: DataExport['state'], more: Partial<DataExport> = {}): DataExport => ({
  id: ID,
  state,
  createdAt: '2026-11-23T09:00:00.000Z',
  finishedAt: state === 'pending' ? null : '2026-11-23T09:00:05.000Z',
  expiresAt: state === 'pending' ? null : '2026-11-24T09:00:05.000Z',
  downloadedAt: state === 'downloaded' ? '2026-11-23T09:10:00.000Z' : null,
  byteSize: state === 'pending' ? null : 2048,
  ...more,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("'Exporter les données de l'entreprise'", () => {
  it('asks for confirmation, follows the job while it runs, then downloads the ZIP once', async () => {
    let listed: DataExport[] = [];
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/privacy/exports': async () => json({ exports: listed }),
      'POST /api/privacy/exports': async () => {
        listed = [exportOf('pending')];
        return json({ export: exportOf('pending'), downloadToken: TOKEN }, 202);
      },
      [`GET /api/privacy/exports/${ID}/download`]: async () => {
        listed = [exportOf('downloaded')];
        return new Response(new Blob(['PK']), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="donnees-pointeo-2026-11-23.zip"',
          },
        });
      },
    });
    const user = userEvent.setup();
    renderPage(<PrivacyTab />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.start }));
    const dialog = await screen.findByRole('dialog', { name: M.confirmTitle });
    expect(within(dialog).getByText(M.confirmText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: M.confirm }));
    expect(toast.success).toHaveBeenCalledWith(M.started);
    expect(await screen.findByText('En préparation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.start })).toBeDisabled();

    // The job is done: the next poll (every 2 s) shows the link.
    listed = [exportOf('ready')];
    const download = await screen.findByRole('button', { name: M.download }, { timeout: 4_000 });
    expect(screen.getByRole('list', { name: M.history })).toHaveTextContent(
      asShown(`Prêt à télécharger · ${M.readyHint} 24/11/2026 10:00`),
    );
    await user.click(download);
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'donnees-pointeo-2026-11-23.zip'),
    );
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api/privacy/exports/${ID}/download?token=${TOKEN}`);
    expect(await screen.findByText('Déjà téléchargé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.download })).toBeNull();
  }, 30_000);

  it('says what became of each export, and points to the mail when this page has no link', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/privacy/exports': {
        body: {
          exports: [
            exportOf('ready', { id: '00000000-0000-4000-8000-00000000e005' }),
            exportOf('expired', { id: '00000000-0000-4000-8000-00000000e004' }),
            exportOf('downloaded', { id: '00000000-0000-4000-8000-00000000e003' }),
            exportOf('failed', { id: '00000000-0000-4000-8000-00000000e002' }),
          ],
        },
      },
    });
    renderPage(<PrivacyTab />);
    const list = await screen.findByRole('list', { name: M.history });
    const [ready, expired, downloaded, failed] = within(list).getAllByRole('listitem');
    expect(ready).toHaveTextContent(M.linkInMail);
    expect(within(ready!).queryByRole('button')).toBeNull();
    expect(expired).toHaveTextContent(M.expiredHint);
    expect(downloaded).toHaveTextContent(M.downloadedHint);
    expect(failed).toHaveTextContent(M.failedHint);
  });

  it('shows the refusal of a second download in French', async () => {
    sessionStorage.setItem('pointeo.data-export-tokens', JSON.stringify({ [ID]: TOKEN }));
    mockApiAs(OWNER_MEMBER, {
      'GET /api/privacy/exports': { body: { exports: [exportOf('ready')] } },
      [`GET /api/privacy/exports/${ID}/download`]: apiError(
        410,
        ErrorCode.DATA_EXPORT_ALREADY_DOWNLOADED,
        M.alreadyDownloaded,
      ),
    });
    const user = userEvent.setup();
    renderPage(<PrivacyTab />);
    await user.click(await screen.findByRole('button', { name: M.download }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`Erreur\u202f: ${M.alreadyDownloaded}`));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says when the list cannot be read', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/privacy/exports': apiError(
        403,
        ErrorCode.ROLE_FORBIDDEN,
        'Votre rôle ne permet pas cette action.',
      ),
      // The tab's other card reads its own setting: here it answers, so the only alert is the list's.
      'GET /api/privacy/retention': { body: { retentionYears: 5, updatedAt: null } },
    });
    renderPage(<PrivacyTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre rôle ne permet pas cette action.');
  });
});
