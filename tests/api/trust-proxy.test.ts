/**
 * TRUST_PROXY names the balancer: X-Forwarded-For is believed only on a connection from one of its addresses,
 * so a client that reaches an instance directly cannot pick the address its sign-in attempts count against.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { buildTestServer, type TestServer } from '../support/server';

const LIMIT = 3;

/** Sign-ins with a wrong password from `remoteAddress`, each claiming the address `forwardedFor(i)`. */
async function signIns(server: TestServer, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { email: `ninguem${i}@exemplo.com.br`, password: 'senha-errada-123' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** Required behind a proxy: links never come from forwarded headers. */
const PUBLIC_URL = 'https://hub.exemplo.com.br';

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from an address that is not the balancer: the limit counts the connection', async () => {
    const server = await buildTestServer({
      authRateLimit: LIMIT,
      env: { TRUST_PROXY: '10.9.9.9', PUBLIC_URL },
    });
    try {
      const statuses = await signIns(server, LIMIT + 1, (i) => `203.0.113.${i + 1}`);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await server.close();
    }
  });

  it('believes X-Forwarded-For from the balancer, so each learner behind it has a limit of their own', async () => {
    const server = await buildTestServer({
      authRateLimit: LIMIT,
      env: { TRUST_PROXY: '10.9.9.9, 127.0.0.1', PUBLIC_URL },
    });
    try {
      expect(await signIns(server, LIMIT + 1, (i) => `203.0.113.${i + 1}`)).toEqual([401, 401, 401, 401]);
      expect(await signIns(server, LIMIT + 1, () => '198.51.100.7')).toEqual([401, 401, 401, 429]);
    } finally {
      await server.close();
    }
  });

  it('takes addresses, networks and lists, and is off when empty or 0', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5', PUBLIC_URL }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/24, fd00::/8,127.0.0.1', PUBLIC_URL }).trustProxy).toEqual([
      '10.0.0.0/24',
      'fd00::/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback', PUBLIC_URL }).trustProxy).toEqual(['loopback']);
    for (const off of ['', '0', 'false', 'off'])
      expect(loadConfig({ TRUST_PROXY: off, PUBLIC_URL }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses to start with 1 or true, which would believe any client, saying what to give instead', () => {
    for (const everyone of ['1', 'true', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone, PUBLIC_URL })).toThrow(/balancer's address/);
    }
    for (const wrong of ['10.0.0.300', 'balancer.local', '10.0.0.0/40']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong, PUBLIC_URL })).toThrow(/TRUST_PROXY/);
    }
  });
});
