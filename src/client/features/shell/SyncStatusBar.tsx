/**
 * One slim bar for the connection and what waits to reach the learner's account: offline, the learner's own
 * actions by kind while they wait, and "Tudo salvo na sua conta ✓" once everything has arrived (then it goes).
 * It floats above the tab bar, over room every screen keeps free at its end, so it never moves the page.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import CloudOff from 'lucide-react/icons/cloud-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useAppSelector } from '../../app/hooks';
import { selectPendingCount } from '../../app/selectors';
import { selectPendingSummary, selectSyncing } from '../sync/outbox-selectors';
import { useOnline } from './useOnline';

/** How long "Tudo salvo na sua conta ✓" stays before the bar leaves. */
export const SAVED_NOTICE_MS = 3500;

const Bar = styled.div`
  position: fixed;
  z-index: 15;
  left: 8px;
  right: 8px;
  bottom: calc(64px + env(safe-area-inset-bottom));
  max-width: 560px;
  margin: 0 auto;
  pointer-events: none;
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    bottom: 16px;
  }
  &:empty {
    display: none;
  }
`;
const Line = styled.p<{ $tone: 'neutral' | 'waiting' | 'saved' }>`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radius.md};
  font-size: 0.875rem;
  line-height: 1.3;
  box-shadow: ${(p) => p.theme.shadow};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) =>
    p.$tone === 'saved'
      ? p.theme.color.successSoft
      : p.$tone === 'waiting'
        ? p.theme.color.warningSoft
        : p.theme.color.surface};
  color: ${(p) =>
    p.$tone === 'saved'
      ? p.theme.color.success
      : p.$tone === 'waiting'
        ? p.theme.color.warning
        : p.theme.color.text};
  svg {
    flex: none;
  }
`;

/**
 * Online, an action usually reaches the server in well under a second: the bar only speaks of it when it is
 * still waiting after this long (a slow or unreachable server), so a tick on the checklist does not flash it.
 */
export const WAITING_SHOWN_AFTER_MS = 2000;

/**
 * Whether the learner's waiting actions are worth showing, and whether "Tudo salvo" is due: after being
 * offline, or after the bar said something was waiting, once every event has reached the server.
 */
function useSyncNotices(online: boolean, pending: number, theirs: boolean) {
  const [lingering, setLingering] = useState(false);
  const [owed, setOwed] = useState(false);
  const [saved, setSaved] = useState(false);

  // Adjusted while rendering (React's way for state that follows other values), not in an effect.
  if (lingering && !(online && theirs)) setLingering(false);
  if ((!online || lingering) && (!owed || saved)) {
    setOwed(true);
    setSaved(false);
  } else if (online && !lingering && pending === 0 && owed) {
    setOwed(false);
    setSaved(true);
  }

  useEffect(() => {
    if (!online || !theirs) return;
    const timer = setTimeout(() => setLingering(true), WAITING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [online, theirs]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  // Back from offline, what still waits is shown at once: the learner is watching for it to leave.
  return { showWaiting: lingering || owed, saved };
}

export function SyncStatusBar() {
  const online = useOnline();
  const pending = useAppSelector(selectPendingCount);
  const summary = useAppSelector(selectPendingSummary);
  const syncing = useAppSelector(selectSyncing);
  const { showWaiting, saved } = useSyncNotices(online, pending, summary !== null);

  let line = null;
  if (!online) {
    line = (
      <Line $tone="neutral">
        <CloudOff size={16} aria-hidden />
        {summary
          ? `Você está offline. Aguardando envio: ${summary}.`
          : 'Você está offline. Pode continuar estudando: tudo fica salvo neste aparelho.'}
      </Line>
    );
  } else if (summary && showWaiting) {
    line = (
      <Line $tone="waiting">
        <RefreshCw size={16} aria-hidden />
        Aguardando envio: {summary}
        {syncing ? '…' : '.'}
      </Line>
    );
  } else if (saved) {
    line = <Line $tone="saved">Tudo salvo na sua conta ✓</Line>;
  }

  // `data-waiting` counts every event not yet on the server (chapter opens included), for whoever needs to
  // know the device has sent everything.
  return (
    <Bar role="status" aria-live="polite" data-testid="sync-status" data-waiting={pending}>
      {line}
    </Bar>
  );
}
