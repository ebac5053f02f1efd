/** Recovering from a chunk an older deploy had and the new one removed. */
/**
 * A tab opened before a deploy can ask for a chunk the new deploy removed: reload once to get the new app,
 * but never in a loop.
 */
export function guardStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'hub-chunk-reload';
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) return;
    // Offline, the chunk is missing for want of a connection, not because of a deploy: a reload would only
    // swap the app for the browser's offline page (before the service worker controls it). The import fails
    // instead, and the screen that needed it says so.
    if (!navigator.onLine) return;
    event.preventDefault();
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  });
}
