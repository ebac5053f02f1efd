/** The chapter's steps as a list to jump to, folded by default so the text stays first on a phone. */
import styled from 'styled-components';
import { Check, ChevronRight } from 'lucide-react';
import { formatNumber } from '../../../shared/format';
import { SUMMARY_STEP } from '../../../shared/progress-state';
import { LinkButton } from '../../components/ui';

const Fold = styled.details`
  margin: ${(p) => p.theme.space(3)} 0;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The sign that the list opens, turned once it is open. */
  summary > svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[open] summary > svg {
    transform: rotate(90deg);
  }
  .summary-step {
    list-style: none;
    margin-left: -1.4em;
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
  }
  li {
    margin: ${(p) => p.theme.space(1)} 0;
  }
  button {
    text-align: left;
    min-height: 44px;
  }
  button[aria-current='step'] {
    text-decoration: none;
    color: ${(p) => p.theme.color.text};
  }
  li svg {
    vertical-align: -3px;
    margin-left: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.color.success};
  }
`;

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
    <Fold>
      <summary>
        <ChevronRight size={18} aria-hidden />
        {/* "de 5 seções": the plural follows the total, which is never 1. */}
        Seções do capítulo: {formatNumber(done)} de {formatNumber(sections.length)} lidas
      </summary>
      <nav aria-label="Seções do capítulo">
        <ol>
          {steps.map((step) => (
            // The summary is not a numbered section.
            <li key={step.id} className={step.id === SUMMARY_STEP ? 'summary-step' : undefined}>
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
    </Fold>
  );
}
