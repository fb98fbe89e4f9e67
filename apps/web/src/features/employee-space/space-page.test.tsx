import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, asShown, mockApi, renderPage } from '../../test/render-page';
import { ME } from './space-fixtures';
import SpacePage from './space-page';

const notSignedIn = apiError(401, ErrorCode.EMPLOYEE_NOT_SIGNED_IN, SPACE_MESSAGES.notSignedIn);

const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => vi.unstubAllGlobals());

describe("the employee's space at /moi", () => {
  it('signs in with the code mailed to the address and the PIN, then shows whose space it is', async () => {
    const fetchMock = mockApi({
      'GET /api/me': notSignedIn,
      'POST /api/employee-space/codes': { status: 202, body: { message: SPACE_MESSAGES.codeSent } },
      'POST /api/employee-space/sessions': { status: 201, body: ME },
    });
    renderPage(<SpacePage />, '/moi');

    await userEvent.type(await screen.findByLabelText(new RegExp(SPACE_MESSAGES.email)), ' Zoe@Exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: SPACE_MESSAGES.sendCode }));
    expect(await screen.findByText(asShown(SPACE_MESSAGES.codeSent))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(new RegExp(SPACE_MESSAGES.code)), '123456');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${SPACE_MESSAGES.pin}`)), '482913');
    await userEvent.click(screen.getByRole('button', { name: SPACE_MESSAGES.signIn }));

    expect(await screen.findByRole('heading', { name: 'Zoé Martin' })).toBeInTheDocument();
    expect(screen.getByText('Boulangerie Martin')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/employee-space/codes')).toEqual([{ email: 'zoe@exemple.fr' }]);
    expect(bodiesOf(fetchMock, '/api/employee-space/sessions')).toEqual([
      { email: 'zoe@exemple.fr', code: '123456', pin: '482913' },
    ]);
  });

  it('says why the code or the PIN was refused, in the form', async () => {
    mockApi({
      'GET /api/me': notSignedIn,
      'POST /api/employee-space/codes': { status: 202, body: { message: SPACE_MESSAGES.codeSent } },
      'POST /api/employee-space/sessions': apiError(
        400,
        ErrorCode.SPACE_SIGN_IN_FAILED,
        SPACE_MESSAGES.signInFailed,
      ),
    });
    renderPage(<SpacePage />, '/moi');
    await userEvent.type(await screen.findByLabelText(new RegExp(SPACE_MESSAGES.email)), 'zoe@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: SPACE_MESSAGES.sendCode }));
    await userEvent.type(await screen.findByLabelText(new RegExp(SPACE_MESSAGES.code)), '123456');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${SPACE_MESSAGES.pin}`)), '000000');
    await userEvent.click(screen.getByRole('button', { name: SPACE_MESSAGES.signIn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SPACE_MESSAGES.signInFailed);
  });

  it('signs out', async () => {
    const fetchMock = mockApi({
      'GET /api/me': { body: ME },
      'DELETE /api/me/session': { body: { message: SPACE_MESSAGES.signedOut } },
    });
    renderPage(<SpacePage />, '/moi');
    await userEvent.click(await screen.findByRole('button', { name: SPACE_MESSAGES.signOut }));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/me/session') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
