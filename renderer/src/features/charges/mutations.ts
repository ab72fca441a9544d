import { useMutation } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';
import { useCommandMutation, useRefreshAfter } from '../../api/commandQuery';

/**
 * Saves typed fees one by one (manage-area 7: SAVE per user, sent one by one), then refreshes the
 * settlement and its total once; answers how many were saved.
 */
export function useSaveFees() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: async (fees: ReadonlyArray<CommandInput<'meetFee.SAVE'>>) => {
      for (const fee of fees) await api.send('meetFee.SAVE', fee);
      return fees.length;
    },
    onSettled: () => refreshAfter('meetFee.SAVE'),
  });
}

/** Starts the settlement sheet's job; it changes no list. */
export function useStartSettlementExport() {
  return useCommandMutation('meetFeeExcel.EXPORT', { select: (d) => d.result });
}
