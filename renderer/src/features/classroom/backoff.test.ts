import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './backoff';

describe('reconnect backoff', () => {
  it('waits 1, 2, 4, 8 seconds, then never more than 10', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});
