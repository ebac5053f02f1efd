/** Opens the screen a manifest shortcut asked for, replacing `/?atalho=…` so Back leads home. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectShortcutTarget } from './shortcuts';

export default function ShortcutRedirect({ shortcut }: { shortcut: string }) {
  const [, navigate] = useLocation();
  const target = useAppSelector((s) => selectShortcutTarget(s, shortcut));
  useEffect(() => {
    if (target !== undefined) navigate(target ?? '/', { replace: true });
  }, [target, navigate]);
  return null;
}
