import type { CommandData, CommandParsedInput } from '@boda/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OpenContext, OptionalContext, SignedInContext } from './context';
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

  it("type the context by the command's access: no caller for public commands, a caller for signed-in ones", () => {
    expectTypeOf<Parameters<CommandHandler<'company.GET_ID_NORMAL'>>[1]>().toEqualTypeOf<OpenContext>();
    expectTypeOf<Parameters<CommandHandler<'login.LOGIN_INFO'>>[1]>().toEqualTypeOf<OptionalContext>();
    expectTypeOf<Parameters<CommandHandler<'room.MOD'>>[1]>().toEqualTypeOf<SignedInContext>();
    expectTypeOf<Parameters<CommandHandler<'room.MOD'>>[1]['auth']['companyIdx']>().toEqualTypeOf<number>();

    const handlers: CommandHandlers<'company.GET_ID_NORMAL' | 'room.DEL'> = {
      // @ts-expect-error a public command's handler has no caller to rely on
      'company.GET_ID_NORMAL': async (_input, ctx: SignedInContext) => ({
        result: { companyId: String(ctx.auth.userIdx), companyCode: '', companyName: '', edition: '' },
      }),
      // A signed-in command's context always has the caller: no null check needed.
      'room.DEL': async (input, ctx) => ({ result: { roomCode: `${input.roomCode}${ctx.auth.userIdx}` } }),
    };
    expect(Object.keys(handlers)).toHaveLength(2);
  });
});
