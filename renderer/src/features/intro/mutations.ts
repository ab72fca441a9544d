import { useCommandMutation } from '../../api/commandQuery';

/** Sends the enquiry form; nothing on screen lists enquiries. */
export function useSendEnquiry() {
  return useCommandMutation('enquiry.SEND', { select: (d) => d.result });
}

/** Mails the demo site's address to a visitor (POST /open/serviceIntro/demo). */
export function useSendDemoMail() {
  return useCommandMutation('serviceIntro.INTRO_DEMO_SEND_MAIL', { select: (d) => d.result });
}
