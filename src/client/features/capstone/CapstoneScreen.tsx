/**
 * Projeto final: the learner's 90-day plan, step by step. Every change is a learner event, applied at once
 * on the phone (offline too) and synced like the rest of the progress; completing it is checked by the same
 * rules on both sides and pays the content's points once.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Button, Card, Muted, Page, Pill, ProgressBar } from '../../components/ui';
import { Markdown } from '../chapters/Markdown';
import { loadCapstone, loadCatalogue } from '../chapters/chaptersSlice';
import { recordAction } from '../sync/sync-thunks';
import {
  budgetAllocated,
  COMPLIANCE_CHECKS,
  emptyPlan,
  FUNNEL_STAGES,
  PLAN_LIMITS as L,
  planProblems,
  type CapstonePlan,
  type PlanPatch,
  type PlanStep,
} from '../../../shared/capstone';
import { formatPoints } from '../../../shared/format';
import { PlanReais, PlanText } from './plan-fields';
import { formatCompletedAt, formatReais, FUNNEL_LABELS } from './plan-format';

const Step = styled(Card)`
  margin-top: 16px;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 4px;
  }
`;

const Row = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 4px 12px 12px;
  margin: 12px 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 12px 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px 12px;
    margin-bottom: 8px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: center;
  margin-top: 12px;
`;

const Review = styled.p`
  margin: 8px 0 0;
  font-size: 0.92rem;
`;

const STEP_ORDER: PlanStep[] = [
  'negocio',
  'persona',
  'objetivos',
  'funil',
  'canais',
  'calendario',
  'medicao',
  'conformidade',
];

export default function CapstoneScreen() {
  const dispatch = useAppDispatch();
  const capstone = useAppSelector((s) => s.chapters.capstoneDetail);
  const failed = useAppSelector((s) => s.chapters.status === 'failed');
  const stored = useAppSelector((s) => s.progress.state.plan);
  const completedAt = useAppSelector((s) => s.progress.state.planCompletedAt);
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);

  useEffect(() => {
    void dispatch(loadCatalogue());
    void dispatch(loadCapstone());
  }, [dispatch]);

  if (!capstone) {
    return (
      <Page>
        <Muted role="status">{failed ? 'Não foi possível abrir o projeto final.' : 'Carregando…'}</Muted>
      </Page>
    );
  }

  const plan: CapstonePlan = stored ?? emptyPlan();
  const save = (patch: PlanPatch) => {
    setMessage(null);
    void dispatch(recordAction({ type: 'plan.updated', patch }));
  };
  const problems = planProblems(plan);
  const stepsReady = STEP_ORDER.filter((step) => !problems.some((p) => p.step === step)).length;
  const stepOf = (id: PlanStep) => capstone.steps.find((s) => s.id === id)!;
  const allocated = budgetAllocated(plan);
  const difference = plan.totalBudget - allocated;

  const complete = async () => {
    if (problems.length > 0) {
      setMessage({ tone: 'danger', text: `Ainda falta: ${problems.map((p) => p.message).join(' ')}` });
      document.getElementById(`etapa-${problems[0]!.step}`)?.focus();
      return;
    }
    const result = await dispatch(recordAction({ type: 'plan.completed' }));
    if (recordAction.rejected.match(result)) {
      setMessage({ tone: 'danger', text: result.payload ?? 'Não foi possível concluir o projeto.' });
    } else {
      setMessage({
        tone: 'success',
        text: `Projeto concluído! Você ganhou ${formatPoints(result.payload.pointsAwarded)}.`,
      });
    }
  };

  const stepHeader = (id: PlanStep, n: number) => {
    const step = stepOf(id);
    return (
      <>
        <h2 id={`etapa-${id}`} tabIndex={-1}>
          {n}. {step.title}
        </h2>
        <Muted as="p">{step.help}</Muted>
        {step.chapters.length > 0 && (
          <Review>
            Reveja:{' '}
            {step.chapters.map((c, i) => (
              <span key={c}>
                {i > 0 && ', '}
                <Link href={`/capitulos/${c}`}>capítulo {c}</Link>
              </span>
            ))}
          </Review>
        )}
      </>
    );
  };

  return (
    <Page style={{ maxWidth: 760 }}>
      <p>
        <Link href="/aprender">Voltar à biblioteca</Link>
      </p>
      <h1>{capstone.title}</h1>
      <p>
        <Pill $tone="primary">{formatPoints(capstone.points)}</Pill>{' '}
        <Pill>cerca de {capstone.minutes} min</Pill>
      </p>
      {completedAt && (
        <Banner $tone="success" role="status">
          Projeto concluído em {formatCompletedAt(completedAt)}. Você pode continuar ajustando o plano.
        </Banner>
      )}
      <ProgressBar value={stepsReady / STEP_ORDER.length} label={`${stepsReady} de 8 etapas prontas`} />
      <p>{stepsReady} de 8 etapas prontas. Tudo fica salvo enquanto você escreve, mesmo sem internet.</p>
      <Markdown>{capstone.intro}</Markdown>

      <Step aria-labelledby="etapa-negocio">
        {stepHeader('negocio', 1)}
        <Choices>
          <legend>Para quem é o plano?</legend>
          <label>
            <input
              type="radio"
              name="caso"
              checked={plan.caseId === null}
              onChange={() => save({ caseId: null })}
            />
            <span>Para o meu negócio</span>
          </label>
          {capstone.cases.map((c) => (
            <label key={c.id}>
              <input
                type="radio"
                name="caso"
                checked={plan.caseId === c.id}
                onChange={() =>
                  save({
                    caseId: c.id,
                    ...(plan.business.trim() ? {} : { business: `${c.name}. ${c.summary}` }),
                  })
                }
              />
              <span>
                <strong>{c.name}</strong>
                <br />
                <Muted>{c.summary}</Muted>
              </span>
            </label>
          ))}
        </Choices>
        <PlanText
          label="O negócio"
          value={plan.business}
          max={L.business}
          rows={3}
          onSave={(business) => save({ business })}
        />
      </Step>

      <Step aria-labelledby="etapa-persona">
        {stepHeader('persona', 2)}
        <PlanText
          label="Persona"
          value={plan.persona}
          max={L.persona}
          rows={6}
          onSave={(persona) => save({ persona })}
        />
      </Step>

      <Step aria-labelledby="etapa-objetivos">
        {stepHeader('objetivos', 3)}
        {plan.objectives.map((o, i) => {
          const update = (part: Partial<typeof o>) =>
            save({ objectives: plan.objectives.map((x, j) => (j === i ? { ...x, ...part } : x)) });
          return (
            <Row key={i}>
              <legend>Objetivo {i + 1}</legend>
              <PlanText
                label="Objetivo"
                value={o.objective}
                max={L.objective}
                onSave={(objective) => update({ objective })}
              />
              <PlanText label="KPI" value={o.kpi} max={L.kpi} onSave={(kpi) => update({ kpi })} />
              <PlanText
                label="Meta (número e prazo)"
                value={o.target}
                max={L.target}
                onSave={(target) => update({ target })}
              />
              {plan.objectives.length > 1 && (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => save({ objectives: plan.objectives.filter((_, j) => j !== i) })}
                >
                  Remover objetivo {i + 1}
                </Button>
              )}
            </Row>
          );
        })}
        {plan.objectives.length < L.objectives && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => save({ objectives: [...plan.objectives, { objective: '', kpi: '', target: '' }] })}
          >
            Adicionar objetivo
          </Button>
        )}
      </Step>

      <Step aria-labelledby="etapa-funil">
        {stepHeader('funil', 4)}
        {FUNNEL_STAGES.map((stage) => (
          <PlanText
            key={stage}
            label={FUNNEL_LABELS[stage]}
            value={plan.funnel[stage]}
            max={L.funnelStage}
            rows={4}
            onSave={(text) => save({ funnel: { ...plan.funnel, [stage]: text } })}
          />
        ))}
      </Step>

      <Step aria-labelledby="etapa-canais">
        {stepHeader('canais', 5)}
        <PlanReais
          label="Orçamento total para os 90 dias"
          value={plan.totalBudget}
          max={L.budget}
          onSave={(totalBudget) => save({ totalBudget })}
        />
        {plan.channels.map((c, i) => {
          const update = (part: Partial<typeof c>) =>
            save({ channels: plan.channels.map((x, j) => (j === i ? { ...x, ...part } : x)) });
          return (
            <Row key={i}>
              <legend>Canal {i + 1}</legend>
              <PlanText
                label="Canal"
                value={c.channel}
                max={L.channel}
                onSave={(channel) => update({ channel })}
              />
              <PlanText
                label="Papel no funil"
                value={c.role}
                max={L.role}
                onSave={(role) => update({ role })}
              />
              <PlanReais
                label="Verba do canal"
                value={c.budget}
                max={L.budget}
                onSave={(budget) => update({ budget })}
              />
              {plan.channels.length > 1 && (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => save({ channels: plan.channels.filter((_, j) => j !== i) })}
                >
                  Remover canal {i + 1}
                </Button>
              )}
            </Row>
          );
        })}
        {plan.channels.length < L.channels && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => save({ channels: [...plan.channels, { channel: '', role: '', budget: 0 }] })}
          >
            Adicionar canal
          </Button>
        )}
        <p role="status" aria-live="polite">
          Distribuído: {formatReais(allocated)} de {formatReais(plan.totalBudget)}.{' '}
          {difference === 0
            ? 'O orçamento fecha.'
            : difference > 0
              ? `Faltam ${formatReais(difference)} para distribuir.`
              : `Passou ${formatReais(-difference)} do orçamento.`}
        </p>
      </Step>

      <Step aria-labelledby="etapa-calendario">
        {stepHeader('calendario', 6)}
        {plan.weeks.map((w, i) => (
          <PlanText
            key={i}
            label={`Semana ${i + 1}`}
            value={w}
            max={L.week}
            rows={2}
            onSave={(text) => save({ weeks: plan.weeks.map((x, j) => (j === i ? text : x)) })}
          />
        ))}
      </Step>

      <Step aria-labelledby="etapa-medicao">
        {stepHeader('medicao', 7)}
        <PlanText
          label="Como vou medir"
          value={plan.measurement}
          max={L.measurement}
          rows={6}
          onSave={(measurement) => save({ measurement })}
        />
      </Step>

      <Step aria-labelledby="etapa-conformidade">
        {stepHeader('conformidade', 8)}
        <Choices>
          <legend>Conferi que:</legend>
          {COMPLIANCE_CHECKS.map((check) => (
            <label key={check}>
              <input
                type="checkbox"
                checked={plan.compliance[check]}
                onChange={(e) => save({ compliance: { ...plan.compliance, [check]: e.target.checked } })}
              />
              <span>{capstone.compliance[check]}</span>
            </label>
          ))}
        </Choices>
      </Step>

      <Step aria-labelledby="concluir">
        <h2 id="concluir">Concluir</h2>
        {problems.length > 0 ? (
          <>
            <p>Antes de concluir, falta:</p>
            <ul>
              {problems.map((p) => (
                <li key={p.message}>
                  <a href={`#etapa-${p.step}`}>{p.message}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Tudo pronto. Revise o plano na versão para impressão e conclua.</p>
        )}
        <div aria-live="polite">{message && <Banner $tone={message.tone}>{message.text}</Banner>}</div>
        <Actions>
          {!completedAt && (
            <Button type="button" onClick={() => void complete()}>
              Concluir projeto (+{formatPoints(capstone.points)})
            </Button>
          )}
          <Button as={Link} href="/projeto-final/imprimir" $variant="secondary">
            Ver para imprimir ou salvar em PDF
          </Button>
        </Actions>
      </Step>
    </Page>
  );
}
