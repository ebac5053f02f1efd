/**
 * Opened from the link sent at sign-up (`/confirmar-email?token=…`), signed in or not, on any device: confirms
 * the address at once and says so. The token leaves the address bar (and the history) as soon as it is read.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { paths } from '../../app/paths';
import { Card, Page, Spinner } from '../../components/ui';
import { updateUserProgress } from '../sync/sync-thunks';
import { confirmEmail } from './password-reset-thunks';
import { AppName, Column, ErrorBox, Footer, SuccessBox, Title, Wrap } from './auth-layout';
import { useTokenFromAddress } from './use-token-from-address';

type State =
  { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

export default function ConfirmEmailScreen() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  const token = useTokenFromAddress(useSearch());
  const [state, setState] = useState<State>({ status: 'working' });
  const title = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    document.title = 'Confirmar e-mail · Hub de Marketing Digital';
    title.current?.focus();
    return () => void (document.title = 'Hub de Marketing Digital');
  }, []);

  useEffect(() => {
    // Once, even when effects run twice: a link works only once.
    if (started.current) return;
    started.current = true;
    void dispatch(confirmEmail(token)).then((result) => {
      if (confirmEmail.fulfilled.match(result)) {
        setState({ status: 'done', message: result.payload });
        // Signed in here: Ajustes stops asking for the confirmation.
        if (signedIn) void dispatch(updateUserProgress());
      } else {
        setState({ status: 'failed', message: result.payload ?? 'Não foi possível confirmar o e-mail.' });
      }
    });
  }, [dispatch, token, signedIn]);

  const body = (
    <Card>
      <Title ref={title} tabIndex={-1}>
        Confirmar e-mail
      </Title>
      {state.status === 'working' && (
        <p role="status">
          <Spinner /> Confirmando…
        </p>
      )}
      {state.status === 'done' && <SuccessBox role="status">{state.message}</SuccessBox>}
      {state.status === 'failed' && <ErrorBox role="alert">{state.message}</ErrorBox>}
      <Footer>
        {signedIn ? (
          <Link href={paths.home}>Voltar ao início</Link>
        ) : (
          <Link href={paths.signIn}>Entrar no app</Link>
        )}
      </Footer>
    </Card>
  );
  return signedIn ? <Page>{body}</Page> : <SignedOutFrame>{body}</SignedOutFrame>;
}

function SignedOutFrame({ children }: { children: ReactNode }) {
  return (
    <Wrap>
      <Column>
        <AppName>Hub de Marketing Digital</AppName>
        {children}
      </Column>
    </Wrap>
  );
}
