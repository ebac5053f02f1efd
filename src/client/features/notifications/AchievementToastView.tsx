/** The celebration itself: names of the achievements just unlocked (loaded when there is one to show). */
import styled, { keyframes } from 'styled-components';
import Award from 'lucide-react/icons/award';
import { achievementName } from '../../../shared/achievement-texts';
import { counted } from '../../../shared/counts';

/** Slides down into place from just above it: whole on screen from the first frame to the last. */
const slide = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/**
 * Just under the header, away from the lower part of the screen where the learner has just tapped and the
 * result they earned it with is shown. Centred by its margins, so the animation's transform moves nothing sideways.
 */
const Toast = styled.div`
  position: fixed;
  z-index: 40;
  top: calc(64px + env(safe-area-inset-top));
  left: 12px;
  right: 12px;
  margin: 0 auto;
  max-width: 420px;
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  border: 2px solid ${(p) => p.theme.color.success};
  box-shadow: ${(p) => p.theme.floatingShadow};
  > div {
    flex: 1;
  }
  svg {
    color: ${(p) => p.theme.color.success};
    flex: none;
  }
  button {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.md};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    top: 120px;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slide} 0.3s ease-out;
  }
`;

export default function AchievementToastView({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const names = ids.map(achievementName);
  return (
    <Toast>
      <Award size={28} aria-hidden />
      <div>
        <strong>{counted('achievementsUnlocked', names.length)}</strong>
        <div>{names.join(', ')}</div>
      </div>
      <button type="button" onClick={onClose} aria-label="Fechar aviso de conquista">
        ✕
      </button>
    </Toast>
  );
}
