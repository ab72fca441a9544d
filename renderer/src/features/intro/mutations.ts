import { useCommandMutation } from '../../api/commandQuery';

/** Sends the enquiry form; nothing on screen lists enquiries, so nothing is invalidated. */
export function useSendEnquiry() {
  return useCommandMutation('enquiry.SEND', { invalidates: [], select: (d) => d.result });
}

/** Mails the demo site's address to a visitor (POST /open/serviceIntro/demo). */
export function useSendDemoMail() {
  return useCommandMutation('serviceIntro.INTRO_DEMO_SEND_MAIL', { invalidates: [], select: (d) => d.result });
}
