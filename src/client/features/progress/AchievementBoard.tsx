/**
 * Conquistas: how many are earned, those earned by family, then those still to unlock folded under one
 * disclosure, so twenty locked badges do not push the rest of Progresso down a phone's screen.
 */
import styled from 'styled-components';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useAppSelector } from '../../app/hooks';
import { Grid, Muted, SectionTitle } from '../../components/ui';
import { counted } from '../../../shared/counts';
import { AchievementBadge } from './AchievementBadge';
import { selectAchievementBoard, type AchievementFamily } from './report-selectors';
import { Fold } from '../../components/Fold';

const FamilyTitle = styled.h3`
  font-size: 1rem;
  margin: ${(p) => `${p.theme.space(4)} 0 ${p.theme.space(2)}`};
`;

const Tiers = styled(Grid)`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Locked = styled(Fold)`
  margin-top: ${(p) => p.theme.space(4)};
  summary {
    padding: 0 ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
  }
`;

function Families({ families, prefix }: { families: AchievementFamily[]; prefix: string }) {
  return (
    <>
      {families.map(({ family, tiers }) => (
        <section key={family} aria-labelledby={`${prefix}-${family}`}>
          <FamilyTitle id={`${prefix}-${family}`}>{family}</FamilyTitle>
          <Tiers as="ul" $min={220}>
            {tiers.map((tier) => (
              <AchievementBadge key={tier.id} tier={tier} />
            ))}
          </Tiers>
        </section>
      ))}
    </>
  );
}

/** The families keeping only the tiers that match, and only the families left with any. */
const keep = (families: AchievementFamily[], earned: boolean) =>
  families
    .map((f) => ({ ...f, tiers: f.tiers.filter((t) => t.earned === earned) }))
    .filter((f) => f.tiers.length > 0);

export function AchievementBoard() {
  const board = useAppSelector(selectAchievementBoard);
  const locked = board.total - board.earned;
  return (
    <>
      <SectionTitle id="conquistas">
        Conquistas ({board.earned} de {board.total})
      </SectionTitle>
      {board.earned === 0 && (
        <Muted as="p">Nenhuma conquista ainda. Abra a lista abaixo para ver o que libera cada uma.</Muted>
      )}
      <Families families={keep(board.families, true)} prefix="familia" />
      {locked > 0 && (
        <Locked>
          <summary>
            <ChevronRight size={18} aria-hidden />
            {counted('lockedAchievements', locked)}
          </summary>
          <Families families={keep(board.families, false)} prefix="familia-a-liberar" />
        </Locked>
      )}
    </>
  );
}
