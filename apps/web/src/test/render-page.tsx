import type { ErrorCode } from '@pointeo/domain/error-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders one page at `url`, in StrictMode as main.tsx does, with a fresh query cache. */
export function renderPage(element: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

/** A fixed answer, or one made from the address asked (its query string included). */
type Answer = { status?: number; body?: unknown } | ((url: URL) => Promise<Response>);

/**
 * Answers `fetch` per "METHOD /path" (query string ignored); an unknown call fails the test loudly.
 * Returns the mock, whose calls say what the page asked.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected request ${key}`);
    if (typeof answer === 'function') return answer(url);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** mockApi, GET /api/account/me answering `member`: the signed-in member whose role picks the controls. */
export function mockApiAs(member: object, answers: Record<string, Answer>) {
  return mockApi({ 'GET /api/account/me': { body: member }, ...answers });
}

export const apiError = (status: number, code: ErrorCode, message: string) => ({
  status,
  body: { error: { code, message } },
});

export const SIGNED_IN = { user: { id: 'c1', email: 'contact@boulangerie.fr', name: 'Boulangerie' } };

/** GET /api/account/me of the signed-in owner, the company's Administrateur. */
export const OWNER_MEMBER = { userId: 'c1', name: 'Boulangerie', role: 'admin', isOwner: true, sites: 'all' };

/** GET /api/account/me of a Responsable de site, given one site. */
export const SITE_MANAGER_MEMBER = {
  userId: 'u2',
  name: 'Léa Martin',
  role: 'site_manager',
  isOwner: false,
  sites: ['00000000-0000-4000-8000-0000000000a1'],
};

/** GET /api/account/me of a Gestionnaire de paie. */
export const PAYROLL_MEMBER = {
  userId: 'u3',
  name: 'Paul Durand',
  role: 'payroll',
  isOwner: false,
  sites: 'all',
};

/** GET /api/account/me of a Comptable. */
export const ACCOUNTANT_MEMBER = {
  userId: 'u4',
  name: 'Claire Petit',
  role: 'accountant',
  isOwner: false,
  sites: 'all',
};

export function stubDialogs() {
  // jsdom has no modal dialogs yet.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

/**
 * A text as Testing Library reads the page (getByText, toHaveTextContent): every run of spaces, French
 * no-break ones included, as one plain space. Messages keep their typography; assertions use this.
 */
export const asShown = (text: string) => text.replace(/\s+/g, ' ');
