import { AlertTriangle } from 'lucide-react';

/** A failed renewal payment, in the server's words. */
export function PaymentIssueAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
