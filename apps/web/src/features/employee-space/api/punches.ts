import {
  type PunchPosition,
  type RemotePunchResult,
  remotePunchResultSchema,
  spacePunchingSchema,
} from '@pointeo/domain/clock';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { PUNCHING_STORAGE_KEY, SPACE_QUERY_KEY } from './space';

/**
 * How the employee may punch from here: the phone, with or without the position, a site's code.
 * Kept on the phone, so the space opened without network still offers the phone punch.
 */
export function useSpacePunching() {
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'punching'],
    queryFn: async ({ signal }) => {
      try {
        const ways = await apiRequest('/api/me/punching', spacePunchingSchema, { signal });
        localStorage.setItem(PUNCHING_STORAGE_KEY, JSON.stringify(ways));
        return ways;
      } catch (error) {
        const kept = localStorage.getItem(PUNCHING_STORAGE_KEY);
        if (error instanceof ApiError && error.status === 0 && kept) {
          return spacePunchingSchema.parse(JSON.parse(kept));
        }
        throw error;
      }
    },
  });
}

/** A punch made in the space, as sent and, for a phone punch, as kept while offline. */
export interface SpaceQueuedPunch {
  id: string;
  punchedAt: string;
  position?: PunchPosition;
  siteCode?: string;
}

export const sendSpacePunch = (punch: SpaceQueuedPunch): Promise<RemotePunchResult> =>
  apiRequest('/api/me/punches', remotePunchResultSchema, { method: 'POST', json: punch });
