/**
 * What a signed-out screen hands to the next one, kept in memory only: never stored on the device (signing out
 * leaves nothing behind) and never in the address (where logs and history would keep an e-mail).
 *
 * - the e-mail typed on Entrar, for "Esqueci minha senha";
 * - the farewell after the account was deleted;
 * - whether a learner ever signed in on this device, which decides whether a first visit opens on Cadastrar
 *   (this one is kept in localStorage: it holds no one's data, only that the device was used).
 */

let typedEmail = '';
let farewell = false;
const KNOWN_DEVICE_KEY = 'hub_conta_neste_aparelho';

export function handOffEmail(email: string): void {
  typedEmail = email.trim();
}
export function handedOffEmail(): string {
  return typedEmail;
}

export function sayFarewell(): void {
  farewell = true;
}
/** Whether the account was just deleted; asking again after `farewellSaid` says no. */
export function farewellDue(): boolean {
  return farewell;
}
export function farewellSaid(): void {
  farewell = false;
}

/** Called whenever a learner is signed in: from then on the device opens on Entrar. */
export function rememberLearnerOnDevice(): void {
  try {
    localStorage.setItem(KNOWN_DEVICE_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the device just keeps opening on Cadastrar.
  }
}
export function learnerSignedInOnDevice(): boolean {
  try {
    return localStorage.getItem(KNOWN_DEVICE_KEY) === '1';
  } catch {
    return false;
  }
}
