/**
 * The attempt under way: one question at a time, the time left, a map of the 30 questions, and "Entregar
 * prova". Choosing an option saves it on the server at once; without a connection it is kept on the device and
 * sent when the connection returns.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Button, Card, ChoiceFieldset, Muted, ProgressBar } from '../../components/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EXAM_PROJECT } from '../../../shared/exam-rules';
import { selectCatalogue } from '../chapters/chapters-selectors';
import { chooseExamAnswer, finishExam, loadExam } from './examSlice';
import { selectExam, selectExamAnswers, selectUnsavedCount } from './exam-selectors';
import { ExamTimer } from './ExamTimer';
import { counted } from '../../../shared/counts';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-bottom: ${(p) => p.theme.space(2)};
`;
const QuestionCard = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
`;
const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  justify-content: space-between;
`;
const Map = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${(p) => p.theme.space(3)} 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: ${(p) => p.theme.space(2)};
  button {
    width: 100%;
    min-height: 44px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 2px solid ${(p) => p.theme.color.textMuted};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[data-answered='true'] {
    background: ${(p) => p.theme.color.primarySoft};
    border-color: ${(p) => p.theme.color.primary};
  }
  button[aria-current='true'] {
    outline: 3px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }
`;
const Saved = styled(Muted)`
  margin: 0 0 ${(p) => p.theme.space(3)};
  min-height: 1.5em;
`;

export function ExamAttemptView() {
  const dispatch = useAppDispatch();
  const exam = useAppSelector(selectExam);
  const answers = useAppSelector(selectExamAnswers);
  const unsaved = useAppSelector(selectUnsavedCount);
  const catalogue = useAppSelector(selectCatalogue);
  const attempt = exam.status!.attempt!;
  const total = attempt.questions.length;
  // Where the learner was: the first question without an answer.
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      attempt.questions.findIndex((q) => answers[q.id] === undefined),
    ),
  );
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The question's heading takes focus when the attempt opens and on every move.
  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  const question = attempt.questions[index]!;
  const chapter = catalogue.find((c) => c.id === question.topic);
  const topic =
    question.topic === EXAM_PROJECT
      ? 'Projeto final'
      : chapter
        ? `Cap. ${chapter.number} · ${chapter.title}`
        : '';
  const answered = attempt.questions.filter((q) => answers[q.id] !== undefined).length;
  const blank = total - answered;
  const go = (i: number) => setIndex(Math.min(total - 1, Math.max(0, i)));
  const alert = useRef<HTMLDivElement>(null);
  const handIn = async () => {
    setConfirming(false);
    const done = await dispatch(finishExam());
    // Not handed in (no connection, say): the reason takes focus instead of the vanished dialog.
    if (finishExam.rejected.match(done)) requestAnimationFrame(() => alert.current?.focus());
  };

  return (
    <>
      <Head>
        <p>
          {answered} de {total} respondidas
        </p>
        <ExamTimer deadline={attempt.deadline} onOver={() => void dispatch(loadExam())} />
      </Head>
      <ProgressBar value={answered / total} label={`${answered} de ${total} respondidas`} />
      {exam.unreachable && unsaved > 0 && (
        <Banner $tone="warning" role="status">
          {counted('examUnsaved', unsaved)} O tempo continua correndo.
        </Banner>
      )}
      {exam.error && exam.request === 'failed' && (
        <Banner $tone="danger" role="alert" ref={alert} tabIndex={-1}>
          {exam.error}
        </Banner>
      )}
      <QuestionCard as="section" aria-labelledby="questao">
        <h2 id="questao" ref={heading} tabIndex={-1}>
          Questão {index + 1} de {total}
        </h2>
        <Muted as="p">{topic}</Muted>
        <ChoiceFieldset>
          <legend>{question.question}</legend>
          {question.options.map((option, i) => (
            <label key={option}>
              <input
                type="radio"
                name={`q-${question.id}`}
                checked={answers[question.id] === i}
                onChange={() => void dispatch(chooseExamAnswer({ questionId: question.id, answer: i }))}
              />
              <span>{option}</span>
            </label>
          ))}
        </ChoiceFieldset>
        <Saved as="p" role="status">
          {answers[question.id] === undefined
            ? ''
            : attempt.answers[question.id] === answers[question.id]
              ? 'Resposta salva.'
              : exam.unreachable
                ? 'Resposta guardada neste aparelho.'
                : 'Salvando…'}
        </Saved>
        <Nav>
          <Button $variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
            Anterior
          </Button>
          {index < total - 1 ? (
            <Button onClick={() => go(index + 1)}>Próxima</Button>
          ) : (
            <Button onClick={() => setConfirming(true)}>Entregar prova</Button>
          )}
        </Nav>
      </QuestionCard>
      <QuestionCard as="nav" aria-labelledby="mapa">
        <h2 id="mapa">Todas as questões</h2>
        <Muted as="p">
          As destacadas já têm resposta. Você pode voltar a qualquer uma antes de entregar.
        </Muted>
        <Map>
          {attempt.questions.map((q, i) => {
            const done = answers[q.id] !== undefined;
            return (
              <li key={q.id}>
                <button
                  type="button"
                  data-answered={done}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={`Questão ${i + 1}, ${done ? 'respondida' : 'sem resposta'}`}
                  onClick={() => go(i)}
                >
                  {i + 1}
                </button>
              </li>
            );
          })}
        </Map>
        <p>
          <Button onClick={() => setConfirming(true)} disabled={exam.request === 'loading'}>
            {exam.request === 'loading' ? 'Entregando…' : 'Entregar prova'}
          </Button>
        </p>
      </QuestionCard>
      <ConfirmDialog
        open={confirming}
        title="Entregar a prova?"
        confirmLabel="Entregar"
        cancelLabel="Voltar à prova"
        onConfirm={() => void handIn()}
        onCancel={() => setConfirming(false)}
      >
        {counted('examBlank', blank)} Depois de entregar, as respostas não mudam mais.
        {exam.unreachable ? ' Sem conexão agora: a entrega precisa de internet.' : ''}
      </ConfirmDialog>
    </>
  );
}
