/** Privacidade: readable signed in (from Ajustes) and signed out (from the sign-in screen). */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadAbout } from '../shell/uiSlice';
import { selectUser } from '../../app/selectors';
import { Page } from '../../components/ui';
import { PrivacyText } from './PrivacyText';
import { selectPrivacyContact } from '../shell/ui-selectors';
import { paths } from '../../app/paths';
import styled from 'styled-components';

/** A page of text: lines short enough to read. */
const ReadingPage = styled(Page)`
  max-width: 760px;
`;
/** The way back, alone on its line: as tall as a finger. */
const Back = styled.p`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
const BackAtTheEnd = styled(Back)`
  margin-top: ${(p) => p.theme.space(6)};
`;

export default function PrivacyScreen() {
  const signedIn = useAppSelector(selectUser) !== null;
  const contact = useAppSelector(selectPrivacyContact);
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadAbout());
  }, [dispatch]);
  const back = signedIn ? (
    <Link href={paths.settings}>Voltar aos Ajustes</Link>
  ) : (
    <Link href={paths.signIn}>Voltar para entrar</Link>
  );
  const content = (
    <ReadingPage>
      <Back>{back}</Back>
      <h1>Privacidade</h1>
      <PrivacyText contact={contact} />
      <BackAtTheEnd>{back}</BackAtTheEnd>
    </ReadingPage>
  );
  // Signed out there is no shell around the page to provide the main landmark.
  return signedIn ? content : <main>{content}</main>;
}
