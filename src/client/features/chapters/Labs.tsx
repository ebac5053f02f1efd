/**
 * Mão na massa: the chapter's labs, step by step in the real tools. Each step is ticked like a checklist item
 * (event lab.step.set): kept offline, synced across devices.
 */
import { useId } from 'react';
import styled from 'styled-components';
import Clock from 'lucide-react/icons/clock';
import PartyPopper from 'lucide-react/icons/party-popper';
import Wrench from 'lucide-react/icons/wrench';
import type { Chapter, Lab } from '../../../shared/content-schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toggleLabStep } from '../progress/progress-thunks';
import { selectLabStepsDone } from '../progress/progress-selectors';
import { Banner, Card, Pill, ProgressBar } from '../../components/ui';
import { formatPercent } from '../../../shared/format';
import { Markdown } from './Markdown';
import { Sources, factsOf } from './Sources';

const LabCard = styled(Card)`
  margin-bottom: 16px;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 8px;
  }
  h3 {
    font-size: 1rem;
    margin: 16px 0 4px;
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 8px;
`;
const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  counter-reset: step;
  > li {
    margin-bottom: 10px;
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
  }
  > li > label {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
  input {
    width: 22px;
    height: 22px;
    margin-top: 1px;
    flex: none;
    accent-color: ${(p) => p.theme.color.success};
  }
  > li > div {
    font-size: 0.95rem;
  }
  > li > div > :first-child {
    margin-top: 6px;
  }
  > li > div > :last-child {
    margin-bottom: 0;
  }
`;
const Congrats = styled(Banner)`
  margin-top: ${(p) => p.theme.space(4)};
`;

function LabView({ chapter, lab }: { chapter: Chapter; lab: Lab }) {
  const dispatch = useAppDispatch();
  const base = useId();
  const done = useAppSelector((s) => selectLabStepsDone(s, chapter.id, lab.id));
  const count = lab.steps.filter((step) => done.includes(step.id)).length;
  const ratio = count / lab.steps.length;
  return (
    <LabCard aria-labelledby={`${base}-t`}>
      <h2 id={`${base}-t`}>{lab.title}</h2>
      <Meta>
        <Pill>
          <Wrench size={14} aria-hidden /> {lab.tool}
        </Pill>
        <Pill>
          <Clock size={14} aria-hidden /> {lab.minutes} min
        </Pill>
      </Meta>
      <p>{lab.goal}</p>
      <h3>O que você precisa</h3>
      <Markdown>{lab.needs}</Markdown>
      <h3>Se você ainda não tem</h3>
      <Markdown>{lab.without}</Markdown>
      <h3>Passo a passo</h3>
      <p>
        {count} de {lab.steps.length} passos feitos ({formatPercent(ratio)})
      </p>
      <ProgressBar value={ratio} label={`Progresso da prática ${lab.title}`} />
      {ratio === 1 && (
        <Congrats $tone="success" role="status">
          <span>
            <PartyPopper size={18} aria-hidden /> <strong>Prática concluída!</strong> Anote o que funcionou e
            leve para o seu plano de 90 dias.
          </span>
        </Congrats>
      )}
      <Steps>
        {lab.steps.map((step, i) => {
          const id = `${base}-${step.id}`;
          return (
            <li key={step.id}>
              <label htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={done.includes(step.id)}
                  onChange={() =>
                    void dispatch(toggleLabStep({ chapterId: chapter.id, labId: lab.id, stepId: step.id }))
                  }
                />
                <span>
                  {i + 1}. {step.title}
                </span>
              </label>
              <div>
                <Markdown>{step.body}</Markdown>
              </div>
            </li>
          );
        })}
      </Steps>
      <Sources facts={factsOf(lab.facts, chapter.facts)} />
    </LabCard>
  );
}

export function Labs({ chapter }: { chapter: Chapter }) {
  return (
    <>
      <p>
        <strong>Mão na massa:</strong> faça nas ferramentas de verdade, passo a passo. Marque cada passo ao
        terminar; o progresso fica salvo no aparelho, mesmo sem internet, e vai para a sua conta.
      </p>
      {chapter.labs.map((lab) => (
        <LabView key={lab.id} chapter={chapter} lab={lab} />
      ))}
    </>
  );
}
