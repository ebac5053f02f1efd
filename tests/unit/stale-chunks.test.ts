/**
 * A chunk that fails to load after a deploy reloads the page once; one that fails because the device is
 * offline must not, or an installed app still starting its service worker turns into the browser's offline page.
 */
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();
Object.defineProperty(window, 'location', { value: { ...window.location, reload }, writable: true });

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

describe('guardStaleChunks', () => {
  afterEach(() => {
    reload.mockClear();
    sessionStorage.clear();
    setOnline(true);
  });

  it('reloads once when a chunk of an older deploy is missing, and not again within a minute', async () => {
    const { guardStaleChunks } = await import('../../src/client/features/sw/stale-chunks');
    guardStaleChunks();
    setOnline(true);
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while offline: the chunk is missing because there is no connection', async () => {
    const { guardStaleChunks } = await import('../../src/client/features/sw/stale-chunks');
    guardStaleChunks();
    setOnline(false);
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
