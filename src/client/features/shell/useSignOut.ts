/** Signing out from the header: straight away, or after a confirmation while actions are still unsent. */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPendingCount } from '../../app/selectors';
import { paths } from '../../app/paths';
import { logout } from '../auth/auth-thunks';

export function useSignOut() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const pending = useAppSelector(selectPendingCount);
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
    // Signing out offline would lose what the server has not received yet: ask first.
    request: () => (pending > 0 ? setConfirming(true) : void leave()),
    confirm: () => {
      setConfirming(false);
      void leave();
    },
    cancel: () => setConfirming(false),
  };
}
