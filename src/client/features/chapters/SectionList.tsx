/** The chapter's steps as a list to jump to, folded by default so the text stays first on a phone. */
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { formatNumber } from '../../../shared/format';
import { SUMMARY_STEP } from '../../../shared/progress-state';
import { LinkButton } from '../../components/ui';
import { StepFold } from '../../components/StepFold';

export interface Step {
  id: string;
  title: string;
}

export function SectionList({
  steps,
  current,
  read,
  onJump,
}: {
  steps: readonly Step[];
  current: string;
  read: readonly string[];
  onJump: (id: string) => void;
}) {
  const sections = steps.filter((s) => s.id !== SUMMARY_STEP);
  const done = sections.filter((s) => read.includes(s.id)).length;
  return (
    <StepFold>
      <summary>
        <ChevronRight size={18} aria-hidden />
        {/* "de 5 seções": the plural follows the total, which is never 1. */}
        Seções do capítulo: {formatNumber(done)} de {formatNumber(sections.length)} lidas
      </summary>
      <nav aria-label="Seções do capítulo">
        <ol>
          {steps.map((step) => (
            // The summary is not a numbered section.
            <li key={step.id} className={step.id === SUMMARY_STEP ? 'apart' : undefined}>
              <LinkButton
                type="button"
                aria-current={step.id === current ? 'step' : undefined}
                onClick={() => onJump(step.id)}
              >
                {step.title}
              </LinkButton>
              {read.includes(step.id) && <Check size={16} aria-label="lida" />}
            </li>
          ))}
        </ol>
      </nav>
    </StepFold>
  );
}
