import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors';
import { Permission } from '../permissions';
import { authModeOf, isAccess, USER_ADMIN_ACCESS } from './access';
import { defineCommand } from './define';
import { defineDownload } from './download';
import { commands, downloads } from './index';

describe('access declarations', () => {
  it('are on every command and download, and derive the token mode', () => {
    for (const [name, spec] of Object.entries({ ...commands, ...downloads })) {
      expect(isAccess(spec.access), name).toBe(true);
      expect(spec.auth, name).toBe(authModeOf(spec.access));
    }
  });

  it('cover the manage-only commands with their permission and role', () => {
    expect(commands['user.SAVE'].access).toBe(USER_ADMIN_ACCESS);
    expect(commands['group.LIST'].access).toEqual({ area: 'any', permissions: [Permission.MANAGE_ACCESS] });
    expect(commands['memo.LIST'].access).toMatchObject({ denied: ErrorCode.NO_USER_PERMISSION });
    expect(commands['monitor.LIST'].access).toMatchObject({ area: 'manage' });
    expect(commands['login.loginBoda'].access).toBe('public');
    expect(commands['openRoom.JOIN_INFO'].access).toBe('optional');
  });

  it('is required: a command or download without one does not compile', () => {
    const base = { method: 'GET', path: '/boda/x', command: 'X', encoding: 'query', input: z.object({}), output: z.object({}) } as const;
    // @ts-expect-error access is required
    const command = defineCommand(base);
    // @ts-expect-error an unknown area is not an access declaration
    const badArea = defineCommand({ ...base, access: { area: 'everywhere' } });
    // @ts-expect-error access is required on downloads too
    const download = defineDownload({ method: 'GET', path: '/boda/x', command: 'X', input: z.object({}) });
    expect(isAccess(command.access)).toBe(false);
    expect(isAccess(badArea.access)).toBe(false);
    expect(isAccess(download.access)).toBe(false);
  });
});
