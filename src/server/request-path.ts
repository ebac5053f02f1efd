/**
 * The path of a request as the router reads it: without the query string, percent-encoding decoded. Decisions
 * about where a request goes are made on this, never on the raw URL ("/%61pi/x?y=a.b" is /api/x).
 */
export function requestPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    // Broken encoding: the router refuses such a path before any handler, so this is only a fallback.
    return path;
  }
}
