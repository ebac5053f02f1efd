/**
 * The learner in the header: initials with the level as a badge, the name, the level and the points. On a
 * phone the three lines stack small beside the avatar, so the header keeps to one row.
 */
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
  width: 34px;
  height: 34px;
  margin-left: 4px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.primaryText};
  font-weight: 700;
  font-size: 0.85rem;
  .nivel {
    position: absolute;
    right: -6px;
    bottom: -6px;
    min-width: 18px;
    height: 18px;
    padding: 0 3px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    border: 2px solid ${(p) => p.theme.color.primary};
    font-size: 0.68rem;
    line-height: 14px;
    text-align: center;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    width: 40px;
    height: 40px;
    font-size: 0.95rem;
  }
`;
const Who = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  margin-left: 6px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.15;
  font-size: 0.72rem;
  strong {
    max-width: 100%;
    font-size: 0.8rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* With the text size at its largest, the lines end in "…" rather than run under the buttons beside them. */
  overflow: hidden;
  .linha {
    display: flex;
    flex-direction: column;
    white-space: nowrap;
    max-width: 100%;
  }
  .linha > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* Stacked, the separator is only read aloud; on one line it shows. */
  .sep {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: pre;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    line-height: 1.2;
    font-size: 0.85rem;
    strong {
      font-size: 0.95rem;
    }
    .linha {
      flex-direction: row;
    }
    .sep {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
    }
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
      <Who role="group" aria-label="Seu progresso" title={user?.name}>
        <strong>{user?.name}</strong>
        <span className="linha">
          <span>Nível {level}</span>
          <span className="sep"> · </span>
          <span>{formatPoints(points)}</span>
        </span>
      </Who>
    </>
  );
}
