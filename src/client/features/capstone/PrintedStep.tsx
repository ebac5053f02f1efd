/** What one step of the plan looks like on paper, below its title. */
import { Fragment } from 'react';
import { budgetAllocated } from '../../../shared/capstone';
import {
  COMPLIANCE_CHECKS,
  FUNNEL_STAGES,
  type CapstonePlan,
  type PlanStep,
} from '../../../shared/capstone-plan';
import type { Capstone } from '../../../shared/content-schema';
import { calendarRows, formatReais, FUNNEL_LABELS, orDash } from './plan-format';

export function PrintedStep({
  id,
  capstone,
  plan,
}: {
  id: PlanStep;
  capstone: Capstone;
  plan: CapstonePlan;
}) {
  switch (id) {
    case 'negocio':
      return <p>{orDash(plan.business)}</p>;
    case 'persona':
      return <p>{orDash(plan.persona)}</p>;
    case 'objetivos':
      return (
        <table>
          <thead>
            <tr>
              <th scope="col">Objetivo</th>
              <th scope="col">KPI</th>
              <th scope="col">Meta</th>
            </tr>
          </thead>
          <tbody>
            {plan.objectives.map((o, i) => (
              <tr key={i}>
                <td>{orDash(o.objective)}</td>
                <td>{orDash(o.kpi)}</td>
                <td>{orDash(o.target)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'funil':
      return FUNNEL_STAGES.map((stage) => (
        <p key={stage}>
          <strong>{FUNNEL_LABELS[stage]}:</strong> {orDash(plan.funnel[stage])}
        </p>
      ));
    case 'canais':
      return (
        <table>
          <thead>
            <tr>
              <th scope="col">Canal</th>
              <th scope="col">Papel no funil</th>
              <th scope="col">Resultado esperado</th>
              <th scope="col">Verba (90 dias)</th>
            </tr>
          </thead>
          <tbody>
            {plan.channels.map((c, i) => (
              <tr key={i}>
                <td>{orDash(c.channel)}</td>
                <td>{orDash(c.role)}</td>
                <td>{orDash(c.expected ?? '')}</td>
                <td className="valor">{formatReais(c.budget)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total distribuído (orçamento: {formatReais(plan.totalBudget)})
              </th>
              <td className="valor">{formatReais(budgetAllocated(plan))}</td>
            </tr>
          </tfoot>
        </table>
      );
    case 'calendario':
      return (
        <table>
          <thead>
            <tr>
              <th scope="col">Semana</th>
              <th scope="col">Ação principal</th>
              <th scope="col">Semana</th>
              <th scope="col">Ação principal</th>
            </tr>
          </thead>
          <tbody>
            {calendarRows(plan.weeks).map((row) => (
              <tr key={row[0]!.week}>
                {row.map(({ week, text }) => (
                  <Fragment key={week}>
                    <td className="valor">{week}</td>
                    <td>{orDash(text)}</td>
                  </Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'medicao':
      return <p>{orDash(plan.measurement)}</p>;
    case 'conformidade':
      return (
        <ul>
          {COMPLIANCE_CHECKS.map((check) => (
            <li key={check}>
              {plan.compliance[check] ? 'Conferido' : 'A conferir'}: {capstone.compliance[check]}
            </li>
          ))}
        </ul>
      );
  }
}
