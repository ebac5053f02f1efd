/** The learner in the header: initials with the level as a badge, the name, the level and the points. */
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectLevel, selectUser } from '../../app/selectors';
import { selectPoints } from '../progress/progress-selectors';
import { formatPoints } from '../../../shared/format';
import { initials } from './navigation';

/** The level on the avatar is hidden from screen readers: "Seu progresso" beside it reads it out. */
const Avatar = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.primaryText};
  font-weight: 700;
  font-size: 0.95rem;
  .nivel {
    position: absolute;
    right: -4px;
    bottom: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 ${(p) => p.theme.space(1)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    border: 2px solid ${(p) => p.theme.color.primary};
    font-size: 0.72rem;
    line-height: 16px;
    text-align: center;
  }
`;
const Who = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.2;
  font-size: 0.85rem;
  strong {
    font-size: 0.95rem;
  }
`;

export function LearnerBadge() {
  const user = useAppSelector(selectUser);
  const level = useAppSelector(selectLevel);
  const points = useAppSelector(selectPoints);
  return (
    <>
      <Avatar aria-hidden>
        {initials(user?.name ?? '')}
        <span className="nivel">{level}</span>
      </Avatar>
      <Who role="group" aria-label="Seu progresso">
        <strong>{user?.name}</strong>
        <span>
          Nível {level} · {formatPoints(points)}
        </span>
      </Who>
    </>
  );
}
