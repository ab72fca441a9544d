import { z } from 'zod';
import { ClientOs } from '../enums';
import { defineCommand } from './define';

export const appCommands = {
  'app.DOWNLOAD_CLIENT': defineCommand({
    method: 'GET',
    path: '/open/app/bodaApp',
    command: 'DOWNLOAD_CLIENT',
    encoding: 'query',
    access: 'public',
    input: z.object({ os: z.enum(ClientOs) }),
    output: z.object({ result: z.object({ downloadLink: z.string() }) }),
  }),
} as const;
