import { describe, expect, it } from 'vitest';
import { busyPorts, ephemeralPortStart, findFreeBasePort, portsFrom } from './ports.js';

describe('findFreeBasePort', () => {
  it('picks a free block wholly below the ports the kernel gives outgoing connections, which could take one while the runtime boots', async () => {
    const start = ephemeralPortStart();
    expect(start, 'the kernel range as /proc gives it (Linux default 32768)').toBeGreaterThan(1024);
    for (let i = 0; i < 20; i++) {
      const base = await findFreeBasePort();
      const block = Object.values(portsFrom(base));
      expect(Math.max(...block), `block from ${base}`).toBeLessThan(start);
      expect(await busyPorts(base)).toEqual([]);
    }
  });
});
