/**
 * Prova final: what it takes, then one attempt of 30 questions in 60 minutes, each answer saved on the server as
 * it is chosen, then the result. Online only: the questions live on the server.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Button, Card, Muted, Page } from '../../components/ui';
import { formatMoment } from '../../../shared/format';
import { selectTimeZone } from '../../app/selectors';
import { useOnline } from '../shell/useOnline';
import { loadCatalogue } from '../chapters/chaptersSlice';
import { loadExam, saveExamAnswers, startExam } from './examSlice';
import { selectExam } from './exam-selectors';
import { ExamAttemptView } from './ExamAttemptView';
import { ExamResultView } from './ExamResultView';
import { ExamRequirements } from './ExamRequirements';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Between a number and its unit, so "60 minutos" never breaks across lines. */
const NBSP = '\u00a0';

const Rules = styled.ul`
  padding-left: 1.2em;
  li {
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;
const Section = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
`;

export default function ExamScreen() {
  const dispatch = useAppDispatch();
  const online = useOnline();
  const exam = useAppSelector(selectExam);
  const timeZone = useAppSelector(selectTimeZone);
  const status = exam.status;
  // An attempt seen under way on this screen that has now ended: its result takes focus.
  const [sawActive, setSawActive] = useState(false);
  const [starting, setStarting] = useState(false);
  if (status?.state === 'active' && !sawActive) setSawActive(true);

  useEffect(() => {
    void dispatch(loadCatalogue());
  }, [dispatch]);
  useEffect(() => {
    // Back online: what the server has now, and the answers kept here while the connection was down.
    if (online) void dispatch(loadExam()).then(() => dispatch(saveExamAnswers()));
  }, [dispatch, online]);

  const offlineNote = (
    <Banner $tone="warning" role="status">
      <WifiOff size={18} aria-hidden /> A prova final precisa de internet: as perguntas ficam no servidor e
      cada resposta é salva na hora. Conecte-se para{' '}
      {status?.state === 'active' ? 'continuar' : 'ver a prova'}.
    </Banner>
  );

  let body;
  if (!status) {
    body =
      exam.request === 'failed' ? (
        <>
          {exam.unreachable ? (
            offlineNote
          ) : (
            <Banner $tone="danger" role="alert">
              {exam.error}
            </Banner>
          )}
          <Button onClick={() => void dispatch(loadExam())}>Tentar de novo</Button>
        </>
      ) : !online ? (
        offlineNote
      ) : (
        <Muted role="status">Carregando a prova final…</Muted>
      );
  } else if (status.state === 'active') {
    body = <ExamAttemptView />;
  } else {
    const { rules } = status;
    body = (
      <>
        {!online && offlineNote}
        {exam.error && exam.request === 'failed' && !exam.unreachable && (
          <Banner $tone="danger" role="alert">
            {exam.error}
          </Banner>
        )}
        {status.last && <ExamResultView result={status.last} status={status} focus={sawActive} />}
        {status.state === 'locked' && <ExamRequirements requirements={status.requirements} />}
        {status.state === 'waiting' && status.nextAt && (
          <Section as="section" aria-labelledby="proxima">
            <h2 id="proxima">Próxima tentativa</h2>
            <p>
              Depois de uma tentativa sem aprovação, a próxima abre {rules.waitHours} horas depois:{' '}
              <strong>{formatMoment(status.nextAt, timeZone)}</strong>. Até lá, revise os capítulos indicados.
            </p>
          </Section>
        )}
        {status.state === 'ready' && (
          <Section as="section" aria-labelledby="como-funciona">
            <h2 id="como-funciona">Como funciona</h2>
            <Rules>
              <li>
                {rules.size} questões sobre os dez capítulos e o projeto final, uma resposta certa em cada.
              </li>
              <li>
                {rules.minutes} minutos a partir de “Começar a prova”. O tempo corre mesmo se você sair do
                app.
              </li>
              <li>
                Cada resposta é salva na hora: se a conexão cair ou o app fechar, você continua de onde parou.
              </li>
              <li>
                Para passar, acerte pelo menos {rules.passPercent}%. Se não passar, a próxima tentativa abre{' '}
                {rules.waitHours}
                {NBSP}horas depois.
              </li>
            </Rules>
            <Button onClick={() => setStarting(true)} disabled={!online || exam.request === 'loading'}>
              {exam.request === 'loading' ? 'Preparando a prova…' : 'Começar a prova'}
            </Button>
            <ConfirmDialog
              open={starting}
              title="Começar a prova agora?"
              confirmLabel="Começar agora"
              cancelLabel="Agora não"
              onConfirm={() => {
                setStarting(false);
                void dispatch(startExam());
              }}
              onCancel={() => setStarting(false)}
            >
              {`O tempo de ${rules.minutes}${NBSP}minutos começa a contar e não para, mesmo se você fechar o app.`}
            </ConfirmDialog>
          </Section>
        )}
      </>
    );
  }

  return (
    <Page>
      <h1>Prova final</h1>
      {status?.state !== 'active' && (
        <p>
          A prova final vale para o seu certificado: {status?.rules.size ?? 30}
          {NBSP}questões sobre casos práticos, corrigidas na hora.
        </p>
      )}
      {body}
    </Page>
  );
}
