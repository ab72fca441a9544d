import { z } from 'zod';
import { ClientOs } from '../enums';
import { defineCommand } from './define';

/**
 * The operating company as the public pages name it (legal pages, intro footer, call button). Each value
 * is the deployment's (server environment, README "Configuration"); null where the operator has not set it,
 * and the pages then show a marked placeholder instead of inventing one.
 */
export const siteOperatorSchema = z.object({
  operatorName: z.string().nullable(),
  representative: z.string().nullable(),
  businessNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  privacyOfficer: z.string().nullable(),
});
export type SiteOperator = z.infer<typeof siteOperatorSchema>;

export const appCommands = {
  'app.DOWNLOAD_CLIENT': defineCommand({
    method: 'GET',
    path: '/open/app/bodaApp',
    command: 'DOWNLOAD_CLIENT',
    encoding: 'query',
    resource: { name: 'app', kind: 'read' },
    access: 'public',
    /**
     * `companyId`: the company whose uploaded installer may answer (the app sends its session's or the
     * invite's company). The link is CLASS_CLIENT_DOWNLOAD_URL when configured, else that company's
     * installer for `os`, else null: no installer here, so the app offers no Install.
     */
    input: z.object({ os: z.enum(ClientOs), companyId: z.string().trim().min(1).max(100).optional() }),
    output: z.object({ result: z.object({ downloadLink: z.string().nullable() }) }),
  }),

  'app.SITE_OPERATOR': defineCommand({
    method: 'GET',
    path: '/open/app/site',
    command: 'SITE_OPERATOR',
    encoding: 'query',
    resource: { name: 'app', kind: 'read' },
    access: 'public',
    input: z.object({}),
    output: z.object({ result: siteOperatorSchema }),
  }),
} as const;
