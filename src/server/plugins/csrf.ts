/**
 * Cross-site request forgery defence beyond the SameSite=Lax cookie: a state-changing request made by a browser
 * must come from the app's own pages.
 *
 * Browsers say where a request comes from in headers pages cannot set: `Sec-Fetch-Site` (current browsers)
 * and `Origin`. When `Sec-Fetch-Site` is present it decides alone; otherwise `Origin`, when present, must be
 * the app's. Requests with neither (curl, other servers, tests) are not from a browser page and pass.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url;
  } catch {
    return undefined;
  }
}

function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/** Whether `Origin` names the app itself. */
function isOwnOrigin(request: FastifyRequest, origin: string, publicUrl?: string): boolean {
  const url = parseOrigin(origin);
  if (!url) return false;
  if (publicUrl && url.origin === new URL(publicUrl).origin) return true;
  // The host the browser addressed (Host, or X-Forwarded-Host behind a trusted proxy), read with the Origin's
  // scheme: a proxy that ends TLS without TRUST_PROXY makes the request look like http, but its host is right.
  // The Origin's scheme also decides which port is the default one, so "https://x" matches "x:443".
  let own: string;
  try {
    own = new URL(`${url.protocol}//${request.host}`).origin;
  } catch {
    return false;
  }
  if (url.origin === own) return true;
  // In development Vite's proxy serves the pages on localhost:5173 and forwards /api with the Host rewritten to
  // the API's own address (127.0.0.1:3000): both ends are this machine.
  const requestHostname = hostnameOf(request.host);
  return LOOPBACK.has(url.hostname) && requestHostname !== undefined && LOOPBACK.has(requestHostname);
}

export default fp<{ publicUrl?: string }>(async (app, { publicUrl }) => {
  app.addHook('onRequest', async (request) => {
    // Every state-changing request, whatever its path: the router decodes percent-encoding ("/%61pi/…" reaches
    // /api/…), so a test on the raw URL could be walked around, and no page route changes anything anyway.
    if (!STATE_CHANGING.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const allowed =
      fetchSite !== undefined
        ? ALLOWED_FETCH_SITES.has(String(fetchSite))
        : origin === undefined || isOwnOrigin(request, origin, publicUrl);
    if (!allowed) {
      throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'Esta ação só pode ser feita pelo próprio app.');
    }
  });
});
