/** The header's bell: a dot while something is unread; the list opens in a panel loaded on first use. */
import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { selectNotifications } from '../../app/selectors';
import { IconButton } from '../shell/IconButton';
import { counted } from '../../../shared/counts';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

const BellButton = styled(IconButton)`
  position: relative;
  padding: 0;
  .dot {
    position: absolute;
    top: 8px;
    right: 9px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.danger};
    border: 2px solid ${(p) => p.theme.color.surface};
  }
`;

export function NotificationsBell() {
  const { unread } = useAppSelector(selectNotifications);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = unread > 0 ? `Notificações: ${counted('unread', unread)}` : 'Notificações';
  return (
    <>
      <BellButton
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Bell size={20} aria-hidden />
        {unread > 0 && <span className="dot" data-testid="notificacoes-ponto" aria-hidden />}
      </BellButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
