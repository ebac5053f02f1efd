/** The plan's steps as a list to jump to, folded by default so the step's fields stay first on a phone. */
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { LinkButton } from '../../components/ui';
import { StepFold } from '../../components/StepFold';

export interface ListedStep {
  id: string;
  title: string;
  /** Nothing missing in it. */
  ready: boolean;
  /** The last entry (review and complete), not a numbered step. */
  review?: boolean;
}

export function StepList({
  steps,
  current,
  summary,
  onJump,
}: {
  steps: readonly ListedStep[];
  current: string;
  /** What the fold says while closed: how many steps are ready. */
  summary: string;
  onJump: (id: string) => void;
}) {
  return (
    <StepFold>
      <summary>
        <ChevronRight size={18} aria-hidden />
        {summary}
      </summary>
      <nav aria-label="Etapas do projeto">
        <ol>
          {steps.map((step) => (
            <li key={step.id} className={step.review ? 'apart' : undefined}>
              <LinkButton
                type="button"
                aria-current={step.id === current ? 'step' : undefined}
                onClick={() => onJump(step.id)}
              >
                {step.title}
              </LinkButton>
              {step.ready && <Check size={16} aria-label="pronta" />}
            </li>
          ))}
        </ol>
      </nav>
    </StepFold>
  );
}
