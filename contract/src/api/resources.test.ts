import { describe, expect, it } from 'vitest';
import { commands } from './index';
import { changedResources, resources, type ResourceChange } from './resources';

const entries = Object.entries(commands);
const known = new Set<string>(resources);

describe('resource of each command', () => {
  it('every command names a known resource and whether it reads or changes it', () => {
    const missing = entries.filter(([, spec]) => !known.has(spec.resource.name) || !['read', 'change'].includes(spec.resource.kind));
    expect(missing.map(([name]) => name)).toEqual([]);
    expect(entries.length).toBeGreaterThan(150);
  });

  it('every changing command makes at least its own resource stale, and only known ones', () => {
    for (const [name, spec] of entries) {
      if (spec.resource.kind !== 'change') continue;
      const changed = changedResources(spec.resource);
      expect(changed[0], name).toBe(spec.resource.name);
      expect(
        changed.filter((r) => !known.has(r)),
        name,
      ).toEqual([]);
    }
  });

  it('a read changes nothing', () => {
    expect(changedResources(commands['room.LIST'].resource)).toEqual([]);
    expect(changedResources(commands['user.GET_ME'].resource)).toEqual([]);
  });

  it('what a change keeps is a read of a resource it changes', () => {
    for (const [name, spec] of entries) {
      const keeps = (spec.resource as ResourceChange).keeps ?? [];
      for (const kept of keeps) {
        const read = commands[kept as keyof typeof commands] as (typeof commands)[keyof typeof commands] | undefined;
        expect(read?.resource.kind, `${name} keeps ${kept}`).toBe('read');
        expect(changedResources(spec.resource), `${name} keeps ${kept}`).toContain(read?.resource.name);
      }
    }
  });

  it('says what reaches other screens: a renamed user shows in the room lists, a closed class settles later', () => {
    expect(changedResources(commands['user.MODIFY_NAME'].resource)).toEqual(['user', 'group', 'roomUser', 'room']);
    expect(commands['roomJoin.CLOSE'].resource).toMatchObject({ kind: 'change', settles: true });
    expect(commands['message.recv.GET'].resource.kind).toBe('change');
    expect(commands['message.send.GET'].resource.kind).toBe('read');
  });
});
