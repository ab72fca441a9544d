import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Limits } from '@boda/contract';
import { api } from '../../api';
import { monitorKeys } from './queries';

/** Force-closes a live class; the list refetches 1 s later (manage-area 9). */
export function useForceClose() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { roomCode: string; meetCode: string }) => (await api.send('roomJoin.CLOSE', { ...input, remove: false })).result,
    onSuccess: () => {
      setTimeout(() => void client.invalidateQueries({ queryKey: monitorKeys.all }), Limits.FOLLOW_UP_DELAY_MS);
    },
  });
}
