/**
 * A short celebration when an achievement is unlocked on this device: announced to screen readers, animated
 * only for those who have not asked for reduced motion, gone after a few seconds. The watcher is here; the
 * toast and the achievements' names load when there is something to celebrate.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUnlockedAchievements } from '../progress/progress-selectors';

const AchievementToastView = lazy(() => import('./AchievementToastView'));

export function AchievementToast() {
  const unlocked = useAppSelector(selectUnlockedAchievements);
  const seen = useRef<Set<string> | null>(null);
  const [shown, setShown] = useState<string[]>([]);

  useEffect(() => {
    const ids = Object.keys(unlocked);
    // What the learner already had when the app opened (or after signing in) is not news.
    if (seen.current === null || ids.length < seen.current.size) {
      seen.current = new Set(ids);
      return;
    }
    const news = ids.filter((id) => !seen.current!.has(id));
    news.forEach((id) => seen.current!.add(id));
    // Only what was unlocked just now: a sync bringing older ones from another device is not a celebration.
    const fresh = news.filter((id) => Date.now() - Date.parse(unlocked[id]!) < 60_000);
    if (fresh.length === 0) return;
    setShown(fresh);
  }, [unlocked]);

  // The toast goes after a few seconds, counted from when it appeared (a sync right after changes nothing).
  useEffect(() => {
    if (shown.length === 0) return;
    const timer = setTimeout(() => setShown([]), 6000);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div role="status" aria-live="polite">
      {shown.length > 0 && (
        <Suspense fallback={null}>
          <AchievementToastView ids={shown} onClose={() => setShown([])} />
        </Suspense>
      )}
    </div>
  );
}
