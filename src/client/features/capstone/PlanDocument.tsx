/** The 90-day plan as a document: a title, who it is for, then each step under the title it has in the editor. */
import { Fragment } from 'react';
import styled from 'styled-components';
import { PLAN_STEPS, type CapstonePlan } from '../../../shared/capstone-plan';
import type { Capstone } from '../../../shared/content-schema';
import { formatCompletedAt, stepGuide } from './plan-format';
import { PrintedStep } from './PrintedStep';

/** Tables are kept whole where they fit, and headings with what follows them. */
const Doc = styled.article`
  line-height: 1.45;
  h1 {
    font-size: 1.5rem;
    margin: 0 0 ${(p) => p.theme.space(1)};
  }
  h2 {
    font-size: 1.05rem;
    margin: 18px 0 6px;
    break-after: avoid;
  }
  p {
    margin: 0 0 6px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
    break-inside: avoid;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.color.border};
    padding: ${(p) => p.theme.space(1)} 6px;
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td.valor {
    text-align: right;
    white-space: nowrap;
  }
  @media print {
    line-height: 1.3;
    h1 {
      font-size: 15pt;
    }
    h2 {
      font-size: 11pt;
      margin: 10px 0 ${(p) => p.theme.space(1)};
    }
    th,
    td {
      border-color: ${(p) => p.theme.print.rule};
      padding: 2px ${(p) => p.theme.space(1)};
    }
  }
`;

export function PlanDocument({
  capstone,
  plan,
  learner,
  completedAt,
}: {
  capstone: Capstone;
  plan: CapstonePlan;
  learner: string;
  completedAt: string | null;
}) {
  const caseName = capstone.cases.find((c) => c.id === plan.caseId)?.name;
  return (
    <Doc aria-labelledby="plano-titulo">
      <h1 id="plano-titulo">Plano de marketing digital de 90 dias</h1>
      <p>
        {learner}
        {caseName ? ` · caso do curso: ${caseName}` : ''}
        {completedAt ? ` · concluído em ${formatCompletedAt(completedAt)}` : ' · rascunho'}
      </p>
      {PLAN_STEPS.map((id) => (
        <Fragment key={id}>
          <h2>{stepGuide(capstone, id).title}</h2>
          <PrintedStep id={id} capstone={capstone} plan={plan} />
        </Fragment>
      ))}
    </Doc>
  );
}
