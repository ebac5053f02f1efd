/** No questions today: why, and the next chapter to study instead. */
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { Button, Card } from '../../components/ui';
import { selectNextChapter } from './daily-selectors';
import { QuizPage } from './daily-ui';

export function NothingToReview() {
  const next = useAppSelector(selectNextChapter);
  return (
    <QuizPage>
      <h1>Quiz diário</h1>
      <Card>
        <p>
          Nada para revisar hoje: o quiz diário usa as perguntas dos capítulos que você já abriu, e as que
          você acertou só voltam quando for hora de relembrar.
        </p>
        {next && (
          <Button as={Link} href={paths.chapter(next.id)}>
            Ir para o próximo capítulo: {next.title}
          </Button>
        )}
      </Card>
    </QuizPage>
  );
}
