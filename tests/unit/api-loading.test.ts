/**
 * The API client loads after the first screen, in parts (app/thunk.ts), and the schemas of the answers the first
 * sync never gets load with the first request that needs them (lib/api.ts). A part that cannot be had (offline
 * on a first visit) must cost nothing: no request sent whose answer could not be read, and a later try loads it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/shared/certificate');
  vi.doUnmock('../../src/client/lib/api');
  vi.unstubAllGlobals();
  vi.resetModules();
});

const missingChunk = () => {
  throw new TypeError('Failed to fetch dynamically imported module');
};

describe('the API client, loaded in parts', () => {
  it('sends no request when the schema of its answer cannot be loaded, and says the connection failed', async () => {
    vi.resetModules();
    vi.doMock('../../src/shared/certificate', missingChunk);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { api, ApiError } = await import('../../src/client/lib/api');
    const failure = await api.issueCertificate().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as InstanceType<typeof ApiError>).isNetwork).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads an answer with a schema it loads on first use', async () => {
    vi.resetModules();
    const certificate = {
      code: 'ABC123',
      url: 'https://hub.example/certificado/ABC123',
      name: 'Ana Souza',
      issuedAt: '2026-11-30T12:00:00.000Z',
      chapters: [{ id: '1', title: 'Fundamentos' }],
      courseMinutes: 660,
      exam: null,
      planCompletedAt: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(certificate), { status: 200 })),
    );
    const { api } = await import('../../src/client/lib/api');
    await expect(api.certificate()).resolves.toEqual(certificate);
    // And refuses an answer that is not one.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 1 }), { status: 200 })),
    );
    await expect(api.certificate()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('loads the API again after a load that failed', async () => {
    vi.resetModules();
    vi.doMock('../../src/client/lib/api', missingChunk);
    const { loadApi } = await import('../../src/client/app/thunk');
    await expect(loadApi()).rejects.toThrow();
    vi.doUnmock('../../src/client/lib/api');
    const api = await loadApi();
    expect(typeof api.api.me).toBe('function');
  });
});
