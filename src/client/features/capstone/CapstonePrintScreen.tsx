/** The 90-day plan as a document, laid out for one or two A4 pages when printed or saved as PDF. */
import { useEffect } from 'react';
import { Link } from 'wouter';
import styled, { createGlobalStyle } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, Muted, Page } from '../../components/ui';
import { loadCapstone } from '../chapters/chaptersSlice';
import { budgetAllocated, COMPLIANCE_CHECKS, emptyPlan, FUNNEL_STAGES } from '../../../shared/capstone';
import { formatCompletedAt, formatReais, FUNNEL_LABELS } from './plan-format';

/** On paper: only the document, black on white, compact, tables kept whole where they fit. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 10mm 12mm;
    }
    body {
      background: #fff !important;
      color: #000 !important;
      font-size: 9.5pt;
    }
    header,
    nav,
    .sem-impressao {
      display: none !important;
    }
    main {
      padding: 0 !important;
      margin: 0 !important;
    }
  }
`;

const Doc = styled.article`
  line-height: 1.45;
  h1 {
    font-size: 1.5rem;
    margin: 0 0 4px;
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
    padding: 4px 6px;
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
      margin: 10px 0 4px;
    }
    th,
    td {
      border-color: #999;
      padding: 2px 4px;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 16px;
`;

const empty = (text: string) => (text.trim() ? text : '—');

export default function CapstonePrintScreen() {
  const dispatch = useAppDispatch();
  const capstone = useAppSelector((s) => s.chapters.capstoneDetail);
  const stored = useAppSelector((s) => s.progress.state.plan);
  const completedAt = useAppSelector((s) => s.progress.state.planCompletedAt);
  const learner = useAppSelector((s) => s.auth.user?.name ?? '');
  useEffect(() => {
    void dispatch(loadCapstone());
  }, [dispatch]);
  if (!capstone) {
    return (
      <Page>
        <Muted role="status">Carregando…</Muted>
      </Page>
    );
  }
  const plan = stored ?? emptyPlan();
  const caseName = capstone.cases.find((c) => c.id === plan.caseId)?.name;
  return (
    <Page style={{ maxWidth: 820 }}>
      <PrintStyle />
      <Toolbar className="sem-impressao">
        <Button type="button" onClick={() => window.print()}>
          Imprimir ou salvar em PDF
        </Button>
        <Button as={Link} href="/projeto-final" $variant="secondary">
          Voltar a editar
        </Button>
      </Toolbar>
      <Doc aria-labelledby="plano-titulo">
        <h1 id="plano-titulo">Plano de marketing digital de 90 dias</h1>
        <p>
          {learner}
          {caseName ? ` · caso do curso: ${caseName}` : ''}
          {completedAt ? ` · concluído em ${formatCompletedAt(completedAt)}` : ' · rascunho'}
        </p>

        <h2>O negócio</h2>
        <p>{empty(plan.business)}</p>
        <h2>Persona</h2>
        <p>{empty(plan.persona)}</p>

        <h2>Objetivos e KPIs</h2>
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
                <td>{empty(o.objective)}</td>
                <td>{empty(o.kpi)}</td>
                <td>{empty(o.target)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>Conteúdo por etapa do funil</h2>
        {FUNNEL_STAGES.map((stage) => (
          <p key={stage}>
            <strong>{FUNNEL_LABELS[stage]}:</strong> {empty(plan.funnel[stage])}
          </p>
        ))}

        <h2>Canais e orçamento</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Canal</th>
              <th scope="col">Papel no funil</th>
              <th scope="col">Verba (90 dias)</th>
            </tr>
          </thead>
          <tbody>
            {plan.channels.map((c, i) => (
              <tr key={i}>
                <td>{empty(c.channel)}</td>
                <td>{empty(c.role)}</td>
                <td className="valor">{formatReais(c.budget)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total distribuído (orçamento: {formatReais(plan.totalBudget)})
              </th>
              <td className="valor">{formatReais(budgetAllocated(plan))}</td>
            </tr>
          </tfoot>
        </table>

        <h2>Calendário de 12 semanas</h2>
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
            {plan.weeks.slice(0, 6).map((w, i) => (
              <tr key={i}>
                <td className="valor">{i + 1}</td>
                <td>{empty(w)}</td>
                <td className="valor">{i + 7}</td>
                <td>{empty(plan.weeks[i + 6] ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>Plano de medição</h2>
        <p>{empty(plan.measurement)}</p>

        <h2>Conformidade</h2>
        <ul>
          {COMPLIANCE_CHECKS.map((check) => (
            <li key={check}>
              {plan.compliance[check] ? 'Conferido' : 'A conferir'}: {capstone.compliance[check]}
            </li>
          ))}
        </ul>
      </Doc>
    </Page>
  );
}
