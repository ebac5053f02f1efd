/** The last card: what is still missing (each linking to its step), completing the plan, and printing it. */
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { Banner, Button } from '../../components/ui';
import type { PlanProblem } from '../../../shared/capstone';
import { formatPoints } from '../../../shared/format';
import { completePlan } from './capstone-thunks';
import { stepHeadingId } from './PlanStepCard';
import { Actions, StepCard } from './plan-ui';

export type PlanMessage = { tone: 'danger' | 'success'; text: string } | null;

export function CompletePlanCard({
  points,
  problems,
  completed,
  message,
  onMessage,
}: {
  /** What completing pays. */
  points: number;
  problems: PlanProblem[];
  completed: boolean;
  /** The outcome of the last try, until the learner changes the plan. */
  message: PlanMessage;
  onMessage: (message: PlanMessage) => void;
}) {
  const dispatch = useAppDispatch();

  const complete = async () => {
    if (problems.length > 0) {
      onMessage({ tone: 'danger', text: `Ainda falta: ${problems.map((p) => p.message).join(' ')}` });
      document.getElementById(stepHeadingId(problems[0]!.step))?.focus();
      return;
    }
    const result = await dispatch(completePlan());
    if (completePlan.rejected.match(result)) {
      onMessage({ tone: 'danger', text: result.payload ?? 'Não foi possível concluir o projeto.' });
    } else {
      onMessage({
        tone: 'success',
        text: `Projeto concluído! Você ganhou ${formatPoints(result.payload.pointsAwarded)}.`,
      });
    }
  };

  return (
    <StepCard aria-labelledby="concluir">
      <h2 id="concluir">Concluir</h2>
      {problems.length > 0 ? (
        <>
          <p>Antes de concluir, falta:</p>
          <ul>
            {problems.map((p) => (
              <li key={p.message}>
                <a href={`#${stepHeadingId(p.step)}`}>{p.message}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Tudo pronto. Revise o plano na versão para impressão e conclua.</p>
      )}
      <div aria-live="polite">{message && <Banner $tone={message.tone}>{message.text}</Banner>}</div>
      <Actions>
        {!completed && (
          <Button type="button" onClick={() => void complete()}>
            Concluir projeto (+{formatPoints(points)})
          </Button>
        )}
        <Button as={Link} href={paths.capstonePrint} $variant="secondary">
          Ver para imprimir ou salvar em PDF
        </Button>
      </Actions>
    </StepCard>
  );
}
