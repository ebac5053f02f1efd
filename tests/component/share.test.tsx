/**
 * Sharing made for WhatsApp: the streak, an achievement and the certificate as an image card where the browser
 * shares files, a wa.me link with the text and the link where it does not; today's daily question as text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StreakCard } from '../../src/client/features/progress/StreakCard';
import { AchievementBoard } from '../../src/client/features/progress/AchievementBoard';
import { CertificateCard } from '../../src/client/features/progress/CertificateCard';
import DailyQuizScreen from '../../src/client/features/daily/DailyQuizScreen';
import { addDays, dayKey } from '../../src/shared/days';
import { curriculum, renderApp } from '../support/render';

// jsdom draws nothing on a canvas: the card is drawn in the browser test; here it is a stand-in PNG.
const drawShareCard = vi.hoisted(() => vi.fn(async () => new Blob(['png'], { type: 'image/png' })));
vi.mock('../../src/client/features/share/share-card', () => ({ drawShareCard }));

const today = dayKey(Date.now(), 'America/Sao_Paulo');
const sixDays = Array.from({ length: 6 }, (_, i) => addDays(today, i - 5));
const APP = `${window.location.origin}/`;

/** Gives the browser a share sheet; `files` says whether it takes files. */
function shareSheet({ files }: { files: boolean }) {
  const share = vi.fn(async (_data: ShareData) => undefined);
  const canShare = vi.fn((data?: ShareData) => (data?.files ? files : true));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
  return { share, canShare };
}

function noShareSheet() {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
}

/** The text a wa.me link writes in WhatsApp. */
function whatsAppText(link: HTMLElement): string {
  const url = new URL(link.getAttribute('href')!);
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  return url.searchParams.get('text')!;
}

beforeEach(() => {
  drawShareCard.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 }),
    ),
  );
});
afterEach(() => {
  noShareSheet();
  vi.unstubAllGlobals();
});

// The whole achievement board is a large tree for jsdom's role queries on a busy machine.
describe('sharing the streak and an achievement', { timeout: 20_000 }, () => {
  it('without file sharing, is a wa.me link with the text and the app’s address, opening apart from the app', () => {
    noShareSheet();
    renderApp(
      <>
        <StreakCard />
        <AchievementBoard />
      </>,
      {
        progress: {
          activityDays: sixDays,
          achievements: { 'primeiro-capitulo': '2026-11-20T15:00:00.000Z' },
        },
      },
    );
    const streak = screen.getByRole('link', { name: 'Compartilhar sequência no WhatsApp' });
    expect(whatsAppText(streak)).toBe(
      `Estou há 6 dias seguidos estudando marketing digital no Hub de Marketing Digital! Vem estudar comigo:\n\n${APP}`,
    );
    expect(streak).toHaveAttribute('target', '_blank');
    expect(streak).toHaveAttribute('rel', 'noopener noreferrer');

    const achievement = screen.getByRole('link', {
      name: 'Compartilhar no WhatsApp a conquista “Primeiro Passo”',
    });
    expect(whatsAppText(achievement)).toBe(
      `Conquistei “Primeiro Passo” no Hub de Marketing Digital! Aprenda marketing digital no seu ritmo, até sem internet:\n\n${APP}`,
    );
    // "Aquecendo" (3 days) is earned by the six days too; one still locked has nothing to share.
    expect(
      screen.getByRole('link', { name: 'Compartilhar no WhatsApp a conquista “Aquecendo”' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /a conquista “Cem Dias”/ })).not.toBeInTheDocument();
    expect(drawShareCard).not.toHaveBeenCalled();
  });

  it('with file sharing, opens the share sheet with the card as a PNG file and the text with the link', async () => {
    const { share } = shareSheet({ files: true });
    const user = userEvent.setup();
    renderApp(<StreakCard />, { progress: { activityDays: sixDays } });
    await user.click(screen.getByRole('button', { name: 'Compartilhar sequência' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    const file = data.files![0]!;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('sequencia-de-estudos.png');
    expect(file.type).toBe('image/png');
    expect(data.text).toBe(
      `Estou há 6 dias seguidos estudando marketing digital no Hub de Marketing Digital! Vem estudar comigo:\n\n${APP}`,
    );
    expect(drawShareCard).toHaveBeenCalledWith(
      { kicker: 'Sequência de estudos', headline: '6 dias seguidos', body: expect.any(String) },
      window.location.host,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing when the learner closes the share sheet, and offers WhatsApp when sharing fails', async () => {
    const { share } = shareSheet({ files: true });
    const user = userEvent.setup();
    renderApp(<AchievementBoard />, {
      progress: { achievements: { 'primeiro-capitulo': '2026-11-20T15:00:00.000Z' } },
    });
    const button = screen.getByRole('button', { name: 'Compartilhar a conquista “Primeiro Passo”' });
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível abrir o compartilhamento neste aparelho.');
    const link = screen.getByRole('link', { name: 'Mandar pelo WhatsApp' });
    expect(whatsAppText(link)).toMatch(/^Conquistei “Primeiro Passo”/);
    expect(share.mock.calls[1]![0].files![0]!.name).toBe('conquista-primeiro-capitulo.png');
  });

  it('has nothing to share before the first day of study', () => {
    noShareSheet();
    renderApp(<StreakCard />, { progress: { activityDays: [] } });
    expect(screen.queryByRole('link', { name: /Compartilhar/ })).not.toBeInTheDocument();
  });
});

describe('sharing the certificate', () => {
  const certificate = {
    code: 'abcdefghijklmnopqrstuvwxyz234567',
    url: 'https://hub.exemplo.com.br/certificado/abcdefghijklmnopqrstuvwxyz234567',
    name: 'Maria da Silva',
    issuedAt: '2026-11-20T15:00:00.000Z',
    chapters: [],
    courseMinutes: 600,
    exam: { percent: 90, questions: 30, passedAt: '2026-11-20T14:00:00.000Z' },
    planCompletedAt: '2026-11-19T14:00:00.000Z',
  };

  function serveCertificate() {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/me/certificate')) return Response.json(certificate);
      // The page's own Blob, as a browser's fetch gives (Node's would not mix with jsdom's File).
      if (url === `/certificado/${certificate.code}/imagem.png`)
        return {
          ok: true,
          status: 200,
          blob: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
        } as Response;
      return Response.json({ error: { code: 'NOT_FOUND', message: 'não' } }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('shares the image the server drew for its page, with the verification address', async () => {
    const fetch = serveCertificate();
    const { share } = shareSheet({ files: true });
    const user = userEvent.setup();
    renderApp(<CertificateCard />);
    await user.click(await screen.findByRole('button', { name: 'Compartilhar certificado' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    expect(data.files![0]!.type).toBe('image/png');
    expect(data.files![0]!.size).toBe(4);
    expect(data.text).toMatch(new RegExp(`\\n\\n${certificate.url}$`));
    expect(fetch).toHaveBeenCalledWith(`/certificado/${certificate.code}/imagem.png`);
    expect(drawShareCard).not.toHaveBeenCalled();
  });

  it('without file sharing, is a wa.me link to the verification page', async () => {
    serveCertificate();
    noShareSheet();
    renderApp(<CertificateCard />);
    const link = await screen.findByRole('link', { name: 'Compartilhar certificado no WhatsApp' });
    expect(whatsAppText(link)).toBe(
      `Concluí o curso de marketing digital do Hub de Marketing Digital e recebi meu certificado! Qualquer pessoa pode conferir que ele é válido:\n\n${certificate.url}`,
    );
  });
});

describe('Mandar a pergunta de hoje', () => {
  const progress = {
    openedChapters: ['1'],
    quizBests: { '1': { correct: 2, total: 5, at: '2026-11-01T12:00:00.000Z' } },
  };
  const questionOnScreen = () => {
    const legend = screen.getByRole('group').querySelector('legend')!.textContent!;
    return curriculum.chapters.flatMap((c) => c.quiz).find((q) => q.question === legend)!;
  };

  it('sends the question on screen with its options A–D and the app’s link through the share sheet', async () => {
    const { share } = shareSheet({ files: false });
    const user = userEvent.setup();
    renderApp(<DailyQuizScreen />, { path: '/quiz-diario', progress });
    await user.click(await screen.findByRole('button', { name: 'Mandar a pergunta de hoje' }));
    const question = questionOnScreen();
    expect(share).toHaveBeenCalledWith({
      title: 'Pergunta do dia',
      text: [
        'Pergunta do dia do Hub de Marketing Digital:',
        '',
        question.question,
        '',
        ...question.options.map((o, i) => `${'ABCD'[i]}) ${o}`),
        '',
        'Qual é a certa? Responda aqui no grupo! Quer treinar também? É só entrar:',
      ].join('\n'),
      url: APP,
    });
    expect(JSON.stringify(share.mock.calls)).not.toContain(question.explanation);
  });

  it('without a share sheet, is a wa.me link with the question and the link', async () => {
    noShareSheet();
    renderApp(<DailyQuizScreen />, { path: '/quiz-diario', progress });
    const link = await screen.findByRole('link', { name: 'Mandar a pergunta de hoje no WhatsApp' });
    const question = questionOnScreen();
    const text = whatsAppText(link);
    expect(text).toContain(`${question.question}\n\nA) ${question.options[0]}\nB) ${question.options[1]}`);
    expect(text).toContain(`D) ${question.options[3]}`);
    expect(text.endsWith(`\n\n${APP}`)).toBe(true);
  });
});
