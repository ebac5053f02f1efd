/** One step of the plan: its number and title, what to do, the chapters to review, then its fields. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Muted } from '../../components/ui';
import type { Capstone } from '../../../shared/content-schema';
import type { PlanStep } from '../../../shared/capstone-plan';
import { stepGuide } from './plan-format';
import { StepCard } from './plan-ui';

const Review = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: 0.92rem;
  /* A list of links, not a sentence: each one as tall as a finger. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** The heading's id, which the list of what is missing links to and completing focuses. */
export const stepHeadingId = (id: PlanStep) => `etapa-${id}`;

export function PlanStepCard({
  capstone,
  id,
  number,
  children,
}: {
  capstone: Capstone;
  id: PlanStep;
  number: number;
  children: ReactNode;
}) {
  const step = stepGuide(capstone, id);
  return (
    <StepCard aria-labelledby={stepHeadingId(id)}>
      <h2 id={stepHeadingId(id)} tabIndex={-1}>
        {number}. {step.title}
      </h2>
      <Muted as="p">{step.help}</Muted>
      {step.chapters.length > 0 && (
        <Review>
          Reveja:{' '}
          {step.chapters.map((c, i) => (
            <span key={c}>
              {i > 0 && ', '}
              <Link href={paths.chapter(c)}>capítulo {c}</Link>
            </span>
          ))}
        </Review>
      )}
      {children}
    </StepCard>
  );
}
