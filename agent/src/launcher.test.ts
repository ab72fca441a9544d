import { describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { installFakeClient } from '../../tests/desktop/fixtures/class-client';
import { sampleExecParams } from '../../tests/desktop/fixtures/tickets';
import { Launcher } from './launcher';
import { buildExecArgs } from './params';

const at = (path: string) => () => Promise.resolve({ found: true as const, path });
const monitorParams = () => {
  const p = sampleExecParams();
  return { ...p, user: { ...p.user, userTypeCd: 4 } };
};

describe('Launcher', () => {
  it('spawns the client with shell:false and exactly the built argument array', async () => {
    const client = await installFakeClient({ lingerMs: 10_000 });
    const spawnSpy = vi.fn(spawn);
    const launcher = new Launcher({ locate: at(client.binary), joinWaitMs: 300, spawn: spawnSpy });
    const outcome = await launcher.launch(sampleExecParams());
    expect(outcome).toEqual({ ok: true });
    const record = await client.argv();
    expect(record.argv).toEqual(buildExecArgs(sampleExecParams()));
    expect(record.cwd).toBe(client.dir);
    expect(spawnSpy).toHaveBeenCalledTimes(1);
    const [command, args, options] = spawnSpy.mock.calls[0];
    expect(command).toBe(client.binary);
    expect(args).toEqual(record.argv);
    expect(options).toMatchObject({ shell: false });
    process.kill(record.pid);
  });

  it('reports ALREADY_RUNNING while its own child is alive, and launches again after it exits', async () => {
    const client = await installFakeClient({ lingerMs: 800 });
    const launcher = new Launcher({ locate: at(client.binary), joinWaitMs: 200 });
    expect(await launcher.launch(sampleExecParams())).toEqual({ ok: true });
    expect(launcher.isRunning()).toBe(true);
    expect(await launcher.launch(sampleExecParams())).toEqual({ ok: false, error: 'ALREADY_RUNNING' });
    expect(await client.exit()).toEqual({ exitCode: 0 });
    await vi.waitFor(() => expect(launcher.isRunning()).toBe(false));
    expect(await launcher.launch(sampleExecParams())).toEqual({ ok: true });
  });

  it('refuses concurrent launches during the join wait', async () => {
    const client = await installFakeClient({ lingerMs: 2000 });
    const launcher = new Launcher({ locate: at(client.binary), joinWaitMs: 300 });
    const [a, b] = await Promise.all([launcher.launch(sampleExecParams()), launcher.launch(sampleExecParams())]);
    expect([a, b]).toContainEqual({ ok: true });
    expect([a, b]).toContainEqual({ ok: false, error: 'ALREADY_RUNNING' });
    process.kill((await client.argv()).pid);
  });

  it('uses the process probe for clients it did not start', async () => {
    const client = await installFakeClient();
    const probe = vi.fn(() => Promise.resolve(true));
    const launcher = new Launcher({ locate: at(client.binary), joinWaitMs: 100, probe });
    expect(await launcher.launch(sampleExecParams())).toEqual({ ok: false, error: 'ALREADY_RUNNING' });
    expect(probe).toHaveBeenCalledWith(client.binary);
  });

  it('refuses monitoring joins off Windows before looking for the client', async () => {
    const locate = vi.fn(at('/never'));
    for (const platform of ['linux', 'darwin'] as const) {
      const launcher = new Launcher({ locate, platform });
      expect(await launcher.launch(monitorParams())).toEqual({ ok: false, error: 'MONITOR_NOT_SUPPORTED' });
      const p = sampleExecParams();
      expect(await launcher.launch({ ...p, join: { ...p.join, mode: 'monitor' } })).toEqual({ ok: false, error: 'MONITOR_NOT_SUPPORTED' });
    }
    expect(locate).not.toHaveBeenCalled();
  });

  it('lets monitoring joins through on Windows', async () => {
    const client = await installFakeClient();
    const launcher = new Launcher({ locate: at(client.binary), platform: 'win32', joinWaitMs: 2000 });
    expect(await launcher.launch(monitorParams())).toEqual({ ok: true });
    expect((await client.argv()).argv).toContain('--user-type=4');
  });

  it('reports NOT_INSTALLED and LAUNCH_FAILED', async () => {
    const missing = new Launcher({ locate: () => Promise.resolve({ found: false, searched: [] }) });
    expect(await missing.launch(sampleExecParams())).toEqual({ ok: false, error: 'NOT_INSTALLED' });
    const crashing = await installFakeClient({ exitCode: 3 });
    const launcher = new Launcher({ locate: at(crashing.binary), joinWaitMs: 3000 });
    expect(await launcher.launch(sampleExecParams())).toEqual({ ok: false, error: 'LAUNCH_FAILED' });
    const gone = new Launcher({ locate: at('/nonexistent/boda-class'), joinWaitMs: 3000 });
    expect(await gone.launch(sampleExecParams())).toEqual({ ok: false, error: 'LAUNCH_FAILED' });
  });
});
