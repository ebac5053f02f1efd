/**
 * Prova final and "Seu certificado" as a learner finds them: the requirements from day one, an attempt whose
 * answers are saved as they are chosen (and kept on the device when the connection drops), the time left, and a
 * result that says what to review without giving the answers away. The server is faked; its rules are tested
 * in tests/api/exam.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExamScreen from '../../src/client/features/exam/ExamScreen';
import { CertificateCard } from '../../src/client/features/progress/CertificateCard';
import { HeroActions } from '../../src/client/features/home/HeroActions';
import type { ExamStatus } from '../../src/shared/exam';
import { curriculum, renderApp } from '../support/render';

const rules = { size: 30, minutes: 60, passPercent: 80, waitHours: 24 };
const requirements = (passed: number, examPassed = false) => ({
  quizzes: {
    passed,
    total: 10,
    missing: curriculum.chapters.slice(passed).map((c) => c.id),
  },
  project: { done: false, problems: ['Conclua o projeto final.'] },
  exam: {
    passed: examPassed,
    percent: examPassed ? 87 : null,
    passedAt: examPassed ? '2026-11-25T15:00:00Z' : null,
  },
});
const questions = Array.from({ length: 30 }, (_, i) => ({
  id: `q${i + 1}`,
  topic: i < 28 ? curriculum.chapters[i % 10]!.id : 'projeto',
  question: `Pergunta de aplicação número ${i + 1}?`,
  options: [`Opção A${i}`, `Opção B${i}`, `Opção C${i}`, `Opção D${i}`],
}));
const active = (answers: Record<string, number> = {}): ExamStatus => ({
  state: 'active',
  requirements: requirements(10),
  attempt: {
    id: '4f0e2b6a-5c1d-4e8f-9a7b-1c2d3e4f5a6b',
    startedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    deadline: new Date(Date.now() + 55 * 60_000).toISOString(),
    questions,
    answers,
  },
  last: null,
  nextAt: null,
  attempts: 1,
  rules,
});

let online = true;
let saves: { url: string; body: unknown }[];
beforeEach(() => {
  online = true;
  saves = [];
  Object.defineProperty(navigator, 'onLine', { get: () => online, configurable: true });
  // jsdom has no modal dialogs: opening one is setting `open`, as the browser does.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  delete dialog.showModal;
  delete dialog.close;
});

function serve(answer: (method: string, url: string, body: unknown) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const out = answer(init?.method ?? 'GET', url, body);
      if (out instanceof Response) return out;
      return Response.json(out);
    }),
  );
}

describe('Prova final', () => {
  it('before every quiz is passed, says so and links to each missing quiz', async () => {
    serve(() => ({
      state: 'locked',
      requirements: requirements(8),
      attempt: null,
      last: null,
      nextAt: null,
      attempts: 0,
      rules,
    }));
    renderApp(<ExamScreen />);
    expect(await screen.findByRole('heading', { name: 'Antes da prova' })).toBeInTheDocument();
    expect(screen.getByText(/Você passou em 8 de 10\./)).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Antes da prova' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      `Quiz do Cap. 9 · ${curriculum.chapters[8]!.title}`,
      `Quiz do Cap. 10 · ${curriculum.chapters[9]!.title}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Começar a prova' })).not.toBeInTheDocument();
  });

  it('saves each answer as it is chosen, keeps it on the device without a connection, and sends it when back', async () => {
    const user = userEvent.setup();
    serve((method, url, body) => {
      if (method === 'PUT') {
        saves.push({ url, body });
        return {
          questionId: url.split('/').pop(),
          answer: (body as { answer: number }).answer,
          answered: saves.length,
          total: 30,
        };
      }
      return active();
    });
    renderApp(<ExamScreen />);
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 30' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Tempo restante: 5[45] minutos$/);

    await user.click(screen.getByRole('radio', { name: 'Opção B0' }));
    expect(await screen.findByText('Resposta salva.')).toBeInTheDocument();
    expect(saves).toEqual([{ url: expect.stringMatching(/\/answers\/q1$/), body: { answer: 1 } }]);

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByRole('heading', { name: 'Questão 2 de 30' })).toHaveFocus();
    online = false;
    await user.click(screen.getByRole('radio', { name: 'Opção C1' }));
    expect(await screen.findByText('Resposta guardada neste aparelho.')).toBeInTheDocument();
    expect(screen.getByText(/Sem conexão: 1 resposta guardada neste aparelho/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Opção C1' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Questão 2, respondida' })).toBeInTheDocument();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Resposta salva.')).toBeInTheDocument();
    expect(saves.at(-1)).toEqual({ url: expect.stringMatching(/\/answers\/q2$/), body: { answer: 2 } });
  });

  it('asks before handing in with questions left blank, then shows what to review without the answers', async () => {
    const user = userEvent.setup();
    const failed: ExamStatus = {
      state: 'waiting',
      requirements: requirements(10),
      attempt: null,
      last: {
        id: '4f0e2b6a-5c1d-4e8f-9a7b-1c2d3e4f5a6b',
        startedAt: '2026-11-25T14:00:00Z',
        finishedAt: '2026-11-25T14:40:00Z',
        endedBy: 'learner',
        correct: 20,
        total: 30,
        percent: 67,
        passed: false,
        items: questions.map((q, i) => ({
          ...q,
          chosen: i === 0 ? 2 : null,
          correct: i > 9,
          review: { chapterId: q.topic === 'projeto' ? null : q.topic, sectionId: 'sec' },
        })),
      },
      nextAt: '2026-11-26T14:40:00Z',
      attempts: 1,
      rules,
    };
    serve((method, url) => (method === 'POST' && url.endsWith('/finish') ? failed : active({ q1: 0 })));
    renderApp(<ExamScreen />);
    await user.click(await screen.findByRole('button', { name: 'Questão 30, sem resposta' }));
    await user.click(screen.getAllByRole('button', { name: 'Entregar prova' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Entregar a prova?' });
    expect(dialog).toHaveTextContent('Você deixou 29 questões sem resposta: elas contam como erro.');
    await user.click(within(dialog).getByRole('button', { name: 'Entregar' }));

    expect(await screen.findByRole('heading', { name: 'Resultado da última tentativa' })).toHaveFocus();
    expect(
      screen.getByText(
        /Você acertou 20 de 30\. Não foi desta vez: para passar, é preciso acertar 24 \(80%\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sua resposta: Opção C0')).toBeInTheDocument();
    expect(screen.queryByText(/Resposta certa/)).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: `Cap. 1 · ${curriculum.chapters[0]!.title}` })[0],
    ).toHaveAttribute('href', '/capitulos/1?secao=sec');
    expect(screen.getByRole('heading', { name: 'Próxima tentativa' })).toBeInTheDocument();
  });

  it('offline, says the exam needs the internet instead of starting', async () => {
    online = false;
    serve(() => active());
    renderApp(<ExamScreen />);
    expect(await screen.findByText(/A prova final precisa de internet/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('Seu certificado', () => {
  it('from the first day lists the three requirements and the way to the next', async () => {
    serve(
      () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404 }),
    );
    renderApp(<CertificateCard />, {
      progress: { quizBests: { '1': { correct: 4, total: 5, at: '2026-11-20T10:00:00Z' } } },
    });
    const card = screen.getByRole('region', { name: 'Seu certificado' });
    expect(card).toHaveTextContent('0 de 3 requisitos cumpridos');
    expect(card).toHaveTextContent('Quizzes dos capítulos: 1 de 10 aprovados');
    expect(card).toHaveTextContent('Projeto final: ainda não começado.');
    expect(card).toHaveTextContent('Prova final: abre quando todos os quizzes estiverem aprovados.');
    expect(within(card).getByRole('link', { name: 'Fazer o quiz do Cap. 2' })).toHaveAttribute(
      'href',
      '/capitulos/2/quiz',
    );
    expect(within(card).queryByRole('button', { name: 'Emitir certificado' })).not.toBeInTheDocument();
  });

  it('ten chapters marked completed lead Início to the quizzes, not to a certificate', () => {
    serve(() => ({}));
    const completedChapters = Object.fromEntries(
      curriculum.chapters.map((c) => [c.id, '2026-11-20T10:00:00Z']),
    );
    renderApp(<HeroActions describedBy="x" />, { progress: { completedChapters } });
    expect(screen.getByRole('button', { name: 'Passar no quiz do Cap. 1' })).toBeInTheDocument();
  });

  it('with every requirement met, shows the name as it will be printed before issuing', async () => {
    const user = userEvent.setup();
    let issued = false;
    serve((method, url) => {
      if (url === '/api/exam')
        return { ...active(), state: 'passed', attempt: null, requirements: requirements(10, true) };
      if (method === 'POST' && url === '/api/me/certificate') {
        issued = true;
        return Response.json(
          {
            code: 'abcdefghijklmnopqrstuvwxyz234567',
            url: 'http://localhost/certificado/abcdefghijklmnopqrstuvwxyz234567',
            name: 'Ana Souza',
            issuedAt: '2026-11-25T15:00:00Z',
            chapters: [],
            courseMinutes: 660,
            exam: { percent: 87, questions: 30, passedAt: '2026-11-25T14:00:00Z' },
            planCompletedAt: '2026-11-24T10:00:00Z',
          },
          { status: 201 },
        );
      }
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404 });
    });
    const quizBests = Object.fromEntries(
      curriculum.chapters.map((c) => [c.id, { correct: 5, total: 5, at: '2026-11-20T10:00:00Z' }]),
    );
    renderApp(<CertificateCard />, {
      user: { name: 'Ana Souza' },
      progress: { quizBests, planCompletedAt: '2026-11-24T10:00:00Z', examPassedAt: '2026-11-25T14:00:00Z' },
    });
    await user.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
    expect(
      screen.getByText('O certificado vai sair com este nome, como está no seu perfil:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrigir o nome' })).toHaveAttribute(
      'href',
      '/ajustes#ajustes-perfil',
    );
    expect(issued).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirmar e emitir' }));
    expect(await screen.findByRole('link', { name: /Ver certificado/ })).toHaveAttribute(
      'href',
      '/certificado/abcdefghijklmnopqrstuvwxyz234567',
    );
    expect(screen.getByText(/prova final aprovada com 87%/)).toBeInTheDocument();
  });
});
