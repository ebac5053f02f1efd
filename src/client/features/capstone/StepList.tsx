/** The plan's steps as a list to jump to, folded by default so the step's fields stay first on a phone. */
import styled from 'styled-components';
import { Check, ChevronRight } from 'lucide-react';
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
  summary > svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[open] summary > svg {
    transform: rotate(90deg);
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
  }
  li {
    margin: ${(p) => p.theme.space(1)} 0;
  }
  .review {
    list-style: none;
    margin-left: -1.4em;
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
    <Fold>
      <summary>
        <ChevronRight size={18} aria-hidden />
        {summary}
      </summary>
      <nav aria-label="Etapas do projeto">
        <ol>
          {steps.map((step) => (
            <li key={step.id} className={step.review ? 'review' : undefined}>
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
    </Fold>
  );
}
