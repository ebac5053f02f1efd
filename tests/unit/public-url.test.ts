/** Links in e-mails and public pages come only from configuration, never from a request's headers. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { requestForLog } from '../../src/server/app';
import type { FastifyRequest } from 'fastify';

describe('PUBLIC_URL', () => {
  it('defaults to the loopback address the server listens on', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: 'localhost' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
  });

  it('is required on any other interface and behind a proxy', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://hub.exemplo.com.br/' }).publicUrl).toBe(
      'https://hub.exemplo.com.br',
    );
  });

  it('must be an http or https URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => loadConfig({ PUBLIC_URL: 'hub.exemplo.com.br' })).toThrow();
  });

  it('e-mails go to a mail folder beside the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'file:./data/hub.sqlite' }).mailDir).toBe('data/mail');
    expect(loadConfig({ DATABASE_URL: 'file:/srv/hub/db.sqlite' }).mailDir).toBe('/srv/hub/mail');
    expect(loadConfig({ MAIL_DIR: '/tmp/x' }).mailDir).toBe('/tmp/x');
  });
});

describe('the access log', () => {
  it('never shows a link token', () => {
    const request = {
      method: 'GET',
      url: '/redefinir-senha?utm=x&token=abc_DEF-123&b=1',
      host: '127.0.0.1:3000',
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as FastifyRequest;
    expect(requestForLog(request).url).toBe('/redefinir-senha?utm=x&token=[removido]&b=1');
  });
});
