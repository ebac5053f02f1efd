/**
 * Signing out from the header: straight away, or after a confirmation while actions are still unsent or the
 * device is offline (signing in again needs a connection).
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPendingSummary } from '../sync/outbox-selectors';
import { paths } from '../../app/paths';
import { logout } from '../auth/auth-thunks';
import { useOnline } from './useOnline';

export function useSignOut() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  // The learner's own actions still waiting (opening a chapter or reading a section is not one of them).
  const waiting = useAppSelector(selectPendingSummary);
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    await dispatch(logout());
    navigate(paths.signIn, { replace: true });
  };

  return {
    confirming,
    leaving,
    // Signing out offline would lose what the server has not received yet, and there would be no signing in
    // again until the connection is back: ask first.
    request: () => (waiting !== null || !online ? setConfirming(true) : void leave()),
    confirm: () => {
      setConfirming(false);
      void leave();
    },
    cancel: () => setConfirming(false),
  };
}
