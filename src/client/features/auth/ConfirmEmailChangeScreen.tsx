/** Opened from the link sent to a new address asked for in Ajustes (`/confirmar-novo-email?token=…`). */
import { ConfirmLinkScreen } from './ConfirmEmailScreen';

export default function ConfirmEmailChangeScreen() {
  return <ConfirmLinkScreen kind="change" />;
}
