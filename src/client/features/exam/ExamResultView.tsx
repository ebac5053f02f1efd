/**
 * The last attempt's result. After a pass: each question with the right answer and why. Before a pass: which
 * questions were missed and where to study them, never their answers.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, Card, Muted } from '../../components/ui';
import { selectCertificate } from './exam-selectors';
import { EXAM_PROJECT, examToPass, type ExamResult, type ExamStatus } from '../../../shared/exam';
import { formatMoment } from '../../../shared/format';
import { selectTimeZone } from '../../app/selectors';
import { selectCatalogue } from '../chapters/chapters-selectors';

const Result = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
`;
const Score = styled.p`
  font-size: 2.2rem;
  font-weight: 800;
  margin: ${(p) => p.theme.space(2)} 0;
`;
const Items = styled.ol`
  padding-left: 1.4em;
  overflow-wrap: anywhere;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  li {
    margin-bottom: ${(p) => p.theme.space(4)};
  }
  .ok,
  .bad {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
    margin-top: ${(p) => p.theme.space(1)};
  }
  .ok {
    color: ${(p) => p.theme.color.success};
  }
  .bad {
    color: ${(p) => p.theme.color.danger};
  }
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

export function ExamResultView({
  result,
  status,
  focus,
}: {
  result: ExamResult;
  status: ExamStatus;
  /** Just handed in (or ended by the clock): the result takes focus. */
  focus: boolean;
}) {
  const catalogue = useAppSelector(selectCatalogue);
  const certificate = useAppSelector(selectCertificate);
  const timeZone = useAppSelector(selectTimeZone);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, result.id]);
  const missed = result.items.filter((i) => !i.correct);
  const where = (item: ExamResult['items'][number]) => {
    if (item.topic === EXAM_PROJECT || !item.review.chapterId)
      return { label: 'Projeto final', href: paths.capstone };
    const chapter = catalogue.find((c) => c.id === item.review.chapterId);
    return {
      label: chapter ? `Cap. ${chapter.number} · ${chapter.title}` : 'Capítulo',
      href: item.review.sectionId
        ? paths.chapterSection(item.review.chapterId, item.review.sectionId)
        : paths.chapter(item.review.chapterId),
    };
  };
  const shown = result.passed ? result.items : missed;
  return (
    <Result as="section" aria-labelledby="resultado-prova">
      <h2 id="resultado-prova" ref={heading} tabIndex={-1}>
        {result.passed ? 'Você passou na prova final' : 'Resultado da última tentativa'}
      </h2>
      <Score>{result.percent}%</Score>
      <p>
        Você acertou {result.correct} de {result.total}
        {result.passed
          ? '. Parabéns!'
          : `. Não foi desta vez: para passar, é preciso acertar ${examToPass(result.total)} (${status.rules.passPercent}%).`}{' '}
        {result.endedBy === 'time' ? 'O tempo acabou antes da entrega: valeram as respostas salvas.' : ''}
      </p>
      <Muted as="p">Entregue em {formatMoment(result.finishedAt, timeZone)}.</Muted>
      {result.passed && !certificate && (
        <Button as={Link} href={`${paths.progress}#certificado`}>
          Ir para o certificado
        </Button>
      )}
      {shown.length > 0 && (
        <>
          <h3>{result.passed ? 'Revise cada questão' : 'O que revisar'}</h3>
          {!result.passed && (
            <Muted as="p">
              As respostas certas aparecem depois da aprovação. Estas são as questões que você errou ou deixou
              em branco, com o capítulo que ensina cada uma.
            </Muted>
          )}
          <Items>
            {shown.map((item) => {
              const place = where(item);
              return (
                <li key={item.id}>
                  <strong>{item.question}</strong>
                  {result.passed && item.answer !== undefined ? (
                    <>
                      {!item.correct && (
                        <div className="bad">
                          <XCircle size={16} aria-hidden /> Sua resposta:{' '}
                          {item.chosen === null ? 'em branco' : item.options[item.chosen]}
                        </div>
                      )}
                      <div className="ok">
                        <CheckCircle2 size={16} aria-hidden /> Resposta certa: {item.options[item.answer]}
                      </div>
                      {item.explanation && <p>{item.explanation}</p>}
                    </>
                  ) : (
                    <div className="bad">
                      <XCircle size={16} aria-hidden />{' '}
                      {item.chosen === null
                        ? 'Ficou em branco.'
                        : `Sua resposta: ${item.options[item.chosen]}`}
                    </div>
                  )}
                  <p>
                    Revise: <Link href={place.href}>{place.label}</Link>
                  </p>
                </li>
              );
            })}
          </Items>
        </>
      )}
    </Result>
  );
}
