import { API_KEY_MESSAGES, type ApiKey, DEVELOPERS_MESSAGES as M } from '@pointeo/domain/api-keys';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { apiError, asShown, mockApiAs, OWNER_MEMBER, renderPage, stubDialogs } from '../../test/render-page';
import { DevelopersTab } from './developers-tab';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const SECRET = `pto_live_${'a1B2c3'}${'Z'.repeat(34)}`;
const key = (id: string, name: string, more: Partial<ApiKey> = {}): ApiKey => ({
  id,
  name,
  prefix: `pto_live_${id.slice(-6)}`,
  scopes: ['read'],
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  ...more,
});
const PAIE = key('00000000-0000-4000-8000-0000000a1b2c', 'Logiciel de paie', {
  lastUsedAt: '2026-11-20T14:05:00.000Z',
  expiresAt: '2099-06-30T22:00:00.000Z',
});
const ERP = key('00000000-0000-4000-8000-000000d4e5f6', 'ERP', { scopes: ['read', 'write'] });
const OLD = key('00000000-0000-4000-8000-000000a0a0a0', 'Ancien SIRH', {
  revokedAt: '2026-11-10T10:00:00.000Z',
});

describe("'Développeurs' on a plan without the API", () => {
  it('explains what Premium offers, with the server’s refusal and the way to the plans', async () => {
    const message = featureUnavailableMessage('api');
    mockApiAs(OWNER_MEMBER, {
      'GET /api/developers/keys': apiError(403, ErrorCode.FEATURE_NOT_IN_PLAN, message),
    });
    renderPage(<DevelopersTab />);
    const panel = await screen.findByRole('region', { name: M.upgradeTitle });
    expect(within(panel).getByText(asShown(message))).toBeInTheDocument();
    expect(within(panel).getByText(/webhooks signés/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: M.create })).toBeNull();
  });
});

describe("'Clés d'API' on Premium", () => {
  it('lists each key with its prefix, rights, dates and state, and links to the reference', async () => {
    mockApiAs(OWNER_MEMBER, { 'GET /api/developers/keys': { body: { keys: [PAIE, ERP, OLD] } } });
    renderPage(<DevelopersTab />);
    const list = await screen.findByRole('list', { name: M.keysTitle });
    const [paie, erp, old] = within(list).getAllByRole('listitem');
    expect(paie).toHaveTextContent('Logiciel de paie');
    expect(paie).toHaveTextContent('pto_live_0a1b2c…');
    expect(paie).toHaveTextContent('Lecture seule');
    expect(paie).toHaveTextContent('Créée le 02/11/2026');
    expect(paie).toHaveTextContent(asShown('Dernière utilisation\u202f: 20/11/2026 15:05'));
    expect(paie).toHaveTextContent('Expire le 30/06/2099');
    expect(erp).toHaveTextContent('Lecture et écriture');
    expect(erp).toHaveTextContent('Jamais utilisée');
    expect(erp).toHaveTextContent('Sans expiration');
    expect(old).toHaveTextContent('Révoquée le 10/11/2026');
    expect(
      within(paie!).getByRole('button', { name: 'Révoquer la clé Logiciel de paie' }),
    ).toBeInTheDocument();
    expect(within(old!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: M.reference })).toHaveAttribute('href', '/api/docs');
  });

  it('says when there is no key yet', async () => {
    mockApiAs(OWNER_MEMBER, { 'GET /api/developers/keys': { body: { keys: [] } } });
    renderPage(<DevelopersTab />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.create })).toBeInTheDocument();
  });

  it('says a failed load in French', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/developers/keys': apiError(
        500,
        ErrorCode.INTERNAL_ERROR,
        'Une erreur inattendue est survenue.',
      ),
    });
    renderPage(<DevelopersTab />);
    expect(await screen.findByText(/Une erreur inattendue est survenue/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.create })).toBeNull();
  });

  it('creates a key in a dialog and shows its secret once, with a copy button and a warning', async () => {
    let keys: ApiKey[] = [];
    const created = key('00000000-0000-4000-8000-000000c0ffee', 'Paie Silae', {
      scopes: ['read', 'write'],
      expiresAt: '2099-12-31T23:00:00.000Z',
    });
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/developers/keys': async () => Response.json({ keys }),
      'POST /api/developers/keys': async () => {
        keys = [created];
        return Response.json({ key: created, secret: SECRET }, { status: 201 });
      },
    });
    // user-event puts a clipboard of its own in the page.
    const user = userEvent.setup();
    renderPage(<DevelopersTab />);
    await user.click(await screen.findByRole('button', { name: M.create }));
    const dialog = screen.getByRole('dialog', { name: M.create });
    const name = within(dialog).getByLabelText(/^Nom/);
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: /Lecture seule/ })).toBeChecked();
    const expiry = within(dialog).getByLabelText(M.expiry);
    expect(expiry).toHaveAttribute('type', 'date');
    expect(expiry).toHaveAccessibleDescription(M.expiryHint);

    await user.type(name, 'Paie Silae');
    await user.click(within(dialog).getByRole('radio', { name: /Lecture et écriture/ }));
    await user.type(expiry, '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: M.create }));

    const shown = await screen.findByRole('dialog', { name: M.createdTitle });
    const secret = within(shown).getByLabelText(/Clé d'API/);
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveAccessibleDescription(M.secretWarning);
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Paie Silae',
      scopes: ['read', 'write'],
      expiresOn: '2099-12-31',
    });

    await user.click(within(shown).getByRole('button', { name: M.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent(M.copied);

    await user.click(within(shown).getByRole('button', { name: M.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Paie Silae')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('tells the person to copy the key by hand when the browser refuses the clipboard', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/developers/keys': { body: { keys: [] } },
      'POST /api/developers/keys': { status: 201, body: { key: ERP, secret: SECRET } },
    });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('refusé'));
    renderPage(<DevelopersTab />);
    await user.click(await screen.findByRole('button', { name: M.create }));
    const dialog = screen.getByRole('dialog', { name: M.create });
    await user.type(within(dialog).getByLabelText(/^Nom/), 'ERP');
    await user.click(within(dialog).getByRole('button', { name: M.create }));
    const shown = await screen.findByRole('dialog', { name: M.createdTitle });
    await user.click(within(shown).getByRole('button', { name: M.copy }));
    expect(within(shown).getByRole('status')).toHaveTextContent(asShown(M.copyFailed));
  });

  it('refuses a key without a name before sending anything, and shows the server’s refusal of a day', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/developers/keys': { body: { keys: [] } },
      'POST /api/developers/keys': {
        status: 400,
        body: {
          error: {
            code: ErrorCode.VALIDATION_FAILED,
            message: API_KEY_MESSAGES.expiryPast,
            fields: { expiresOn: API_KEY_MESSAGES.expiryPast },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<DevelopersTab />);
    await user.click(await screen.findByRole('button', { name: M.create }));
    const dialog = screen.getByRole('dialog', { name: M.create });
    await user.click(within(dialog).getByRole('button', { name: M.create }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Nom/), 'Paie');
    await user.type(within(dialog).getByLabelText(M.expiry), '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: M.create }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.expiryPast)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: M.create })).toBeInTheDocument();
  });

  it('revokes a key after asking, and says so', async () => {
    let keys = [PAIE, ERP];
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/developers/keys': async () => Response.json({ keys }),
      [`DELETE /api/developers/keys/${ERP.id}`]: async () => {
        const revoked = { ...ERP, revokedAt: '2026-11-27T08:00:00.000Z' };
        keys = [PAIE, revoked];
        return Response.json(revoked);
      },
    });
    const user = userEvent.setup();
    renderPage(<DevelopersTab />);
    await user.click(await screen.findByRole('button', { name: 'Révoquer la clé ERP' }));
    const confirm = screen.getByRole('dialog', { name: M.revokeTitle });
    expect(confirm).toHaveTextContent(asShown(M.revokeText('ERP')));
    await user.click(within(confirm).getByRole('button', { name: M.revokeConfirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(API_KEY_MESSAGES.revoked));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Révoquée le 27/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Révoquer la clé ERP' })).toBeNull();
  });
});
