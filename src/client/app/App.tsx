/** Routes: the URL is the screen, so back, reload and shared links work. */
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from './hooks';
import { loadCatalogue } from '../features/chapters/chaptersSlice';
import { restoreSession } from '../features/auth/auth-thunks';
import { HomeScreen } from '../features/home/HomeScreen';
import SignInScreen from '../features/auth/SignInScreen';
import { Shell } from '../features/shell/Shell';
import { ReloadPrompt } from '../features/sw/ReloadPrompt';
import { Muted, Page } from '../components/ui';

const LibraryScreen = lazy(() => import('../features/chapters/LibraryScreen'));
const ChapterScreen = lazy(() => import('../features/chapters/ChapterScreen'));
const InsightScreen = lazy(() => import('../features/insights/InsightScreen'));
const ProgressScreen = lazy(() => import('../features/progress/ProgressScreen'));
const CommunityScreen = lazy(() => import('../features/community/CommunityScreen'));
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen'));
const PrivacyScreen = lazy(() => import('../features/settings/PrivacyScreen'));
const CapstoneScreen = lazy(() => import('../features/capstone/CapstoneScreen'));
const DailyQuizScreen = lazy(() => import('../features/daily/DailyQuizScreen'));
const CapstonePrintScreen = lazy(() => import('../features/capstone/CapstonePrintScreen'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/ResetPasswordScreen'));
const ConfirmEmailScreen = lazy(() => import('../features/auth/ConfirmEmailScreen'));

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    // Braces matter: recent browsers return a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function App() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const status = useAppSelector((s) => s.auth.status);
  useEffect(() => {
    void dispatch(loadCatalogue());
    void dispatch(restoreSession());
  }, [dispatch]);

  if (status === 'restoring') {
    return (
      <Page>
        <Muted role="status">Abrindo sua conta…</Muted>
      </Page>
    );
  }

  if (!user || status === 'loading') {
    return (
      <>
        <Suspense fallback={null}>
          <Switch>
            <Route path="/entrar" component={SignInScreen} />
            <Route path="/esqueci-senha" component={ForgotPasswordScreen} />
            <Route path="/redefinir-senha" component={ResetPasswordScreen} />
            <Route path="/confirmar-email" component={ConfirmEmailScreen} />
            <Route path="/privacidade" component={PrivacyScreen} />
            <Route>
              <Redirect to="/entrar" replace />
            </Route>
          </Switch>
        </Suspense>
        <ReloadPrompt aboveNav={false} />
      </>
    );
  }

  return (
    <Shell>
      <ScrollToTop />
      <Suspense
        fallback={
          <Page>
            <Muted role="status">Carregando…</Muted>
          </Page>
        }
      >
        <Switch>
          <Route path="/" component={HomeScreen} />
          <Route path="/entrar">
            <Redirect to="/" replace />
          </Route>
          {/* Signed in (a new password signs in too): the signed-out screens lead home. */}
          <Route path="/esqueci-senha">
            <Redirect to="/" replace />
          </Route>
          <Route path="/redefinir-senha">
            <Redirect to="/" replace />
          </Route>
          <Route path="/confirmar-email" component={ConfirmEmailScreen} />
          <Route path="/aprender" component={LibraryScreen} />
          <Route path="/capitulos/:id/:tab?" component={ChapterScreen} />
          <Route path="/insights/:id" component={InsightScreen} />
          <Route path="/quiz-diario" component={DailyQuizScreen} />
          <Route path="/projeto-final" component={CapstoneScreen} />
          <Route path="/projeto-final/imprimir" component={CapstonePrintScreen} />
          <Route path="/progresso" component={ProgressScreen} />
          <Route path="/comunidade" component={CommunityScreen} />
          <Route path="/ajustes" component={SettingsScreen} />
          <Route path="/privacidade" component={PrivacyScreen} />
          <Route>
            <Page>
              <h1>Página não encontrada</h1>
              <a href="/">Voltar ao início</a>
            </Page>
          </Route>
        </Switch>
      </Suspense>
      <ReloadPrompt />
    </Shell>
  );
}
