/** A modal confirmation on the native <dialog>: focus trap, Esc and the back-drop come with the platform. */
import { useEffect, useRef, type ReactNode } from 'react';
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
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal?.();
    if (!props.open && d.open) d.close?.();
  }, [props.open]);
  return (
    <Dialog ref={ref} aria-labelledby="confirm-title" onCancel={props.onCancel}>
      <h2 id="confirm-title">{props.title}</h2>
      <p>{props.children}</p>
      <Actions>
        <Button $variant="secondary" onClick={props.onCancel} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button $variant="danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
