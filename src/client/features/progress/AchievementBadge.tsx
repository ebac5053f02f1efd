/** One tier of an achievement: its name, what earns it, and its date or the learner's count so far. */
import styled from 'styled-components';
import Award from 'lucide-react/icons/award';
import Lock from 'lucide-react/icons/lock';
import { ACHIEVEMENT_TEXTS } from '../../../shared/achievement-texts';
import type { AchievementTier } from './report-selectors';
import { ShareButton } from '../share/ShareButton';
import { achievementImage } from '../share/share-actions';
import { achievementMessage } from '../share/share-texts';
import { appUrl } from '../share/share';

const Badge = styled.li<{ $earned: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space(2.5)};
  align-items: center;
  padding: ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => (p.$earned ? p.theme.color.successSoft : p.theme.color.surface)};
  min-width: 0;
  & > svg {
    flex: none;
  }
  & > div {
    min-width: 0;
  }
  strong {
    display: block;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Share = styled.div`
  margin-top: ${(p) => p.theme.space(2)};
`;

export function AchievementBadge({ tier }: { tier: AchievementTier }) {
  const text = ACHIEVEMENT_TEXTS[tier.id]!;
  return (
    <Badge $earned={tier.earned}>
      {tier.earned ? <Award aria-hidden /> : <Lock aria-hidden />}
      <div>
        <strong>{text.name}</strong>
        <small>{text.description}</small>
        <small>{tier.status}</small>
        {tier.earned && (
          <Share>
            <ShareButton
              label="Compartilhar"
              about={`a conquista “${text.name}”`}
              message={achievementMessage(tier.id, appUrl())}
              image={achievementImage(tier.id)}
            />
          </Share>
        )}
      </div>
    </Badge>
  );
}
