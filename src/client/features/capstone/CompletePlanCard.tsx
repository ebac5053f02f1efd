/**
 * The last card: what is still missing (each linking to its field), completing the plan, and printing it. A
 * refused completion keeps everything typed (each field is saved as it is written) and takes the learner to
 * the first field that lacks something, where every field now says why.
 */
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { Banner, Button } from '../../components/ui';
import type { PlanProblem } from '../../../shared/capstone';
import { formatCount, formatPoints } from '../../../shared/format';
import { completePlan } from './capstone-thunks';
import { problemFieldId } from './plan-check';
import { stepHeadingId } from './PlanStepCard';
import { Actions, StepCard } from './plan-ui';

export type PlanMessage = { tone: 'danger' | 'success'; text: string } | null;

/** Shows every field's problem, then moves to the problem's field (or its step, if the field is not shown). */
function goToProblem(problem: PlanProblem, revealProblems: () => void) {
  flushSync(revealProblems);
  const field = document.getElementById(problemFieldId(problem));
  (field ?? document.getElementById(stepHeadingId(problem.step)))?.focus();
}

export function CompletePlanCard({
  points,
  problems,
  completed,
  message,
  onMessage,
  onAttempt,
}: {
  /** What completing pays. */
  points: number;
  problems: PlanProblem[];
  completed: boolean;
  /** The outcome of the last try, until the learner changes the plan. */
  message: PlanMessage;
  onMessage: (message: PlanMessage) => void;
  /** The learner tried to complete: the fields show what they lack. */
  onAttempt: () => void;
}) {
  const dispatch = useAppDispatch();

  const complete = async () => {
    const first = problems[0];
    if (first) {
      const more = problems.length - 1;
      onMessage({
        tone: 'danger',
        text:
          `Ainda não dá para concluir. ${first.message}` +
          (more > 0 ? ` E mais ${formatCount(more, 'item', 'itens')} na lista acima.` : ''),
      });
      goToProblem(first, onAttempt);
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
              <li key={problemFieldId(p)}>
                <a
                  href={`#${problemFieldId(p)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    goToProblem(p, onAttempt);
                  }}
                >
                  {p.message}
                </a>
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
