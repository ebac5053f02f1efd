/** A modal confirmation on the native <dialog>: focus trap, Esc and the back-drop come with the platform. */
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './ui';

const Dialog = styled.dialog`
  border: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  padding: 20px;
  max-width: min(440px, calc(100vw - 32px));
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  &::backdrop {
    background: ${(p) => p.theme.color.overlay};
  }
  h2 {
    font-size: 1.15rem;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
`;

/** The history step an open confirmation adds (its address is the screen's own). */
const DIALOG_STEP = 'confirmacao';
const stepOnTop = () => (window.history.state as { hubPanel?: string } | null)?.hubPanel === DIALOG_STEP;

/**
 * Open, the dialog adds a step to the browser's history, so Android's back button (or the browser's) answers
 * "cancel" instead of leaving the screen behind it. Answered from inside, the dialog goes at once, its step is
 * taken back, and only then does the answer run: a screen the answer opens is never undone by that step back.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelFromBack = useEffectEvent(() => props.onCancel());
  const goingBack = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) {
      d.showModal?.();
      if (!stepOnTop())
        window.history.pushState({ ...(window.history.state as object | null), hubPanel: DIALOG_STEP }, '');
    }
    if (!props.open && d.open) d.close?.();
  }, [props.open]);

  // Back while open took the step away: that is a "cancel".
  useEffect(() => {
    if (!props.open) return;
    const onPop = () => {
      if (!goingBack.current && !stepOnTop()) cancelFromBack();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [props.open]);

  const answer = (run: () => void) => {
    if (ref.current?.open) ref.current.close?.();
    if (!stepOnTop()) return run();
    goingBack.current = true;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      goingBack.current = false;
      window.removeEventListener('popstate', finish);
      window.clearTimeout(timer);
      run();
    };
    window.addEventListener('popstate', finish);
    const timer = window.setTimeout(finish, 500);
    window.history.back();
  };

  return (
    <Dialog
      ref={ref}
      aria-labelledby="confirm-title"
      onCancel={(e) => {
        // Escape: the platform would close it; the answer closes it, after the history step goes.
        e.preventDefault();
        answer(() => props.onCancel());
      }}
      // A tap on the dimmed page around it (the backdrop belongs to the dialog) is a "cancel", as on Android.
      onClick={(e) => {
        if (e.target !== e.currentTarget) return;
        const box = e.currentTarget.getBoundingClientRect();
        const inside =
          e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom;
        if (!inside) answer(() => props.onCancel());
      }}
    >
      <h2 id="confirm-title">{props.title}</h2>
      <p>{props.children}</p>
      <Actions>
        <Button $variant="secondary" onClick={() => answer(() => props.onCancel())} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button $variant="danger" onClick={() => answer(() => props.onConfirm())}>
          {props.confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
