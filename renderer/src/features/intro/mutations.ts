import { useCommandMutation } from '../../api/commandQuery';

/** Sends the enquiry form; nothing on screen lists enquiries, so nothing is invalidated. */
export function useSendEnquiry() {
  return useCommandMutation('enquiry.SEND', { invalidates: [], select: (d) => d.result });
}
