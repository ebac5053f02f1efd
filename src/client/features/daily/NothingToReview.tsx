/** No questions today: what to do next, which depends on whether the learner has taken a chapter quiz yet. */
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectContinueReading, selectNextQuiz, selectProgress } from '../../app/selectors';
import { Button, Card } from '../../components/ui';
import { QuizPage } from './daily-ui';

export function NothingToReview() {
  const progress = useAppSelector(selectProgress);
  const nextQuiz = useAppSelector(selectNextQuiz);
  const reading = useAppSelector(selectContinueReading);
  const started =
    Object.keys(progress.quizBests).length > 0 || Object.keys(progress.completedChapters).length > 0;
  return (
    <QuizPage>
      <h1>Quiz diário</h1>
      <Card>
        {started ? (
          <p>
            Tudo em dia por hoje! As perguntas que você acertou voltam quando for hora de relembrar, e cada
            quiz de capítulo que você fizer traz perguntas novas para cá.
          </p>
        ) : (
          <p>
            Seu quiz diário começa quando você fizer o quiz de um capítulo: a partir daí, ele traz todo dia
            perguntas dos capítulos que você já estudou.
          </p>
        )}
        {!started && nextQuiz ? (
          <Button as={Link} href={nextQuiz.href}>
            Fazer o quiz do Capítulo {nextQuiz.number}
          </Button>
        ) : (
          reading && (
            <Button as={Link} href={reading.href}>
              {reading.label}
            </Button>
          )
        )}
      </Card>
    </QuizPage>
  );
}
