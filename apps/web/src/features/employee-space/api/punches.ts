import {
  type RemotePunchResult,
  remotePunchResultSchema,
  type SpacePunchRequest,
  spacePunchingSchema,
} from '@pointeo/domain/clock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SPACE_QUERY_KEY } from './space';

/** How the employee may punch from here: the phone, with or without the position, a site's code. */
export function useSpacePunching() {
  return useQuery({
    queryKey: [...SPACE_QUERY_KEY, 'punching'],
    queryFn: ({ signal }) => apiRequest('/api/me/punching', spacePunchingSchema, { signal }),
  });
}

export type SpacePunch = Omit<SpacePunchRequest, 'id' | 'punchedAt'>;

/** 'Pointer': one punch, made now under its own id; the space's figures are read again after it. */
export function useSpacePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (punch: SpacePunch): Promise<RemotePunchResult> =>
      apiRequest('/api/me/punches', remotePunchResultSchema, {
        method: 'POST',
        json: { id: crypto.randomUUID(), punchedAt: new Date().toISOString(), ...punch },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPACE_QUERY_KEY }),
  });
}
