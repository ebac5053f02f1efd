/** Conquistas: how many are earned, then each family with its tiers. */
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Grid, SectionTitle } from '../../components/ui';
import { AchievementBadge } from './AchievementBadge';
import { selectAchievementBoard } from './report-selectors';

const FamilyTitle = styled.h3`
  font-size: 1rem;
  margin: ${(p) => `${p.theme.space(4)} 0 ${p.theme.space(2)}`};
`;

const Tiers = styled(Grid)`
  list-style: none;
  padding: 0;
  margin: 0;
`;

export function AchievementBoard() {
  const board = useAppSelector(selectAchievementBoard);
  return (
    <>
      <SectionTitle id="conquistas">
        Conquistas ({board.earned} de {board.total})
      </SectionTitle>
      {board.families.map(({ family, tiers }) => (
        <section key={family} aria-labelledby={`familia-${family}`}>
          <FamilyTitle id={`familia-${family}`}>{family}</FamilyTitle>
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
