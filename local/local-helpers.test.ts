import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, localHelperRefusal } from './local-helpers.ts';

const PORT = 3000;
const fromThisMachine = { remoteAddress: '127.0.0.1', host: 'localhost:3000', origin: undefined };

describe('the local helpers answer only this machine', () => {
  it('knows the loopback addresses, also IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', '10.0.0.1', '::', 'fe80::1', '128.0.0.1', undefined, 'localhost']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('lets this machine in through each local host name with the cloud port, with or without its own Origin', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000']) {
      expect(localHelperRefusal({ ...fromThisMachine, host }, PORT), host).toBeUndefined();
      expect(localHelperRefusal({ ...fromThisMachine, host, origin: `http://${host.toLowerCase()}` }, PORT), host).toBeUndefined();
    }
    expect(localHelperRefusal({ ...fromThisMachine, remoteAddress: '::ffff:127.0.0.1' }, PORT)).toBeUndefined();
  });

  it('refuses a request from another machine', () => {
    expect(localHelperRefusal({ ...fromThisMachine, remoteAddress: '192.0.2.2' }, PORT)).toBe('not from this machine');
    expect(localHelperRefusal({ ...fromThisMachine, remoteAddress: '::ffff:192.0.2.2' }, PORT)).toBe('not from this machine');
    expect(localHelperRefusal({ ...fromThisMachine, remoteAddress: undefined }, PORT)).toBe('not from this machine');
  });

  it('refuses a foreign Host: another name (DNS rebinding), another port, or none', () => {
    for (const host of ['attacker.example:3000', 'attacker.example', 'localhost:3001', 'localhost', 'localhost.attacker.example:3000', undefined]) {
      expect(localHelperRefusal({ ...fromThisMachine, host }, PORT), String(host)).toBe('a foreign Host');
    }
  });

  it("refuses a foreign Origin: another site, another port, https, or an opaque origin", () => {
    for (const origin of ['https://attacker.example', 'http://localhost:3001', 'https://localhost:3000', 'null', 'http://localhost:3000.attacker.example']) {
      expect(localHelperRefusal({ ...fromThisMachine, origin }, PORT), origin).toBe('a foreign Origin');
    }
  });
});
