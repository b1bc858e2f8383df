import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback-only.ts';

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8 and ::1 in every spelling Node reports', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.1.2',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
    ])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('refuses every other address, names and nothing', () => {
    for (const address of [
      '10.0.0.1',
      '128.0.0.1',
      '::ffff:10.0.0.1',
      '::2',
      '198.18.0.2',
      'localhost',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});
