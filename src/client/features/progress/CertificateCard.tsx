/**
 * "Seu certificado", from the first day: what it requires (every chapter's quiz passed, the final project, the
 * final exam) and how far along each is; once all are met, the name as it will be printed, confirmed before
 * issuing; then the certificate's public page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import Award from 'lucide-react/icons/award';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import ExternalLink from 'lucide-react/icons/external-link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Button, Card, Muted, ProgressBar } from '../../components/ui';
import { formatIssueDate } from '../../../shared/certificate';
import { formatMoment } from '../../../shared/format';
import { timeZoneAt } from '../../../shared/time-zone-at';
import { selectTimeZone, selectTimeZones, selectUser } from '../../app/selectors';
import { paths } from '../../app/paths';
import { issueCertificate, loadCertificate } from './certificate-thunks';
import { loadExam } from '../exam/examSlice';
import { selectCertificateSteps } from '../exam/exam-selectors';
import { useOnline } from '../shell/useOnline';
import { ShareButton } from '../share/ShareButton';
import { certificateImage } from '../share/share-actions';
import { certificateMessage } from '../share/share-texts';

const CertificateSection = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
  /* Below the sticky header, even when a long name makes it two lines on a phone. */
  scroll-margin-top: 240px;
`;
const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;
const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${(p) => p.theme.space(3)} 0;
  li {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
    margin-bottom: ${(p) => p.theme.space(3)};
  }
  li > svg {
    flex: none;
    margin-top: 3px;
  }
  li > div {
    flex: 1;
    min-width: 0;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  p {
    margin: 0;
  }
  [data-done='true'] > svg {
    color: ${(p) => p.theme.color.success};
  }
`;
const Name = styled.p`
  font-size: 1.3rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

function Mark({ done }: { done: boolean }) {
  return done ? <CheckCircle2 size={20} aria-hidden /> : <Circle size={20} aria-hidden />;
}

export function CertificateCard() {
  const dispatch = useAppDispatch();
  const online = useOnline();
  const steps = useAppSelector(selectCertificateSteps);
  const timeZone = useAppSelector(selectTimeZone);
  const zones = useAppSelector(selectTimeZones);
  const user = useAppSelector(selectUser);
  const [confirming, setConfirming] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const title = useRef<HTMLHeadingElement>(null);
  const confirmBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Reached from "Emitir certificado" on Início or the exam's result (…/progresso#certificado).
    if (window.location.hash === '#certificado') {
      title.current?.scrollIntoView({ block: 'start' });
      title.current?.focus({ preventScroll: true });
    }
  }, []);
  useEffect(() => {
    if (!online) return;
    void dispatch(loadCertificate());
    void dispatch(loadExam());
  }, [dispatch, online]);

  const issue = async () => {
    setIssuing(true);
    setError(null);
    const action = await dispatch(issueCertificate());
    setIssuing(false);
    if (issueCertificate.fulfilled.match(action)) {
      setConfirming(false);
      // The card now shows the certificate: its title is where to read on.
      requestAnimationFrame(() => title.current?.focus());
    } else setError(action.payload ?? 'Não foi possível emitir o certificado.');
  };

  const { quizzes, project, exam, certificate } = steps;

  return (
    <CertificateSection as="section" id="certificado" aria-labelledby="certificado-titulo">
      <Title id="certificado-titulo" ref={title} tabIndex={-1}>
        <Award aria-hidden /> Seu certificado
      </Title>
      {certificate?.exam ? (
        <>
          <p>
            Emitido em {formatIssueDate(certificate.issuedAt, timeZoneAt(zones, certificate.issuedAt))} para{' '}
            {certificate.name}: prova final aprovada com {certificate.exam.percent}%. Qualquer pessoa com o
            endereço pode conferir que ele é válido.
          </p>
          <Actions>
            <Button as="a" href={paths.certificate(certificate.code)} target="_blank" rel="noopener">
              <ExternalLink size={18} aria-hidden /> Ver certificado
            </Button>
            <ShareButton
              label="Compartilhar certificado"
              message={certificateMessage(certificate)}
              image={certificateImage(certificate.code)}
            />
          </Actions>
        </>
      ) : (
        <>
          <p>
            O certificado comprova o que você fez: {steps.met} de 3 requisitos cumpridos
            {steps.ready ? '.' : '. Veja o que falta:'}
          </p>
          <Steps>
            <li data-done={quizzes.passed === quizzes.total}>
              <Mark done={quizzes.passed === quizzes.total} />
              <div>
                <p>
                  <strong>Quizzes dos capítulos:</strong> {quizzes.passed} de {quizzes.total} aprovados (70%
                  ou mais).
                </p>
                <ProgressBar
                  value={quizzes.total ? quizzes.passed / quizzes.total : 0}
                  label={`${quizzes.passed} de ${quizzes.total} quizzes aprovados`}
                />
                {quizzes.next && (
                  <Link href={paths.chapter(quizzes.next.id, 'quiz')}>
                    Fazer o quiz do Cap. {quizzes.next.number}
                  </Link>
                )}
              </div>
            </li>
            <li data-done={project.done}>
              <Mark done={project.done} />
              <div>
                <p>
                  <strong>Projeto final:</strong>{' '}
                  {project.done ? 'concluído.' : project.started ? 'em andamento.' : 'ainda não começado.'}
                </p>
                {!project.done && <Link href={paths.capstone}>Abrir o projeto final</Link>}
              </div>
            </li>
            <li data-done={exam.passed}>
              <Mark done={exam.passed} />
              <div>
                <p>
                  <strong>Prova final:</strong>{' '}
                  {exam.passed
                    ? `aprovada${exam.percent !== null ? ` com ${exam.percent}%` : ''}.`
                    : exam.state === 'active'
                      ? 'em andamento.'
                      : exam.state === 'waiting' && exam.nextAt
                        ? `próxima tentativa em ${formatMoment(exam.nextAt, timeZone)}.`
                        : quizzes.passed < quizzes.total
                          ? 'abre quando todos os quizzes estiverem aprovados.'
                          : '30\u00a0questões em 60\u00a0minutos; passa quem acerta 80%.'}
                </p>
                {!exam.passed && quizzes.passed === quizzes.total && (
                  <Link href={paths.exam}>
                    {exam.state === 'active' ? 'Continuar a prova final' : 'Ir para a prova final'}
                  </Link>
                )}
              </div>
            </li>
          </Steps>
          {steps.ready &&
            (confirming ? (
              <div role="group" aria-labelledby="nome-certificado" ref={confirmBox} tabIndex={-1}>
                <Muted as="p" id="nome-certificado">
                  O certificado vai sair com este nome, como está no seu perfil:
                </Muted>
                <Name>{user?.name}</Name>
                {error && (
                  <Banner $tone="danger" role="alert">
                    {error}
                  </Banner>
                )}
                <Actions>
                  <Button onClick={() => void issue()} disabled={issuing || !online}>
                    {issuing ? 'Emitindo…' : 'Confirmar e emitir'}
                  </Button>
                  <Button as={Link} href={paths.settingsCard('ajustes-perfil')} $variant="secondary">
                    Corrigir o nome
                  </Button>
                </Actions>
              </div>
            ) : (
              <>
                <p>Tudo pronto! Emita seu certificado para mostrar no LinkedIn.</p>
                <Button
                  onClick={() => {
                    setConfirming(true);
                    requestAnimationFrame(() => confirmBox.current?.focus());
                  }}
                  disabled={!online}
                >
                  Emitir certificado
                </Button>
              </>
            ))}
          {steps.ready && !online && <Muted as="p">Conecte-se à internet para emitir o certificado.</Muted>}
        </>
      )}
    </CertificateSection>
  );
}
