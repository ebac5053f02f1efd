/**
 * Pages for people who are not signed in, and for the crawlers behind link previews (WhatsApp, LinkedIn,
 * search engines): a shared insight and a certificate, rendered on the server to plain HTML with every
 * Open Graph and Twitter tag, an inline stylesheet and no scripts (the CSP allows none inline).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Insight } from '../../shared/content-schema.js';
import { factDateLabel } from '../../shared/fact-label.js';
import {
  COURSE_TITLE,
  ORGANIZATION_NAME,
  formatIssueDate,
  formatCourseHours,
} from '../../shared/certificate.js';
import { formatCount, formatDay } from '../../shared/format.js';
import { EXAM_PASS_PERCENT } from '../../shared/exam-rules.js';
import { QUIZ_PASS_PERCENT } from '../../shared/progress.js';
import { featuredDay } from '../../shared/insight-rotation.js';
import { dayKey } from '../../shared/days.js';
import { OG_HEIGHT, OG_WIDTH } from './og-image.js';
import { CERTIFICATE_STYLE, INSIGHT_STYLE } from './public-page-style.js';
import { certificateUrl, linkedInAddUrl, type CertificateRecord } from './certificates.js';

const SITE_NAME = ORGANIZATION_NAME;

const insightPath = (id: string) => `/insights/${id}`;
/** The app's sign-in screen on its Cadastrar tab: the invitations are for newcomers. */
const SIGN_UP_PATH = '/cadastrar';
const insightImagePath = (id: string) => `/og/insights/${id}.png`;
const certificateImagePath = (code: string) => `/certificado/${code}/imagem.png`;

interface Preview {
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  type: 'article' | 'website';
  image: { url: string; alt: string };
}

function Document({
  preview,
  style,
  noIndex,
  children,
}: {
  preview: Preview;
  style: string;
  noIndex?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{preview.title}</title>
        <meta name="description" content={preview.description} />
        {noIndex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={preview.url} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#4338ca" />
        <meta property="og:type" content={preview.type} />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:locale" content="pt_BR" />
        <meta property="og:title" content={preview.title} />
        <meta property="og:description" content={preview.description} />
        <meta property="og:url" content={preview.url} />
        <meta property="og:image" content={preview.image.url} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(OG_WIDTH)} />
        <meta property="og:image:height" content={String(OG_HEIGHT)} />
        <meta property="og:image:alt" content={preview.image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={preview.title} />
        <meta name="twitter:description" content={preview.description} />
        <meta name="twitter:image" content={preview.image.url} />
        <meta name="twitter:image:alt" content={preview.image.alt} />
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

function TopBar({ signIn = true }: { signIn?: boolean }) {
  return (
    <header className="top">
      <a className="brand" href="/">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {SITE_NAME}
      </a>
      {signIn && <a href="/entrar">Entrar</a>}
    </header>
  );
}

function Footer() {
  return (
    <footer className="foot">
      <p>{SITE_NAME}: marketing digital em português, no seu ritmo, até sem internet.</p>
    </footer>
  );
}

function page(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

// Insight text uses ### for its sections: under the page's h1 they become h2 (no skipped heading level), and
// tables scroll inside the text on a phone. Raw HTML in the Markdown is never rendered (react-markdown's default).
const MARKDOWN_COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h2 {...props} />,
  h3: ({ node: _node, ...props }) => <h2 {...props} />,
  h4: ({ node: _node, ...props }) => <h3 {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Tabela">
      <table {...props} />
    </div>
  ),
};

/** The article's HTML, rendered once per insight: the text only changes with a new build. */
const articleCache = new Map<string, string>();
function articleHtml(insight: Insight): string {
  let html = articleCache.get(insight.id);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <Markdown remarkPlugins={[remarkGfm]} components={MARKDOWN_COMPONENTS}>
        {insight.content}
      </Markdown>,
    );
    articleCache.set(insight.id, html);
  }
  return html;
}

export function renderInsightPage({
  insight,
  insightCount,
  origin,
  now = new Date(),
}: {
  insight: Insight;
  insightCount: number;
  origin: string;
  now?: Date;
}): string {
  const day = featuredDay(insight.order, insightCount, dayKey(now));
  const url = `${origin}${insightPath(insight.id)}`;
  return page(
    <Document
      style={INSIGHT_STYLE}
      preview={{
        title: `${insight.title} | ${SITE_NAME}`,
        description: insight.summary,
        url,
        type: 'article',
        image: { url: `${origin}${insightImagePath(insight.id)}`, alt: insight.title },
      }}
    >
      <TopBar />
      <main className="wrap">
        <article className="card" aria-labelledby="titulo">
          <p className="muted">
            {insight.category} ·{' '}
            <time dateTime={day}>{formatDay(day, { weekday: 'long', day: 'numeric', month: 'long' })}</time> ·{' '}
            {insight.readMinutes} min de leitura
          </p>
          <h1 id="titulo">{insight.title}</h1>
          <p className="lead">{insight.summary}</p>
          <div className="prose" dangerouslySetInnerHTML={{ __html: articleHtml(insight) }} />
          {insight.sources.length > 0 && (
            <section className="sources" aria-labelledby="fontes">
              <h2 id="fontes">Fontes</h2>
              <ul>
                {insight.sources.map((f) => (
                  <li key={f.id}>
                    {f.statement}{' '}
                    <a href={f.source.url} rel="noopener noreferrer">
                      {f.source.title}
                    </a>
                    ,{' '}
                    {factDateLabel(
                      f,
                      formatDay(f.verified, { day: 'numeric', month: 'long', year: 'numeric' }),
                    )}
                    .
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <aside className="cta" aria-labelledby="convite">
          <h2 id="convite">Aprenda marketing digital no seu ritmo</h2>
          <p>
            Dez capítulos com quiz e checklist, pontos, conquistas e um insight novo por dia. De graça, em
            português, e funciona até sem internet.
          </p>
          <div className="actions">
            <a className="button" href={SIGN_UP_PATH}>
              Junte-se ao Hub
            </a>
            <a href="/entrar">Já tenho conta</a>
          </div>
        </aside>
      </main>
      <Footer />
    </Document>,
  );
}

export function renderCertificatePage({
  certificate,
  origin,
}: {
  certificate: CertificateRecord;
  origin: string;
}): string {
  const issued = formatIssueDate(certificate.issuedAt, certificate.timeZone);
  // A no-break space keeps "6 horas" on one line.
  const hours = formatCourseHours(certificate.courseMinutes).replace(' ', '\u00a0');
  const exam = certificate.exam;
  const verified = exam
    ? `prova final com ${formatCount(exam.questions, 'questão', 'questões')}, ${exam.percent}% de acertos`
    : null;
  return page(
    <Document
      style={CERTIFICATE_STYLE}
      // The page carries the learner's name: reachable by whoever has the link, kept out of search results.
      noIndex
      preview={{
        title: `Certificado de ${certificate.name} | ${SITE_NAME}`,
        description: verified
          ? `${certificate.name} concluiu o ${COURSE_TITLE} em ${issued}: ${verified}.`
          : `${certificate.name} concluiu os capítulos do ${COURSE_TITLE} em ${issued}, antes da prova final.`,
        url: certificateUrl(origin, certificate.code),
        type: 'website',
        image: {
          url: `${origin}${certificateImagePath(certificate.code)}`,
          alt: `Certificado de conclusão de ${certificate.name} no ${COURSE_TITLE}`,
        },
      }}
    >
      <TopBar signIn={false} />
      <main className="wrap">
        <section className="certificate" aria-labelledby="titulo">
          <p className="valid">✓ Certificado válido</p>
          <p className="muted">
            Emitido pelo {SITE_NAME}. Esta página é a verificação oficial deste certificado.
          </p>
          <h1 id="titulo" className="kicker">
            Certificado de conclusão
          </h1>
          <p className="muted">Certificamos que</p>
          <p className="name">{certificate.name}</p>
          <p>
            concluiu o <strong>{COURSE_TITLE}</strong> do {SITE_NAME} em{' '}
            <time dateTime={certificate.issuedAt}>{issued}</time>.
          </p>
          <h2>O que foi verificado</h2>
          {exam ? (
            <ul className="verified">
              <li>
                Prova final com {formatCount(exam.questions, 'questão', 'questões')}, corrigida pelo{' '}
                {SITE_NAME}: <strong>{exam.percent}%</strong> de acertos em{' '}
                <time dateTime={exam.passedAt}>{formatIssueDate(exam.passedAt, certificate.timeZone)}</time>{' '}
                (para passar, {EXAM_PASS_PERCENT}%).
              </li>
              <li>
                Quizzes dos {formatCount(certificate.chapters.length, 'capítulo', 'capítulos')}, todos com{' '}
                {QUIZ_PASS_PERCENT}% de acertos ou mais.
              </li>
              {certificate.planCompletedAt && (
                <li>Projeto final: um plano de marketing de 90 dias, concluído no app.</li>
              )}
            </ul>
          ) : (
            <p>
              Emitido antes da prova final: a conclusão dos capítulos foi marcada pelo próprio aprendiz no
              app, sem prova.
            </p>
          )}
          <p>
            Carga horária estimada do curso: <strong>{hours}</strong>.
          </p>
          <h2>Capítulos do curso</h2>
          <ol className="chapters">
            {certificate.chapters.map((c) => (
              <li key={c.id}>{c.title}</li>
            ))}
          </ol>
          <p className="muted verify">
            Código de verificação: <span className="code">{certificate.code}</span>
            <br />
            {certificateUrl(origin, certificate.code)}
          </p>
        </section>
        <nav className="actions" aria-label="Ações do certificado">
          <a className="button" href={linkedInAddUrl(certificate, origin)} rel="noopener noreferrer">
            Adicionar ao LinkedIn
          </a>
          <a href={SIGN_UP_PATH}>Conheça o Hub</a>
        </nav>
        <p className="muted actions">Para imprimir ou salvar em PDF, use a opção Imprimir do navegador.</p>
      </main>
    </Document>,
  );
}

/** A 404 page in pt-BR, for a shared link that no longer leads anywhere. */
export function renderNotFoundPage({ title, message }: { title: string; message: string }): string {
  return page(
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${SITE_NAME}`}</title>
        <style dangerouslySetInnerHTML={{ __html: INSIGHT_STYLE }} />
      </head>
      <body>
        <TopBar />
        <main className="wrap">
          <div className="card">
            <h1>{title}</h1>
            <p>{message}</p>
            <p>
              <a className="button" href={SIGN_UP_PATH}>
                Conheça o Hub
              </a>
            </p>
          </div>
        </main>
        <Footer />
      </body>
    </html>,
  );
}
