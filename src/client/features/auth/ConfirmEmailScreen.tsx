/**
 * Opened from the link sent at sign-up (`/confirmar-email?token=…`), or from the one sent to a new address asked
 * for in Ajustes (`/confirmar-novo-email?token=…`), signed in or not, on any device: confirms the address at once
 * and says so. Offline, it waits for the connection and tries again by itself (the learner
 * may also press "Tentar de novo"); the token leaves the address bar once the server has answered.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { paths } from '../../app/paths';
import { Button, Card, Page, Spinner } from '../../components/ui';
import {
  CONFIRMATION_LINK_INVALID_MESSAGE,
  CONFIRMATION_LINK_INVALID_SIGNED_IN_MESSAGE,
} from '../../../shared/email-confirmation';
import { updateUserProgress } from '../sync/sync-thunks';
import {
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_CHANGE_LINK_INVALID_SIGNED_IN_MESSAGE,
} from '../../../shared/email-change';
import { confirmEmail, confirmEmailChange, type ConfirmationOutcome } from './password-reset-thunks';
import { AppName, Column, ErrorBox, Footer, SuccessBox, Title, Wrap } from './auth-layout';
import { useTokenFromAddress } from './use-token-from-address';

type State =
  | { status: 'working' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; canRetry: boolean };

/** What differs between confirming the address given at sign-up and a new one. */
const KINDS = {
  confirmation: {
    title: 'Confirmar e-mail',
    confirm: confirmEmail,
    invalid: CONFIRMATION_LINK_INVALID_MESSAGE,
    invalidSignedIn: CONFIRMATION_LINK_INVALID_SIGNED_IN_MESSAGE,
    card: 'ajustes-confirmar-email',
  },
  change: {
    title: 'Confirmar novo e-mail',
    confirm: confirmEmailChange,
    invalid: EMAIL_CHANGE_LINK_INVALID_MESSAGE,
    invalidSignedIn: EMAIL_CHANGE_LINK_INVALID_SIGNED_IN_MESSAGE,
    card: 'ajustes-email',
  },
} as const;

export default function ConfirmEmailScreen() {
  return <ConfirmLinkScreen kind="confirmation" />;
}

export function ConfirmLinkScreen({ kind }: { kind: keyof typeof KINDS }) {
  const texts = KINDS[kind];
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  const { token, forget } = useTokenFromAddress(useSearch());
  const [state, setState] = useState<State>({ status: 'working' });
  const title = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    document.title = `${texts.title} · Hub de Marketing Digital`;
    title.current?.focus();
    return () => void (document.title = 'Hub de Marketing Digital');
  }, [texts.title]);

  /** One try: what the screen shows after it. */
  const attempt = useCallback(async (): Promise<State> => {
    const outcome = (await dispatch(texts.confirm(token))).payload as ConfirmationOutcome;
    if (outcome.ok) {
      forget();
      // Signed in here: Ajustes stops asking for the confirmation, or shows the new address.
      if (signedIn) void dispatch(updateUserProgress());
      return { status: 'done', message: outcome.message };
    }
    if (!outcome.retry) forget();
    const shown = outcome.message === texts.invalid && signedIn ? texts.invalidSignedIn : outcome.message;
    return { status: 'failed', message: shown, canRetry: outcome.retry };
  }, [dispatch, token, forget, signedIn, texts]);

  useEffect(() => {
    // Once, even when effects run twice: a link works only once.
    if (started.current) return;
    started.current = true;
    void attempt().then(setState);
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'working' });
    void attempt().then(setState);
  }, [attempt]);

  // Offline when the link was opened: try again as soon as the connection is back.
  const waitingForNetwork = state.status === 'failed' && state.canRetry;
  useEffect(() => {
    if (!waitingForNetwork) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitingForNetwork, retry]);

  const body = (
    <Card>
      <Title ref={title} tabIndex={-1}>
        {texts.title}
      </Title>
      {state.status === 'working' && (
        <p role="status">
          <Spinner /> Confirmando…
        </p>
      )}
      {state.status === 'done' && <SuccessBox role="status">{state.message}</SuccessBox>}
      {state.status === 'failed' && <ErrorBox role="alert">{state.message}</ErrorBox>}
      {waitingForNetwork && (
        <Button type="button" $block onClick={retry}>
          Tentar de novo
        </Button>
      )}
      <Footer>
        {signedIn && state.status === 'failed' && !state.canRetry ? (
          <Link href={paths.settingsCard(texts.card)}>Ir para Ajustes</Link>
        ) : signedIn ? (
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
