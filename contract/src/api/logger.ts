import { z } from 'zod';
import { defineCommand } from './define';
import { LOG_MESSAGE_MAX, LOG_SHIPPING_MAX_ENTRIES } from './logLimits';

export * from './logLimits';

export const logEntrySchema = z.object({
  level: z.enum(['warn', 'error']),
  message: z.string().max(LOG_MESSAGE_MAX),
  stacktrace: z
    .string()
    .max(LOG_MESSAGE_MAX * 4)
    .optional(),
  /** ISO string or epoch milliseconds, as the browser logger produced it. */
  timestamp: z.union([z.string().max(64), z.number()]),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const loggerCommands = {
  'logger.ship': defineCommand({
    method: 'POST',
    path: '/open/logger',
    encoding: 'json',
    resource: { name: 'logger', kind: 'change' },
    access: 'public',
    input: z.object({ entries: z.array(logEntrySchema).min(1).max(LOG_SHIPPING_MAX_ENTRIES) }),
    output: z.object({ result: z.object({ accepted: z.number().int() }) }),
  }),
} as const;
