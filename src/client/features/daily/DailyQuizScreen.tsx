/**
 * Quiz diário: today's questions one at a time. Each answer is a learner event (offline too), graded by the
 * shared rules here and by the server, with the question's explanation right after.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectContinueChapterId, selectDailySet, selectGoal, selectToday } from '../../app/selectors';
import { Banner, Button, Card, Muted, Page, ProgressBar } from '../../components/ui';
import { loadCatalogue, loadChapter } from '../chapters/chaptersSlice';
import { recordAction } from '../sync/sync-thunks';
import {
  DAILY_POINTS_CAP,
  DAILY_POINTS_FIRST,
  DAILY_POINTS_REVIEW,
  parseReviewKey,
} from '../../../shared/daily-quiz';
import { formatPoints } from '../../../shared/format';
import { loadScheduler } from '../sync/rules';

const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 12px;
    padding: 0;
  }
  label {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 12px 14px;
    margin-bottom: 8px;
    min-height: 48px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 2px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
    flex: none;
  }
`;

const Verdict = styled.p<{ $ok: boolean }>`
  display: flex;
  gap: 8px;
  align-items: center;
  font-weight: 700;
  color: ${(p) => (p.$ok ? p.theme.color.success : p.theme.color.danger)};
`;

export default function DailyQuizScreen() {
  const dispatch = useAppDispatch();
  const set = useAppSelector(selectDailySet);
  const today = useAppSelector(selectToday);
  const log = useAppSelector((s) => s.progress.state.dailyLog[today]);
  const details = useAppSelector((s) => s.chapters.details);
  const catalogue = useAppSelector((s) => s.chapters.catalogue);
  const status = useAppSelector((s) => s.chapters.status);
  const goal = useAppSelector(selectGoal);
  const nextChapterId = useAppSelector(selectContinueChapterId);
  const [choice, setChoice] = useState<number | null>(null);
  const [shown, setShown] = useState<{ key: string; correct: boolean; points: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  useEffect(() => {
    void dispatch(loadCatalogue());
    void loadScheduler();
  }, [dispatch]);
  const chapterIds = [...new Set(set.map((k) => parseReviewKey(k).chapterId))];
  useEffect(() => {
    for (const id of chapterIds) void dispatch(loadChapter(id));
  }, [dispatch, chapterIds.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  const answers = log?.answers ?? {};
  const pending = set.filter((k) => !(k in answers));
  // While an answer's explanation is on screen, that question stays the current one.
  const currentKey = shown?.key ?? pending[0];
  const answered = set.length - pending.length;

  if (status !== 'ready') {
    return (
      <Page>
        <Muted role="status">
          {status === 'failed' ? 'Não foi possível abrir o quiz diário.' : 'Carregando…'}
        </Muted>
      </Page>
    );
  }

  if (set.length === 0) {
    const next = catalogue.find((c) => c.id === nextChapterId);
    return (
      <Page style={{ maxWidth: 720 }}>
        <h1>Quiz diário</h1>
        <Card>
          <p>
            Nada para revisar hoje: o quiz diário usa as perguntas dos capítulos que você já abriu, e as que
            você acertou só voltam quando for hora de relembrar.
          </p>
          {next && (
            <Button as={Link} href={`/capitulos/${next.id}`}>
              Ir para o próximo capítulo: {next.title}
            </Button>
          )}
        </Card>
      </Page>
    );
  }

  if (!currentKey) {
    const right = Object.values(answers).filter(Boolean).length;
    return (
      <Page style={{ maxWidth: 720 }}>
        <h1>Quiz diário</h1>
        <Card>
          <h2 style={{ marginTop: 0 }}>Feito por hoje!</h2>
          <p>
            Você acertou {right} de {set.length} e ganhou {formatPoints(log?.points ?? 0)} no quiz diário.
            Amanhã tem mais, com o que pede revisão.
          </p>
          <ProgressBar
            value={goal.percent / 100}
            label={`Meta diária: ${goal.earned} de ${goal.goal} pontos`}
          />
          <p>
            Meta diária: {goal.earned} de {goal.goal} pontos{goal.met ? ' — meta cumprida!' : '.'}
          </p>
          <Button as={Link} href="/">
            Voltar ao início
          </Button>
        </Card>
      </Page>
    );
  }

  const { chapterId, questionId } = parseReviewKey(currentKey);
  const chapter = details[chapterId];
  const index = chapter?.quiz.findIndex((q) => q.id === questionId) ?? -1;
  const question = index >= 0 ? chapter!.quiz[index] : undefined;
  const number = Math.min(set.length, answered + (shown ? 0 : 1));

  const submit = async () => {
    if (choice === null) return;
    setError(null);
    const result = await dispatch(
      recordAction({ type: 'daily.answered', chapterId, questionId, answer: choice }),
    );
    if (recordAction.rejected.match(result)) {
      setError(result.payload ?? 'Não foi possível registrar a resposta.');
      return;
    }
    const outcome = result.payload;
    setShown({ key: currentKey, correct: outcome.daily?.correct ?? false, points: outcome.pointsAwarded });
  };

  const next = () => {
    setShown(null);
    setChoice(null);
    document.getElementById('quiz-diario-titulo')?.focus();
  };

  return (
    <Page style={{ maxWidth: 720 }}>
      <h1 id="quiz-diario-titulo" tabIndex={-1}>
        Quiz diário
      </h1>
      <p>
        Pergunta {number} de {set.length}
        {chapter ? ` · ${chapter.title}` : ''}
      </p>
      <ProgressBar value={answered / set.length} label={`${answered} de ${set.length} respondidas`} />
      <Card style={{ marginTop: 16 }}>
        {!question ? (
          <Muted role="status">Carregando a pergunta…</Muted>
        ) : (
          <>
            <Options aria-labelledby={legendId} disabled={Boolean(shown)}>
              <legend id={legendId}>{question.question}</legend>
              {question.options.map((option, i) => (
                <label key={option}>
                  <input type="radio" name="resposta" checked={choice === i} onChange={() => setChoice(i)} />
                  <span>{option}</span>
                </label>
              ))}
            </Options>
            <div aria-live="polite">
              {shown && (
                <>
                  <Verdict $ok={shown.correct}>
                    {shown.correct ? (
                      <CheckCircle2 size={20} aria-hidden />
                    ) : (
                      <XCircle size={20} aria-hidden />
                    )}
                    {shown.correct
                      ? `Certo! ${shown.points > 0 ? `+${formatPoints(shown.points)}` : 'Sem pontos: o limite de hoje já foi atingido.'}`
                      : `Não foi dessa vez. A resposta certa é: ${question.options[question.answer]}`}
                  </Verdict>
                  <p>{question.explanation}</p>
                </>
              )}
              {error && <Banner $tone="danger">{error}</Banner>}
            </div>
            {shown ? (
              <Button type="button" onClick={next}>
                {pending.length > 0 ? 'Próxima pergunta' : 'Ver resultado'}
              </Button>
            ) : (
              <Button type="button" onClick={() => void submit()} disabled={choice === null}>
                Responder
              </Button>
            )}
          </>
        )}
      </Card>
      <Muted as="p" style={{ marginTop: 16 }}>
        Acertos valem {DAILY_POINTS_FIRST} pontos na primeira vez e {DAILY_POINTS_REVIEW} nas revisões, até{' '}
        {DAILY_POINTS_CAP} pontos por dia.
      </Muted>
    </Page>
  );
}
