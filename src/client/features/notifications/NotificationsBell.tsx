/**
 * The header's bell: how many notifications are unread, on a badge; the list opens in a panel loaded on first
 * use. Opening the panel adds a step to the browser's history, so Android's back button (or the browser's)
 * closes it instead of leaving the app; closing it any other way takes that step back. Focus returns to the
 * bell.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import Bell from 'lucide-react/icons/bell';
import { useAppSelector } from '../../app/hooks';
import { selectNotifications } from '../../app/selectors';
import { counted } from '../../../shared/counts';
import { formatNumber } from '../../../shared/format';
import { IconButton } from '../shell/IconButton';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

/** The history step the open panel adds (its address is the screen's own). */
const PANEL_STEP = 'notificacoes';
const panelStepOnTop = () => (window.history.state as { hubPanel?: string } | null)?.hubPanel === PANEL_STEP;

const BellButton = styled(IconButton)`
  position: relative;
  padding: 0;
  /* In the button's top-right corner, over the bell's shoulder only: the bell stays recognisable. */
  .contagem {
    position: absolute;
    top: 0;
    right: 0;
    min-width: 12px;
    height: 16px;
    padding: 0 3px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.danger};
    /* The surface's colour on the danger red reads in both themes (white on dark red, ink on light red). */
    color: ${(p) => p.theme.color.surface};
    border: 2px solid ${(p) => p.theme.color.surface};
    box-sizing: content-box;
    font-size: 0.65rem;
    font-weight: 700;
    line-height: 16px;
    text-align: center;
  }
`;

export function NotificationsBell() {
  const { unread } = useAppSelector(selectNotifications);
  const [location] = useLocation();
  // The screen the panel was opened on: going to another screen closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null && openedOn === location;
  const button = useRef<HTMLButtonElement>(null);
  const label = unread > 0 ? counted('unreadNotifications', unread) : 'Notificações';

  const closed = useCallback(() => {
    setOpenedOn(null);
    button.current?.focus();
  }, []);

  // Back (Android's button, the browser's) takes the panel's step away: close it.
  useEffect(() => {
    if (!open) return;
    const onPop = () => {
      if (!panelStepOnTop()) closed();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [open, closed]);

  const openPanel = () => {
    window.history.pushState({ ...(window.history.state as object | null), hubPanel: PANEL_STEP }, '');
    setOpenedOn(location);
  };
  /** Closed from inside the app: the step it added goes too, so back then goes where the learner expects. */
  const closePanel = () => {
    closed();
    if (panelStepOnTop()) window.history.back();
  };

  return (
    <>
      <BellButton
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? closePanel() : openPanel())}
      >
        <Bell size={20} aria-hidden />
        {unread > 0 && (
          <span className="contagem" data-testid="notificacoes-ponto" aria-hidden>
            {unread > 99 ? '99+' : formatNumber(unread)}
          </span>
        )}
      </BellButton>
      {open && (
        <Suspense fallback={null}>
          {/* Following a notification replaces the panel's step with the screen it opens. */}
          <NotificationsPanel onClose={closePanel} onFollow={closed} />
        </Suspense>
      )}
    </>
  );
}
