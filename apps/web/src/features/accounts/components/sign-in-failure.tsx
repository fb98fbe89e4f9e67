import { AlertCircle } from 'lucide-react';

/** Why the sign-in (its password step or its code step) did not go through, under the button. */
export function SignInFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
