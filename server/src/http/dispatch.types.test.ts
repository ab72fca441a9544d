import type { CommandData, CommandParsedInput } from '@boda/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CommandHandler, CommandHandlers } from './dispatch';

/*
 * Compile-time checks (npm run typecheck): handler input and output types come from the contract,
 * so a handler answering the wrong shape does not build.
 */
describe('CommandHandler types', () => {
  it('infer input and output from the contract', () => {
    expectTypeOf<Parameters<CommandHandler<'user.GET'>>[0]>().toEqualTypeOf<CommandParsedInput<'user.GET'>>();
    expectTypeOf<Parameters<CommandHandler<'user.GET'>>[0]['userIdx']>().toEqualTypeOf<number>();
    expectTypeOf<Awaited<ReturnType<CommandHandler<'app.DOWNLOAD_CLIENT'>>>>().toEqualTypeOf<CommandData<'app.DOWNLOAD_CLIENT'>>();

    const good: CommandHandlers<'app.DOWNLOAD_CLIENT'> = {
      'app.DOWNLOAD_CLIENT': async (input) => ({ result: { downloadLink: `https://x/${input.os}` } }),
    };
    const bad: CommandHandlers<'app.DOWNLOAD_CLIENT'> = {
      // @ts-expect-error downloadLink must be a string
      'app.DOWNLOAD_CLIENT': async () => ({ result: { downloadLink: 1 } }),
    };
    expect(Object.keys(good)).toEqual(Object.keys(bad));
  });
});
