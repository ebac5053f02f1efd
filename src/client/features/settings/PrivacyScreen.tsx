/** Privacidade: readable signed in (from Ajustes) and signed out (from the sign-in screen). */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadAbout } from '../shell/uiSlice';
import { selectUser } from '../../app/selectors';
import { Page } from '../../components/ui';
import { PrivacyText } from './PrivacyText';
import { selectPrivacyContact } from '../shell/ui-selectors';

export default function PrivacyScreen() {
  const signedIn = useAppSelector(selectUser) !== null;
  const contact = useAppSelector(selectPrivacyContact);
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadAbout());
  }, [dispatch]);
  const back = signedIn ? (
    <Link href="/ajustes">Voltar aos Ajustes</Link>
  ) : (
    <Link href="/entrar">Voltar para entrar</Link>
  );
  const content = (
    <Page style={{ maxWidth: 760 }}>
      <p>{back}</p>
      <h1>Privacidade</h1>
      <PrivacyText contact={contact} />
      <p style={{ marginTop: 24 }}>{back}</p>
    </Page>
  );
  // Signed out there is no shell around the page to provide the main landmark.
  return signedIn ? content : <main>{content}</main>;
}
