/** Where a signed-out visit to a screen of the app goes once the learner has signed in. */
import { paths } from './paths';

/** The query parameter that carries, through Entrar or Cadastrar, the screen a signed-out visit asked for. */
export const RETURN_PARAM = 'volta';

/**
 * Where to go once signed in: the screen the visit first asked for (a link from WhatsApp, a reminder, an e-mail,
 * or a new tab opened before the session was restored), when it is an address of this app; else Início.
 */
export function returnTarget(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return paths.home;
  const pathname = target.split(/[?#]/)[0];
  return pathname === paths.signIn || pathname === paths.signUp ? paths.home : target;
}
