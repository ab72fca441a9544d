import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor, readIceEnv } from './ice';

describe('ICE_SERVERS, TURN_URLS, TURN_SECRET', () => {
  it('default to no ICE servers', () => {
    expect(readIceEnv({})).toEqual({ iceServers: [], turn: null });
  });

  it('accept a JSON array of RTCIceServer and stop the start on anything else, naming the setting', () => {
    const ice = readIceEnv({
      ICE_SERVERS: '[{"urls":"stun:stun.example:3478"},{"urls":["turn:t.example"],"username":"u","credential":"c"}]',
    });
    expect(ice.iceServers).toHaveLength(2);
    for (const bad of ['{"urls":"stun:x"}', 'not json', '[{"urls":"http://x"}]', '[{"urls":"stun:x","extra":1}]']) {
      expect(() => readIceEnv({ ICE_SERVERS: bad })).toThrow(/ICE_SERVERS/);
    }
    expect(() => readIceEnv({ TURN_URLS: 'turn:t.example' })).toThrow(/TURN_SECRET/);
    expect(() => readIceEnv({ TURN_URLS: 'stun:t.example', TURN_SECRET: 's' })).toThrow(/TURN_URLS/);
  });

  it('give each participant TURN credentials of the coturn REST scheme, valid one hour', () => {
    const ice = readIceEnv({ TURN_URLS: 'turn:t.example:3478,turns:t.example:5349', TURN_SECRET: 'shared' });
    const now = new Date('2026-01-01T00:00:00Z');
    const [turn] = iceServersFor(ice, 'm7', now);
    const expiry = now.getTime() / 1000 + 3600;
    expect(turn).toEqual({
      urls: ['turn:t.example:3478', 'turns:t.example:5349'],
      username: `${expiry}:m7`,
      credential: createHmac('sha1', 'shared').update(`${expiry}:m7`).digest('base64'),
    });
  });
});
