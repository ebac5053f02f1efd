/**
 * The last screen: what is still missing (each linking to its field, on its step), completing the plan, and
 * printing it. A refused completion keeps everything typed (each field is saved as it is written) and takes the
 * learner to the first field that lacks something, where every field now says why.
 */
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/ui';
import type { PlanProblem } from '../../../shared/capstone';
import { formatCount, formatPoints } from '../../../shared/format';
import { completePlan } from './capstone-thunks';
import { problemFieldId } from './plan-check';
import { Actions, StepCard } from './plan-ui';

export type PlanMessage = { tone: 'danger' | 'success'; text: string } | null;

/** The review screen's heading, which moving to it focuses. */
export const REVIEW_HEADING_ID = 'concluir';

export function CompletePlanCard({
  points,
  problems,
  completed,
  onMessage,
  onGoTo,
}: {
  /** What completing pays. */
  points: number;
  problems: PlanProblem[];
  completed: boolean;
  /** The outcome of a try, shown above the step until the learner changes the plan. */
  onMessage: (message: PlanMessage) => void;
  /** Every field now says what it lacks; this takes the learner to the problem's field, on its step. */
  onGoTo: (problem: PlanProblem) => void;
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
          (more > 0 ? ` E mais ${formatCount(more, 'item', 'itens')} em “Revisar e concluir”.` : ''),
      });
      onGoTo(first);
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
      <h2 id={REVIEW_HEADING_ID} tabIndex={-1}>
        Concluir
      </h2>
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
                    onGoTo(p);
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
