import { WEBHOOK_MESSAGES as M } from '@pointeo/domain/webhooks';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';

export function SecretValue({ secret }: { secret: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(M.secretCopied);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-900">
        {secret}
      </code>
      <Button variant="secondary" onClick={copy}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {M.copySecret}
      </Button>
    </div>
  );
}
