import { useCommandMutation } from '../../api/commandQuery';

/** One attendee's fee of one class (sent one by one); the list and its total refresh. */
export function useSaveFee() {
  return useCommandMutation('meetFee.SAVE', { invalidates: ['meetFee'], select: (d) => d.result });
}

/** Starts the settlement sheet's job; it changes no list. */
export function useStartSettlementExport() {
  return useCommandMutation('meetFeeExcel.EXPORT', { invalidates: [], select: (d) => d.result });
}
