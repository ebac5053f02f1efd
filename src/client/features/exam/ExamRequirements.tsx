/** What the exam waits for: every chapter's quiz passed, each missing one a link to its quiz. */
import { Link } from 'wouter';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Card, ProgressBar } from '../../components/ui';
import type { CertificateRequirements } from '../../../shared/exam';
import { QUIZ_PASS_PERCENT } from '../../../shared/progress';
import { selectCatalogue } from '../chapters/chapters-selectors';

const Section = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
  ul {
    padding-left: 1.2em;
  }
  li {
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export function ExamRequirements({ requirements }: { requirements: CertificateRequirements }) {
  const catalogue = useAppSelector(selectCatalogue);
  const { passed, total, missing } = requirements.quizzes;
  return (
    <Section as="section" aria-labelledby="antes-da-prova">
      <h2 id="antes-da-prova">Antes da prova</h2>
      <p>
        A prova final abre quando você passar no quiz de cada capítulo, com pelo menos {QUIZ_PASS_PERCENT}% de
        acertos. Você passou em {passed} de {total}.
      </p>
      <ProgressBar value={total ? passed / total : 0} label={`${passed} de ${total} quizzes aprovados`} />
      <ul>
        {missing.map((id) => {
          const chapter = catalogue.find((c) => c.id === id);
          return (
            <li key={id}>
              <Link href={paths.chapter(id, 'quiz')}>
                {chapter ? `Quiz do Cap. ${chapter.number} · ${chapter.title}` : 'Quiz do capítulo'}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
