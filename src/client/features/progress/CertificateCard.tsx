/** "Seu certificado": once every chapter is complete, issue the certificate and open its public page. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Award, ExternalLink } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Banner, Button, Card, Muted } from '../../components/ui';
import { formatIssueDate, type Certificate } from '../../../shared/certificate';
import { timeZoneAt } from '../../../shared/time-zone-at';
import { selectTimeZones } from '../../app/selectors';
import { paths } from '../../app/paths';
import { issueCertificate, loadCertificate } from './certificate-thunks';
import { selectCourseCompleted } from './report-selectors';

const CertificateSection = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
`;
const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

type View =
  | { status: 'loading' }
  | { status: 'ready'; certificate: Certificate | null; error?: string }
  | { status: 'issuing' };

export function CertificateCard() {
  const completed = useAppSelector(selectCourseCompleted);
  if (!completed) return null;
  return <CertificateOffer />;
}

function CertificateOffer() {
  const dispatch = useAppDispatch();
  const zones = useAppSelector(selectTimeZones);
  const [view, setView] = useState<View>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void dispatch(loadCertificate()).then((action) => {
      if (!live) return;
      // Without an answer (offline, say) the learner can still ask to issue it: that returns the one already issued.
      setView({
        status: 'ready',
        certificate: loadCertificate.fulfilled.match(action) ? action.payload : null,
      });
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const issue = async () => {
    setView({ status: 'issuing' });
    const action = await dispatch(issueCertificate());
    if (issueCertificate.fulfilled.match(action)) setView({ status: 'ready', certificate: action.payload });
    else setView({ status: 'ready', certificate: null, error: action.payload });
  };

  const certificate = view.status === 'ready' ? view.certificate : null;
  return (
    <CertificateSection aria-labelledby="certificado">
      <Title id="certificado">
        <Award aria-hidden /> Seu certificado
      </Title>
      {view.status === 'loading' ? (
        <Muted role="status">Consultando seu certificado…</Muted>
      ) : certificate ? (
        <>
          <p>
            Emitido em {formatIssueDate(certificate.issuedAt, timeZoneAt(zones, certificate.issuedAt))} para{' '}
            {certificate.name}. Qualquer pessoa com o endereço pode conferir que ele é válido.
          </p>
          <Button as="a" href={paths.certificate(certificate.code)} target="_blank" rel="noopener">
            <ExternalLink size={18} aria-hidden /> Ver certificado
          </Button>
        </>
      ) : (
        <>
          <p>
            Você concluiu todos os capítulos! Emita seu certificado de conclusão para mostrar no LinkedIn.
          </p>
          {view.status === 'ready' && view.error && (
            <Banner $tone="danger" role="alert">
              {view.error}
            </Banner>
          )}
          <Button onClick={issue} disabled={view.status === 'issuing'}>
            {view.status === 'issuing' ? 'Emitindo…' : 'Emitir certificado'}
          </Button>
        </>
      )}
    </CertificateSection>
  );
}
