import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { useEffect } from 'react';
import { BrandLogo } from '../../components/ui/brand-logo';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiError } from '../../lib/api';
import { useSpaceMe } from './api/space';
import { SpaceHome } from './components/space-home';
import { SpaceSignInForm } from './components/space-sign-in';

const signedOut = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.EMPLOYEE_NOT_SIGNED_IN;

/** /moi: each employee's own space on their phone (issue 30, decision 071), installable as an app. */
export default function SpacePage() {
  const me = useSpaceMe();
  useEffect(() => {
    navigator.serviceWorker?.register('/offline-sw.js', { scope: '/moi' }).catch(() => {
      // Without it the space still works online; it only does not open without network.
    });
  }, []);
  return (
    <>
      <title>{`${SPACE_MESSAGES.title} — Pointeo`}</title>
      <link rel="manifest" href="/moi.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/space-192.png" />
      {me.isPending && <LoadingIndicator />}
      {me.data && <SpaceHome me={me.data} />}
      {me.isError &&
        (signedOut(me.error) ? (
          <div className="min-h-dvh bg-slate-50 px-4 py-8">
            <main className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <BrandLogo />
              <h1 className="mt-6 text-2xl font-bold text-slate-900">{SPACE_MESSAGES.title}</h1>
              <p className="mt-1 mb-6 text-slate-600">{SPACE_MESSAGES.notSignedIn}</p>
              <SpaceSignInForm />
            </main>
          </div>
        ) : (
          <main className="mx-auto max-w-md p-6">
            <ErrorAlert error={me.error} />
          </main>
        ))}
    </>
  );
}
