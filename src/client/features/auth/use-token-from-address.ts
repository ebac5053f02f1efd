/**
 * The `token` of a link that came by e-mail, read once. `forget()` then leaves only the page's path in the address
 * bar (and the history entry): a token opens something while it is valid, and must not linger where others may
 * see it. A screen forgets it as soon as it has read it, or, when losing it would cost the learner (a reload
 * after a failed try offline), once the server has answered.
 */
import { useCallback, useState } from 'react';

export function useTokenFromAddress(search: string): { token: string | null; forget: () => void } {
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  const forget = useCallback(() => {
    if (new URLSearchParams(window.location.search).has('token')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);
  return { token, forget };
}
