/**
 * Projeto final: the learner's 90-day plan, step by step. Every change is a learner event, applied at once
 * on the phone (offline too) and synced like the rest of the progress; completing it is checked by the same
 * rules on both sides and pays the content's points once.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Muted, Page, Pill, ProgressBar } from '../../components/ui';
import { Markdown } from '../chapters/Markdown';
import { loadCapstone, loadCatalogue } from '../chapters/chaptersSlice';
import { PLAN_STEPS, type PlanPatch, type PlanStep } from '../../../shared/capstone-plan';
import { formatPoints } from '../../../shared/format';
import {
  selectCapstone,
  selectCapstoneUnavailable,
  selectPlan,
  selectPlanCompletedAt,
  selectPlanProblems,
  selectReadySteps,
} from './capstone-selectors';
import { updatePlan } from './capstone-thunks';
import { formatCompletedAt } from './plan-format';
import { EditorPage, type StepEditorProps } from './plan-ui';
import { PlanStepCard } from './PlanStepCard';
import { CompletePlanCard, type PlanMessage } from './CompletePlanCard';
import { PlanCheckContext } from './plan-check';
import { BusinessStep } from './BusinessStep';
import { PersonaStep } from './PersonaStep';
import { ObjectivesStep } from './ObjectivesStep';
import { FunnelStep } from './FunnelStep';
import { ChannelsStep } from './ChannelsStep';
import { CalendarStep } from './CalendarStep';
import { MeasurementStep } from './MeasurementStep';
import { ComplianceStep } from './ComplianceStep';

const STEP_EDITORS: Record<PlanStep, ComponentType<StepEditorProps>> = {
  negocio: BusinessStep,
  persona: PersonaStep,
  objetivos: ObjectivesStep,
  funil: FunnelStep,
  canais: ChannelsStep,
  calendario: CalendarStep,
  medicao: MeasurementStep,
  conformidade: ComplianceStep,
};

export default function CapstoneScreen() {
  const dispatch = useAppDispatch();
  const capstone = useAppSelector(selectCapstone);
  const unavailable = useAppSelector(selectCapstoneUnavailable);
  const plan = useAppSelector(selectPlan);
  const completedAt = useAppSelector(selectPlanCompletedAt);
  const problems = useAppSelector(selectPlanProblems);
  const stepsReady = useAppSelector(selectReadySteps);
  const [message, setMessage] = useState<PlanMessage>(null);
  // Once the learner tries to complete, every field says what it lacks (until they leave the screen).
  const [attempted, setAttempted] = useState(false);
  const check = useMemo(() => ({ problems, attempted }), [problems, attempted]);

  useEffect(() => {
    void dispatch(loadCatalogue());
    void dispatch(loadCapstone());
  }, [dispatch]);

  if (!capstone) {
    return (
      <Page>
        <Muted role="status">{unavailable ? 'Não foi possível abrir o projeto final.' : 'Carregando…'}</Muted>
      </Page>
    );
  }

  const save = (patch: PlanPatch) => {
    setMessage(null);
    void dispatch(updatePlan(patch));
  };
  const readiness = `${stepsReady} de ${PLAN_STEPS.length} etapas prontas`;

  return (
    <EditorPage>
      <p>
        <Link href={paths.library}>Voltar à biblioteca</Link>
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
      <ProgressBar value={stepsReady / PLAN_STEPS.length} label={readiness} />
      <p>{readiness}. Tudo fica salvo enquanto você escreve, mesmo sem internet.</p>
      <Markdown>{capstone.intro}</Markdown>

      <PlanCheckContext.Provider value={check}>
        {PLAN_STEPS.map((id, i) => {
          const Editor = STEP_EDITORS[id];
          return (
            <PlanStepCard key={id} capstone={capstone} id={id} number={i + 1}>
              <Editor capstone={capstone} plan={plan} save={save} />
            </PlanStepCard>
          );
        })}
      </PlanCheckContext.Provider>

      <CompletePlanCard
        points={capstone.points}
        problems={problems}
        completed={Boolean(completedAt)}
        message={message}
        onMessage={setMessage}
        onAttempt={() => setAttempted(true)}
      />
    </EditorPage>
  );
}
