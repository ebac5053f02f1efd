/**
 * Projeto final: the learner's 90-day plan, one step per screen ("Etapa 3 de 8"), then a last screen to review
 * and complete it. The step is in the address (`?etapa=`), replaced rather than pushed, so reload keeps the step
 * and the back button leaves the project instead of walking back through its steps; moving to a step puts focus
 * on its heading. Every change is a learner event, applied at once on the phone (offline too) and synced like
 * the rest of the progress (a field leaving the screen saves what it holds); completing it is checked by the
 * same rules on both sides and pays the content's points once.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Button, Muted, Page, Pill, ProgressBar } from '../../components/ui';
import { Markdown } from '../chapters/Markdown';
import { loadCapstone, loadCatalogue } from '../chapters/chaptersSlice';
import { PLAN_STEPS, type PlanPatch, type PlanStep } from '../../../shared/capstone-plan';
import type { PlanProblem } from '../../../shared/capstone';
import { formatPoints } from '../../../shared/format';
import {
  selectCapstone,
  selectCapstoneUnavailable,
  selectPlan,
  selectPlanCompletedAt,
  selectPlanProblems,
  selectReadyStepIds,
} from './capstone-selectors';
import { updatePlan } from './capstone-thunks';
import { formatCompletedAt, stepGuide } from './plan-format';
import { CAPSTONE_REVIEW_STEP, EditorPage, type StepEditorProps } from './plan-ui';
import { PlanStepCard, stepHeadingId } from './PlanStepCard';
import { CompletePlanCard, REVIEW_HEADING_ID, type PlanMessage } from './CompletePlanCard';
import { PlanCheckContext, problemFieldId } from './plan-check';
import { StepList } from './StepList';
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

type ScreenStep = PlanStep | typeof CAPSTONE_REVIEW_STEP;
const SCREEN_STEPS: readonly ScreenStep[] = [...PLAN_STEPS, CAPSTONE_REVIEW_STEP];
const isScreenStep = (id: string | null): id is ScreenStep => SCREEN_STEPS.some((s) => s === id);

const Where = styled.div`
  margin: ${(p) => p.theme.space(4)} 0 ${(p) => p.theme.space(2)};
  > p {
    margin: 0 0 ${(p) => p.theme.space(2)};
    font-weight: 600;
  }
`;
/** A link alone on its line: as tall as a finger. */
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;
const StepNav = styled.nav`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  justify-content: space-between;
  flex-wrap: wrap;
  margin-top: ${(p) => p.theme.space(4)};
  .next {
    margin-left: auto;
  }
`;

export default function CapstoneScreen() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const search = useSearch();
  const capstone = useAppSelector(selectCapstone);
  const unavailable = useAppSelector(selectCapstoneUnavailable);
  const plan = useAppSelector(selectPlan);
  const completedAt = useAppSelector(selectPlanCompletedAt);
  const problems = useAppSelector(selectPlanProblems);
  const ready = useAppSelector(selectReadyStepIds);
  const [message, setMessage] = useState<PlanMessage>(null);
  // Once the learner tries to complete, every field says what it lacks (until they leave the screen).
  const [attempted, setAttempted] = useState(false);
  const check = useMemo(() => ({ problems, attempted }), [problems, attempted]);

  const asked = new URLSearchParams(search).get(paths.capstoneStepParam);
  const current: ScreenStep = isScreenStep(asked) ? asked : PLAN_STEPS[0]!;
  const index = SCREEN_STEPS.indexOf(current);
  const where = useRef<HTMLDivElement>(null);
  /** The control to focus once the next step shows (a field a problem names), instead of its heading. */
  const focusNext = useRef<string | null>(null);
  const shown = useRef<ScreenStep | null>(null);

  useEffect(() => {
    void dispatch(loadCatalogue());
    void dispatch(loadCapstone());
  }, [dispatch]);

  // A step moved to starts at its top, with focus on its heading (or on the field a problem names), so a
  // screen reader reads on from there; the first step shown after a reload keeps the page as it is.
  useLayoutEffect(() => {
    if (!capstone) return;
    const before = shown.current;
    shown.current = current;
    if (before === null || before === current) return;
    const field = focusNext.current ? document.getElementById(focusNext.current) : null;
    focusNext.current = null;
    if (field) {
      field.focus();
      return;
    }
    where.current?.scrollIntoView({ block: 'start' });
    const heading = current === CAPSTONE_REVIEW_STEP ? REVIEW_HEADING_ID : stepHeadingId(current);
    document.getElementById(heading)?.focus({ preventScroll: true });
  }, [capstone, current]);

  if (!capstone) {
    return (
      <Page>
        <Muted role="status">{unavailable ? 'Não foi possível abrir o projeto final.' : 'Carregando…'}</Muted>
      </Page>
    );
  }

  const go = (id: ScreenStep) => navigate(paths.capstoneStep(id), { replace: true });
  const goToProblem = (problem: PlanProblem) => {
    setAttempted(true);
    focusNext.current = problemFieldId(problem);
    if (problem.step === current) {
      requestAnimationFrame(() => document.getElementById(focusNext.current ?? '')?.focus());
    } else go(problem.step);
  };
  const save = (patch: PlanPatch) => {
    setMessage(null);
    void dispatch(updatePlan(patch));
  };

  const titleOf = (id: ScreenStep) =>
    id === CAPSTONE_REVIEW_STEP ? 'Revisar e concluir' : stepGuide(capstone, id).title;
  const listed = SCREEN_STEPS.map((id, i) => ({
    id,
    title: id === CAPSTONE_REVIEW_STEP ? titleOf(id) : `${i + 1}. ${titleOf(id)}`,
    ready: id === CAPSTONE_REVIEW_STEP ? Boolean(completedAt) : ready.includes(id),
    review: id === CAPSTONE_REVIEW_STEP,
  }));
  const previous = SCREEN_STEPS[index - 1];
  const next = SCREEN_STEPS[index + 1];
  const total = PLAN_STEPS.length;
  const Editor = current === CAPSTONE_REVIEW_STEP ? null : STEP_EDITORS[current];

  return (
    <EditorPage>
      <p>
        <BackLink href={paths.library}>Voltar para Aprender</BackLink>
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
      <Where ref={where}>
        <p>{Editor ? `Etapa ${index + 1} de ${total}` : 'Revisão final'}</p>
        <ProgressBar value={Editor ? (index + 1) / total : 1} label="Progresso no projeto" />
        <StepList
          steps={listed}
          current={current}
          summary={`Etapas do projeto: ${ready.length} de ${total} prontas`}
          onJump={(id) => {
            if (isScreenStep(id)) go(id);
          }}
        />
        <Muted as="p">Tudo fica salvo enquanto você escreve, mesmo sem internet.</Muted>
      </Where>
      {index === 0 && <Markdown>{capstone.intro}</Markdown>}
      <div aria-live="polite">{message && <Banner $tone={message.tone}>{message.text}</Banner>}</div>

      <PlanCheckContext.Provider value={check}>
        {Editor && current !== CAPSTONE_REVIEW_STEP ? (
          <PlanStepCard key={current} capstone={capstone} id={current} number={index + 1}>
            <Editor capstone={capstone} plan={plan} save={save} />
          </PlanStepCard>
        ) : (
          <CompletePlanCard
            points={capstone.points}
            problems={problems}
            completed={Boolean(completedAt)}
            onMessage={setMessage}
            onGoTo={goToProblem}
          />
        )}
      </PlanCheckContext.Provider>

      <StepNav aria-label="Navegação entre etapas">
        {previous && (
          <Button type="button" $variant="secondary" onClick={() => go(previous)}>
            Etapa anterior
          </Button>
        )}
        {next && (
          <Button type="button" className="next" onClick={() => go(next)}>
            {next === CAPSTONE_REVIEW_STEP ? 'Revisar e concluir' : 'Próxima etapa'}
          </Button>
        )}
      </StepNav>
      {next && next !== CAPSTONE_REVIEW_STEP && <Muted as="p">A seguir: {titleOf(next)}</Muted>}
    </EditorPage>
  );
}
