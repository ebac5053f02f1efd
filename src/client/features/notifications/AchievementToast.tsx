/**
 * A short celebration when an achievement is unlocked on this device: announced to screen readers, animated
 * only for those who have not asked for reduced motion, gone after a few seconds.
 */
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Award } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { ACHIEVEMENTS } from '../../../shared/achievements';

const pop = keyframes`
  0% { transform: translateY(16px) scale(0.9); opacity: 0; }
  60% { transform: translateY(-4px) scale(1.04); opacity: 1; }
  100% { transform: none; opacity: 1; }
`;

const Toast = styled.div`
  position: fixed;
  z-index: 40;
  left: 50%;
  bottom: 88px;
  transform: translateX(-50%);
  width: min(92vw, 420px);
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  border: 2px solid ${(p) => p.theme.color.success};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  > div {
    flex: 1;
  }
  svg {
    color: ${(p) => p.theme.color.success};
    flex: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pop} 0.45s ease-out;
  }
`;

export function AchievementToast() {
  const unlocked = useAppSelector((s) => s.progress.state.achievements);
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
    const timer = setTimeout(() => setShown([]), 6000);
    return () => clearTimeout(timer);
  }, [unlocked]);

  const names = shown.map((id) => ACHIEVEMENTS.find((a) => a.id === id)?.name).filter(Boolean);
  return (
    <div role="status" aria-live="polite">
      {names.length > 0 && (
        <Toast>
          <Award size={28} aria-hidden />
          <div>
            <strong>
              {names.length === 1 ? 'Conquista desbloqueada!' : `${names.length} conquistas desbloqueadas!`}
            </strong>
            <div>{names.join(', ')}</div>
          </div>
          <button type="button" onClick={() => setShown([])} aria-label="Fechar aviso de conquista">
            ✕
          </button>
        </Toast>
      )}
    </div>
  );
}
