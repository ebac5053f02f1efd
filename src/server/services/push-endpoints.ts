/**
 * The endpoints the server will post push messages to. A subscription's endpoint comes from the browser, so
 * from anyone: only https addresses of the known push services (Google's, Mozilla's, Apple's, Microsoft's) on
 * the default port are taken, plus the exact origins an administrator lists in PUSH_ALLOWED_ORIGINS (a
 * self-hosted push service, the tests'). Internal addresses, IP literals, plain http, user info and other ports
 * are refused, so a learner can never make the server send requests where it should not. Redirects are never
 * followed when posting (push-sender.ts).
 */
import { isIP } from 'node:net';

/** Hosts of the push services browsers use, exactly. */
const KNOWN_HOSTS = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
]);
/** Push services with one host per region or shard (web.push.apple.com, wns2-by3p.notify.windows.com). */
const KNOWN_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];
/** Other Google hosts, only on their push paths. */
const GOOGLE_PUSH_PATHS = ['/fcm/', '/wp/'];

export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: string };

export const ENDPOINT_REFUSED_MESSAGE =
  'Este endereço de notificações não é de um serviço de push conhecido. Ative os lembretes pelo navegador deste aparelho.';

function isKnownPushService(url: URL): boolean {
  const host = url.hostname;
  if (KNOWN_HOSTS.has(host)) return true;
  if (KNOWN_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)) return true;
  return host.endsWith('.googleapis.com') && GOOGLE_PUSH_PATHS.some((p) => url.pathname.startsWith(p));
}

/** Whether the server may post to `endpoint`; `allowedOrigins` as parsed from PUSH_ALLOWED_ORIGINS. */
export function checkPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'user info' };
  if (url.hash) return { ok: false, reason: 'fragment' };
  // An origin an administrator listed: exactly that scheme, host and port.
  if (allowedOrigins.includes(url.origin)) return { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.port !== '') return { ok: false, reason: 'port' };
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return { ok: false, reason: 'IP literal' };
  if (!isKnownPushService(url)) return { ok: false, reason: 'unknown host' };
  return { ok: true, url };
}
