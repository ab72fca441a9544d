import { describe, expect, it } from 'vitest';
import { sampleExecParams } from '../../tests/desktop/fixtures/tickets';
import { buildExecArgs } from './params';

describe('buildExecArgs', () => {
  it('builds one --name=value element per parameter in a fixed order', () => {
    expect(buildExecArgs(sampleExecParams())).toEqual([
      '--room=R1001',
      '--meet=M77',
      '--join-mode=normal',
      '--join-token=jt.abc-123',
      '--user-idx=42',
      '--user-id=student01',
      '--user-name=Kim "Min" Ji; rm -rf /',
      '--user-type=12',
      '--server=https://class.boda.example.kr',
      '--lang=ko',
    ]);
  });

  it('leaves out optional meetCode for open-room joins and keeps a title as one element', () => {
    const args = buildExecArgs(
      sampleExecParams({ room: { roomCode: 'OPEN1', title: 'Math -- --server=evil' }, join: { joinToken: 't', mode: 'open' } }),
    );
    expect(args.some((a) => a.startsWith('--meet='))).toBe(false);
    expect(args).toContain('--title=Math -- --server=evil');
    expect(args.filter((a) => a.startsWith('--server='))).toEqual(['--server=https://class.boda.example.kr']);
  });

  it('refuses values a command line could misread', () => {
    expect(() => buildExecArgs(sampleExecParams({ room: { roomCode: 'R 1' } }))).toThrow();
    const base = sampleExecParams();
    expect(() => buildExecArgs({ ...base, user: { ...base.user, userName: 'a\nb' } })).toThrow();
    expect(() => buildExecArgs({ ...base, server: { url: 'http://evil.example.com' } })).toThrow();
    expect(() => buildExecArgs({ ...base, server: { url: 'file:///etc/passwd' } })).toThrow();
  });
});
