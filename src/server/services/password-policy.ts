/**
 * What makes a new password acceptable (NIST SP 800-63B): long enough, not absurdly long, and not one that
 * attackers try first. Used wherever a learner chooses a password: sign-up, reset, change.
 */
import { CREDENTIAL_MESSAGES, MIN_PASSWORD_LENGTH } from '../../shared/credentials.js';

/** The learner's own data, which a password should not simply repeat. */
interface PasswordContext {
  email?: string;
  name?: string;
}

type StrengthModule = typeof import('../../shared/password-strength.js');
let strength:
  | Promise<{
      estimate: ReturnType<StrengthModule['createPasswordEstimator']>;
      explain: StrengthModule['weakPasswordMessage'];
    }>
  | undefined;

/**
 * The dictionaries are loaded and ranked once per process, on the first password checked: a server that only
 * signs learners in never pays for them.
 */
function loadStrength() {
  strength ??= import('../../shared/password-strength.js').then((m) => ({
    estimate: m.createPasswordEstimator(),
    explain: m.weakPasswordMessage,
  }));
  return strength;
}

/** A pt-BR reason the password cannot be used, or null when it is fine. */
export async function passwordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<string | null> {
  const value = password.normalize('NFC');
  if ([...value].length < MIN_PASSWORD_LENGTH) return CREDENTIAL_MESSAGES.passwordTooShort;
  const lower = value.toLowerCase();
  const own = [context.email?.split('@')[0], ...(context.name?.split(/\s+/) ?? [])]
    .filter((part): part is string => Boolean(part && part.length >= 3))
    .map((part) => part.toLowerCase());
  if (own.some((part) => lower === part || lower.replace(/\d+$/, '') === part)) {
    return 'A senha não pode ser só o seu nome ou e-mail.';
  }
  const { estimate, explain } = await loadStrength();
  const result = estimate(value, { name: context.name, email: context.email });
  return result.acceptable ? null : explain(result);
}
