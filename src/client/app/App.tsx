/** Routes: the URL is the screen, so back, reload and shared links work. */
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths } from './paths';
import { RETURN_PARAM } from './return-target';
import { useAppDispatch, useAppSelector } from './hooks';
import { ensureCatalogue } from '../features/chapters/chaptersSlice';
import { hasSessionHint, restoreSession } from '../features/auth/auth-thunks';
import { ReloadPrompt } from '../features/sw/ReloadPrompt';
import { selectUser } from '../features/auth/auth-selectors';
import { selectAuthStatus } from '../features/auth/authSlice';
import { learnerSignedInOnDevice, rememberLearnerOnDevice } from '../features/auth/signed-out-handoff';

// Each first screen in its own chunk: a visitor signing in never downloads the signed-in app, and a learner
// opening Início never downloads the sign-in forms (DESIGN.md §9; docs/decisions/032-first-screens-split.md).
const SignInScreen = lazy(() => import('../features/auth/SignInScreen'));
const SignedInApp = lazy(() => import('./SignedInApp'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/ResetPasswordScreen'));
const ConfirmEmailScreen = lazy(() => import('../features/auth/ConfirmEmailScreen'));
const ConfirmEmailChangeScreen = lazy(() => import('../features/auth/ConfirmEmailChangeScreen'));
const PrivacyScreen = lazy(() => import('../features/settings/PrivacyScreen'));

// The screen this device will show first starts loading now, beside the learner's stored state, not after it:
// the signed-in app where a session may exist (the server's hint cookie), else the sign-in forms.
if (typeof document !== 'undefined')
  void (hasSessionHint() ? import('./SignedInApp') : import('../features/auth/SignInScreen'));

/** Entrar or Cadastrar, keeping the screen that was asked for (Início needs no keeping). */
function SignedOutRedirect() {
  const [location] = useLocation();
  const search = useSearch();
  const base = learnerSignedInOnDevice() ? paths.signIn : paths.signUp;
  const asked = `${location}${search ? `?${search}` : ''}`;
  const to = location === paths.home ? base : `${base}?${RETURN_PARAM}=${encodeURIComponent(asked)}`;
  return <Redirect to={to} replace />;
}

export function App() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectAuthStatus);
  useEffect(() => {
    dispatch(ensureCatalogue());
    void dispatch(restoreSession());
  }, [dispatch]);
  useEffect(() => {
    if (user) rememberLearnerOnDevice();
  }, [user]);

  // While the session is checked and a first screen's code arrives, nothing is drawn: index.html's start screen
  // stays on for as long as the page is empty (it is hidden, never drawn again, once the app draws anything).
  if (status === 'restoring') return null;

  if (!user || status === 'loading') {
    return (
      <>
        <Suspense fallback={null}>
          <Switch>
            <Route path={paths.signIn} component={SignInScreen} />
            <Route path={paths.signUp} component={SignInScreen} />
            <Route path={paths.forgotPassword} component={ForgotPasswordScreen} />
            <Route path={paths.resetPassword} component={ResetPasswordScreen} />
            <Route path={paths.confirmEmail} component={ConfirmEmailScreen} />
            <Route path={paths.confirmEmailChange} component={ConfirmEmailChangeScreen} />
            <Route path={paths.privacy} component={PrivacyScreen} />
            <Route>
              {/* A first visit meets Cadastrar; a device someone studied on, Entrar. */}
              <SignedOutRedirect />
            </Route>
          </Switch>
        </Suspense>
        <ReloadPrompt aboveNav={false} />
      </>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInApp />
    </Suspense>
  );
}
