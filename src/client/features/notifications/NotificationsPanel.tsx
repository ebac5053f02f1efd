/**
 * The list of notifications, as a non-modal dialog under the header: Escape, "Fechar" or back closes it. A
 * notification that leads somewhere is one tappable row.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectNotifications } from '../../app/selectors';
import { selectNotificationsRead } from '../progress/progress-selectors';
import { markNotificationsRead } from './notifications-thunks';
import { Button, Muted } from '../../components/ui';
import { formatDay } from '../../../shared/format';
import { notificationText } from '../../../shared/notification-texts';

const Panel = styled.div`
  position: fixed;
  z-index: 30;
  top: 60px;
  /* Under the bell: the header's row is at most 1040 px wide, centred. */
  right: max(8px, calc((100vw - 1040px) / 2 + 16px));
  left: 8px;
  max-width: 420px;
  margin-left: auto;
  max-height: 70vh;
  overflow-y: auto;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.floatingShadow};
  padding: 12px 16px 16px;
  h2 {
    font-size: 1.1rem;
    margin: 4px 0 8px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  li[data-unread='true'] strong::before {
    content: '● ';
    color: ${(p) => p.theme.color.danger};
  }
`;
/** A notification: the whole row is the link when it leads somewhere. */
const item = css`
  display: block;
  min-height: 44px;
  padding: 10px 8px;
  margin: 0 -8px;
  border-radius: ${(p) => p.theme.radius.md};
  color: inherit;
  text-decoration: none;
  .quando {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin-top: 2px;
  }
  .ver {
    color: ${(p) => p.theme.color.primary};
    font-weight: 600;
  }
`;
const ItemText = styled.div`
  ${item}
`;
/** Wraps wouter's Link (styling it directly loses its navigation options' types). */
const ItemLink = styled.div`
  a {
    ${item}
    cursor: pointer;
  }
  a:hover {
    background: ${(p) => p.theme.color.primarySoft};
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
`;

function when(at: string): string {
  const day = at.length === 10 ? at : at.slice(0, 10);
  return formatDay(day, { day: 'numeric', month: 'short' });
}

export default function NotificationsPanel({
  onClose,
  onFollow,
}: {
  /** Closes the panel (and takes back the history step it added). */
  onClose: () => void;
  /** The learner followed a notification (its link replaced the panel's history step). */
  onFollow: () => void;
}) {
  const dispatch = useAppDispatch();
  const { list, unread } = useAppSelector(selectNotifications);
  const read = new Set(useAppSelector(selectNotificationsRead));
  const heading = useRef<HTMLHeadingElement>(null);

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Focus moves to the list once, when it opens; Escape closes it.
  useEffect(() => {
    heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const markRead = (ids: string[]) => void dispatch(markNotificationsRead(ids));

  return (
    <Panel role="dialog" aria-labelledby="notificacoes-titulo">
      <Row>
        <h2 id="notificacoes-titulo" ref={heading} tabIndex={-1}>
          Notificações
        </h2>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Fechar
        </Button>
      </Row>
      {list.length === 0 ? (
        <Muted as="p">Nada por aqui ainda. Estude um capítulo e volte!</Muted>
      ) : (
        <>
          {unread > 0 && (
            <Button type="button" $variant="secondary" onClick={() => markRead(list.map((n) => n.id))}>
              Marcar todas como lidas
            </Button>
          )}
          <ul aria-label="Lista de notificações">
            {list.map((n) => {
              const text = notificationText(n);
              const unreadNow = !read.has(n.id);
              const body = (
                <>
                  <strong>
                    {text.title}
                    {unreadNow && <span className="visually-hidden"> (não lida)</span>}
                  </strong>
                  <div>{text.body}</div>
                  <span className="quando">
                    <Muted as="small">{when(n.at)}</Muted>
                    {n.href && (
                      <span className="ver" aria-hidden>
                        Ver ›
                      </span>
                    )}
                  </span>
                </>
              );
              return (
                <li key={n.id} data-unread={unreadNow}>
                  {n.href ? (
                    <ItemLink>
                      <Link
                        href={n.href}
                        replace
                        onClick={() => {
                          markRead([n.id]);
                          onFollow();
                        }}
                      >
                        {body}
                      </Link>
                    </ItemLink>
                  ) : (
                    <ItemText>{body}</ItemText>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Panel>
  );
}
