/** The celebration itself: names of the achievements just unlocked (loaded when there is one to show). */
import styled, { keyframes } from 'styled-components';
import { Award } from 'lucide-react';
import { achievementName } from '../../../shared/achievement-texts';
import { counted } from '../../../shared/counts';

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
  box-shadow: ${(p) => p.theme.floatingShadow};
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
