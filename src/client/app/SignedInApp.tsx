/**
 * Everything a signed-in learner sees: the frame (header, tabs, sync bar) and the screens behind it. Its own
 * chunk, loaded once a learner is known, so the sign-in screen never downloads it; Início comes with it, each
 * other screen in a chunk of its own.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths } from './paths';
import { returnTarget } from './return-target';
import { hasInteracted } from './opening';
import { HomeScreen } from '../features/home/HomeScreen';
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
const ExamScreen = lazy(() => import('../features/exam/ExamScreen'));
const ConfirmEmailScreen = lazy(() => import('../features/auth/ConfirmEmailScreen'));
const ConfirmEmailChangeScreen = lazy(() => import('../features/auth/ConfirmEmailChangeScreen'));

/** Signed in on Entrar or Cadastrar: on to the screen the visit asked for, or Início. */
function SignedInRedirect() {
  const search = useSearch();
  return <Redirect to={returnTarget(search)} replace />;
}

/** Focus that lands nowhere: nothing, or the page itself, as after the control that was pressed went away. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    // Braces matter: recent browsers return a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
    // Until the learner has pressed or tapped anything, a change of screen is part of opening the app (a signed-in
    // learner's old link to Entrar leads to Início): focus stays at the start of the page, as on any page load,
    // and no focus ring appears on a heading nobody moved to.
    if (!hasInteracted()) return;
    // A new screen, or the first one after signing in: when the button or link that led here went away with the
    // old one (Entrar's form with its "Começar"), focus would fall to the page and a keyboard or screen-reader
    // learner would start again from the top. Put it on the new screen's heading instead, once the screen
    // (perhaps a lazy one) has drawn it; a screen that placed focus itself wins.
    // While a lazy screen loads, the old one stays in the page, hidden, with its heading and its focused link:
    // wait (up to about two seconds) for a heading that shows and for the old focus to go.
    let frames = 0;
    let raf = 0;
    const place = () => {
      const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(
        (h) => h.getClientRects().length > 0,
      );
      if (heading && focusLost()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (frames++ < 120) raf = requestAnimationFrame(place);
    };
    raf = requestAnimationFrame(place);
    return () => cancelAnimationFrame(raf);
  }, [location]);
  return null;
}

export default function SignedInApp() {
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
          <Route path={paths.home} component={HomeScreen} />
          <Route path={paths.signIn}>
            <SignedInRedirect />
          </Route>
          <Route path={paths.signUp}>
            <SignedInRedirect />
          </Route>
          {/* Signed in (a new password signs in too): the signed-out screens lead home. */}
          <Route path={paths.forgotPassword}>
            <Redirect to={paths.home} replace />
          </Route>
          <Route path={paths.resetPassword}>
            <Redirect to={paths.home} replace />
          </Route>
          <Route path={paths.confirmEmail} component={ConfirmEmailScreen} />
          <Route path={paths.confirmEmailChange} component={ConfirmEmailChangeScreen} />
          <Route path={paths.library} component={LibraryScreen} />
          <Route path={paths.chapterPattern} component={ChapterScreen} />
          <Route path={paths.insightPattern} component={InsightScreen} />
          <Route path={paths.dailyQuiz} component={DailyQuizScreen} />
          <Route path={paths.capstone} component={CapstoneScreen} />
          <Route path={paths.capstonePrint} component={CapstonePrintScreen} />
          <Route path={paths.exam} component={ExamScreen} />
          <Route path={paths.progress} component={ProgressScreen} />
          <Route path={paths.community} component={CommunityScreen} />
          <Route path={paths.settings} component={SettingsScreen} />
          <Route path={paths.privacy} component={PrivacyScreen} />
          <Route>
            <Page>
              <h1>Página não encontrada</h1>
              <a href={paths.home}>Voltar ao início</a>
            </Page>
          </Route>
        </Switch>
      </Suspense>
      <ReloadPrompt />
    </Shell>
  );
}
