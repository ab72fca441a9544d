import { type CommandData, type CommandParsedInput, ErrorCode, LOGGER_NAME_HEADER } from '@boda/contract';
import type { OpenContext } from '../../http/context';
import { AppError } from '../../errors';

const DEFAULT_LOGGER = 'browser';

/** Logger names end up as log fields: keep them short and plain. */
function loggerName(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  const cleaned = (value ?? '').replace(/[^\w.\-:/]/g, '').slice(0, 100);
  return cleaned || DEFAULT_LOGGER;
}

/** Browser log shipping (warn and error only): written to the server log under the logger's name. */
export async function shipLogs(input: CommandParsedInput<'logger.ship'>, ctx: OpenContext): Promise<CommandData<'logger.ship'>> {
  // The call is open, so a misbehaving page must not be able to flood the server log.
  if (!(await ctx.runtime.loggerLimiter.hit(ctx.ip))) {
    throw new AppError(ErrorCode.TOO_MANY_LOGIN_ATTEMPTS, 'Too many log entries. Please slow down.');
  }
  const log = ctx.log.child({ clientLogger: loggerName(ctx.headers[LOGGER_NAME_HEADER]), source: 'browser' });
  for (const entry of input.entries) {
    const fields = { clientTimestamp: entry.timestamp, stacktrace: entry.stacktrace };
    if (entry.level === 'error') log.error(fields, entry.message);
    else log.warn(fields, entry.message);
  }
  return { result: { accepted: input.entries.length } };
}
