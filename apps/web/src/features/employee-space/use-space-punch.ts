import type { PunchPosition, RemotePunchResult } from '@pointeo/domain/clock';
import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { OfflineQueue } from '../../lib/offline-queue';
import { type SpaceQueuedPunch, sendSpacePunch } from './api/punches';
import { SPACE_QUERY_KEY } from './api/space';

const RETRY_EVERY_MS = 15_000;

export type SpacePunchState =
  | { status: 'idle' | 'sending' }
  | { status: 'recorded'; result: RemotePunchResult }
  | { status: 'kept' }
  | { status: 'failed'; error: Error };

/**
 * 'Pointer' from the space (decision 074). A phone punch goes through a queue kept on the phone under
 * the employee's id (another employee signing in here never sends it), sent again when the network
 * is back, as the kiosk's (decision 030). A site's code is sent at once: it expires within a minute.
 */
export function useSpacePunch(employeeId: string) {
  const queryClient = useQueryClient();
  const queue = useMemo(
    () =>
      new OfflineQueue<SpaceQueuedPunch, RemotePunchResult>(sendSpacePunch, {
        storageKey: `pointeo-space-queue-${employeeId}`,
      }),
    [employeeId],
  );
  const [state, setState] = useState<SpacePunchState>({ status: 'idle' });
  const [pendingCount, setPendingCount] = useState(() => queue.pending().length);

  const flush = useCallback(async () => {
    const outcomes = await queue.flush();
    setPendingCount(queue.pending().length);
    if ([...outcomes.values()].some((outcome) => outcome.kind === 'sent')) {
      await queryClient.invalidateQueries({ queryKey: SPACE_QUERY_KEY });
    }
  }, [queue, queryClient]);

  useEffect(() => {
    const goOnline = () => void flush();
    window.addEventListener('online', goOnline);
    const timer = setInterval(() => queue.pending().length > 0 && void flush(), RETRY_EVERY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', goOnline);
      clearInterval(timer);
    };
  }, [flush, queue]);

  const punch = useCallback(
    async (made: { position?: PunchPosition; siteCode?: string }) => {
      setState({ status: 'sending' });
      const punch: SpaceQueuedPunch = {
        id: crypto.randomUUID(),
        punchedAt: new Date().toISOString(),
        ...made,
      };
      if (made.siteCode !== undefined) {
        try {
          setState({ status: 'recorded', result: await sendSpacePunch(punch) });
          await queryClient.invalidateQueries({ queryKey: SPACE_QUERY_KEY });
        } catch (error) {
          setState({ status: 'failed', error: error as Error });
        }
        return;
      }
      const { outcome } = await queue.submit(punch);
      setPendingCount(queue.pending().length);
      if (outcome.kind === 'sent') {
        setState({ status: 'recorded', result: outcome.result });
        await queryClient.invalidateQueries({ queryKey: SPACE_QUERY_KEY });
      } else if (outcome.kind === 'queued') setState({ status: 'kept' });
      else if (outcome.kind === 'rejected') setState({ status: 'failed', error: outcome.error });
      else setState({ status: 'failed', error: new Error(SPACE_MESSAGES.punchHeld) });
    },
    [queue, queryClient],
  );

  const fail = useCallback((error: Error) => setState({ status: 'failed', error }), []);
  return { punch, fail, state, pendingCount };
}
