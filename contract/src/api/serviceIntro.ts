import { z } from 'zod';
import { validateRequiredEmail } from '../validation/fields';
import { defineCommand } from './define';

/*
 * The public site's trial dialog (service-area 2.18, foundation 7 "GET /open/serviceIntro",
 * "POST /open/serviceIntro/demo"): where the demo site and its video are, and the demo site's
 * address sent to a visitor's mailbox.
 */

export const INTRO_EMAIL_MAX = 100;

export const introSettingSchema = z.object({
  /** The demo site (the demo company's login page), absolute; null where this server has no demo company. */
  demoUrl: z.string().nullable(),
  /** The demo class recording the dialog plays (a path on this server). */
  demoVideoUrl: z.string(),
  /** Whether INTRO_DEMO_SEND_MAIL can mail (a demo site and outgoing mail are both there). */
  demoMail: z.boolean(),
});
export type IntroSetting = z.infer<typeof introSettingSchema>;

export const introDemoMailInputSchema = z
  .object({
    email: z.string().trim().max(INTRO_EMAIL_MAX),
    /** A field people never see (the honeypot): anything in it and nothing is mailed, with the same answer. */
    homepage: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = validateRequiredEmail(v.email);
    if (issue) ctx.addIssue({ code: 'custom', path: ['email'], message: issue.message, params: { key: issue.key } });
  });
export type IntroDemoMailInput = z.input<typeof introDemoMailInputSchema>;

export const serviceIntroCommands = {
  'serviceIntro.INTRO_SETTING': defineCommand({
    method: 'GET',
    path: '/open/serviceIntro',
    command: 'INTRO_SETTING',
    encoding: 'query',
    resource: { name: 'serviceIntro', kind: 'read' },
    access: 'public',
    input: z.object({}),
    output: z.object({ result: introSettingSchema }),
  }),
  /**
   * Anyone may ask for the demo site's address by mail (rate limited per address like the enquiry);
   * WB-503-001 where this server cannot mail it (no demo company or no outgoing mail).
   */
  'serviceIntro.INTRO_DEMO_SEND_MAIL': defineCommand({
    method: 'POST',
    path: '/open/serviceIntro/demo',
    command: 'INTRO_DEMO_SEND_MAIL',
    encoding: 'json',
    resource: { name: 'serviceIntro', kind: 'change' },
    access: 'public',
    input: introDemoMailInputSchema,
    output: z.object({ result: z.object({ sent: z.literal(true) }) }),
  }),
} as const;
