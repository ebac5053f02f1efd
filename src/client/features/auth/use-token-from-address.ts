/**
 * The `token` of a link that came by e-mail, read once; then the address bar (and the history entry) keep only
 * the page's path: the token opens an account while it is valid, and must not linger where others may see it.
 */
import { useEffect, useState } from 'react';

export function useTokenFromAddress(search: string): string | null {
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);
  return token;
}
