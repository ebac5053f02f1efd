/** Projeto final, after the library's chapters: where the learner stands and the way in. */
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, Card, Muted, Pill } from '../../components/ui';
import { planProblems } from '../../../shared/capstone';
import { formatPoints } from '../../../shared/format';
import { selectPlan, selectPlanCompletedAt } from '../progress/progress-selectors';
import { selectCapstoneSummary } from './chapters-selectors';

const Section = styled(Card)`
  margin-top: ${(p) => p.theme.space(6)};
  h2 {
    margin-top: 0;
  }
`;

export function CapstoneCard() {
  const capstone = useAppSelector(selectCapstoneSummary);
  const plan = useAppSelector(selectPlan);
  const completedAt = useAppSelector(selectPlanCompletedAt);
  if (!capstone) return null;
  const missingSteps = plan ? new Set(planProblems(plan).map((p) => p.step)).size : 8;
  const status = completedAt
    ? 'Concluído'
    : plan
      ? `Em andamento: ${8 - missingSteps} de 8 etapas prontas`
      : 'Não iniciado';
  return (
    <Section aria-labelledby="projeto-final-titulo">
      <h2 id="projeto-final-titulo">{capstone.title}</h2>
      <p>{capstone.description}</p>
      <p>
        <Pill $tone={completedAt ? 'success' : 'neutral'}>{status}</Pill>{' '}
        <Muted>
          {formatPoints(capstone.points)} · cerca de {capstone.minutes} min
        </Muted>
      </p>
      <Button as={Link} href={paths.capstone}>
        {plan ? 'Continuar o projeto final' : 'Começar o projeto final'}
      </Button>
    </Section>
  );
}
