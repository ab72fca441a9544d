import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SettingsStore } from '../settings/settings-store';
import { normalizeServerAddress } from '../settings/server-address';
import { loadLabPolicy, machinePolicyPath, resolveEffectiveConfig } from './policy';

const user = { serverAddress: 'https://user.example.kr', updateChannel: 'beta' as const, clientPath: '/home/u/client' };
const defaults = { serverAddress: 'https://default.example.kr' };

describe('resolveEffectiveConfig', () => {
  it('uses user settings over defaults when there is no policy', () => {
    expect(resolveEffectiveConfig({}, user, defaults)).toEqual({
      serverAddress: 'https://user.example.kr',
      serverAddressLocked: false,
      clientPath: '/home/u/client',
      clientPathLocked: false,
      classroom: null,
      updates: { enabled: true, channel: 'beta', channelLocked: false, url: null },
    });
    expect(resolveEffectiveConfig({}, { serverAddress: null, updateChannel: 'stable', clientPath: null }, defaults).serverAddress).toBe(
      'https://default.example.kr',
    );
  });

  it('lets admin policy beat every user setting', () => {
    const policy = {
      serverAddress: 'boda.school.kr',
      clientPath: 'C:\\Boda\\c.exe',
      updates: { enabled: false, channel: 'stable' as const, url: 'https://updates.school.local/boda/' },
      classroom: 'web' as const,
    };
    expect(resolveEffectiveConfig(policy, user, defaults)).toEqual({
      serverAddress: 'https://boda.school.kr',
      serverAddressLocked: true,
      clientPath: 'C:\\Boda\\c.exe',
      clientPathLocked: true,
      classroom: 'web',
      updates: { enabled: false, channel: 'stable', channelLocked: true, url: 'https://updates.school.local/boda/' },
    });
  });

  it("takes a lab's classroom choice and refuses an unknown one", async () => {
    expect(resolveEffectiveConfig({ classroom: 'native' }, user, defaults).classroom).toBe('native');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-policy-'));
    const machine = path.join(dir, 'machine.json');
    await writeFile(machine, JSON.stringify({ classroom: 'web' }));
    expect((await loadLabPolicy({ bundled: path.join(dir, 'none'), machine })).policy).toEqual({ classroom: 'web', updates: {} });
    await writeFile(machine, JSON.stringify({ classroom: 'browser' }));
    expect((await loadLabPolicy({ bundled: path.join(dir, 'none'), machine }, () => undefined)).policy).toEqual({});
  });

  it('ignores an unusable server address instead of locking to it', () => {
    const r = resolveEffectiveConfig({ serverAddress: 'ftp://x' }, user, defaults);
    expect(r).toMatchObject({ serverAddress: 'https://user.example.kr', serverAddressLocked: false });
  });
});

describe('loadLabPolicy', () => {
  it('merges bundled then machine policy and ignores invalid files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-policy-'));
    const bundled = path.join(dir, 'bundled.json');
    const machine = path.join(dir, 'machine.json');
    await writeFile(
      bundled,
      JSON.stringify({ updates: { channel: 'beta', url: 'https://a.example/' }, serverAddress: 'https://a.example' }),
    );
    await writeFile(machine, JSON.stringify({ updates: { enabled: false } }));
    expect(await loadLabPolicy({ bundled, machine })).toEqual({
      policy: { serverAddress: 'https://a.example', updates: { channel: 'beta', url: 'https://a.example/', enabled: false } },
      sources: [bundled, machine],
    });
    await writeFile(machine, JSON.stringify({ updates: { enabled: 'no' }, surprise: 1 }));
    const logs: string[] = [];
    const r = await loadLabPolicy({ bundled, machine }, (m) => logs.push(m));
    expect(r.sources).toEqual([bundled]);
    expect(logs[0]).toMatch(/ignoring invalid/);
    expect(await loadLabPolicy({ bundled: path.join(dir, 'none'), machine: path.join(dir, 'none2') })).toEqual({ policy: {}, sources: [] });
  });

  it('knows the machine policy location per OS', () => {
    expect(machinePolicyPath('win32', { ProgramData: 'C:\\ProgramData' })).toBe('C:\\ProgramData\\Boda Classroom\\policy.json');
    expect(machinePolicyPath('darwin', {})).toBe('/Library/Application Support/Boda Classroom/policy.json');
    expect(machinePolicyPath('linux', {})).toBe('/etc/boda-classroom/policy.json');
  });
});

describe('server address and settings store', () => {
  it('normalizes addresses to https origins', () => {
    expect(normalizeServerAddress(' boda.example.kr ')).toBe('https://boda.example.kr');
    expect(normalizeServerAddress('https://boda.example.kr/')).toBe('https://boda.example.kr');
    expect(normalizeServerAddress('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(normalizeServerAddress('http://boda.example.kr')).toBeNull();
    expect(normalizeServerAddress('https://boda.example.kr/path')).toBeNull();
    expect(normalizeServerAddress('https://u:p@boda.example.kr')).toBeNull();
    expect(normalizeServerAddress('javascript:alert(1)')).toBeNull();
  });

  it('persists settings and survives a corrupt file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-settings-'));
    const store = new SettingsStore(dir);
    expect((await store.load()).serverAddress).toBeNull();
    await store.update({ serverAddress: 'https://boda.example.kr', lastCompany: { companyId: 'acme' } });
    expect((await new SettingsStore(dir).load()).lastCompany).toEqual({ companyId: 'acme' });
    await writeFile(path.join(dir, 'settings.json'), '{not json');
    expect((await new SettingsStore(dir).load()).lastCompany).toBeNull();
  });
});
