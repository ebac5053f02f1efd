import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionMedia } from '../../src/client/features/chapters/SectionMedia';
import { SectionSchema } from '../../src/shared/content-schema';
import { dataSaverChosen } from '../../src/client/features/shell/uiSlice';
import { renderApp } from '../support/render';

const video = SectionSchema.parse({
  id: 'aula',
  type: 'video',
  title: 'Como ler o relatório',
  body: 'Texto da seção. '.repeat(10),
  media: {
    url: 'https://exemplo.com.br/aula.mp4',
    duration: '4 min',
    transcript:
      'Olá! Neste vídeo vamos abrir o relatório de desempenho e ler as quatro métricas, uma por uma.',
  },
});

let onLine: { mockRestore(): void } | undefined;
afterEach(() => onLine?.mockRestore());

describe('a video section', () => {
  it('plays on demand online, with the transcript one tap away', () => {
    renderApp(<SectionMedia section={video} />);
    const player = screen.getByLabelText('Vídeo: Como ler o relatório (4 min)');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAccessibleDescription(/Transcrição do vídeo/);
    expect(screen.getByText('Transcrição do vídeo').closest('details')).not.toHaveAttribute('open');
  });

  it('offline, says the video will not load and opens the transcript, which carries the whole lesson', () => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(<SectionMedia section={video} />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByLabelText(/Vídeo:/)).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Sem internet, o vídeo não carrega');
    expect(screen.getByText('Transcrição do vídeo').closest('details')).toHaveAttribute('open');
    expect(screen.getByText(/abrir o relatório de desempenho/)).toBeInTheDocument();
  });
});

describe('a video section while saving data', () => {
  const sized = SectionSchema.parse({ ...video, media: { ...video.media, bytes: 3_400_000 } });
  let connection: { mockRestore(): void } | undefined;
  afterEach(() => connection?.mockRestore());

  it('with "Economizar dados" on, shows no player until the learner taps "Carregar vídeo (3,4 MB)"', async () => {
    const { store } = renderApp(<SectionMedia section={sized} />);
    act(() => void store.dispatch(dataSaverChosen(true)));
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText(/R\$ 0,02 no plano de dados/)).toBeInTheDocument();
    // The transcript is there all the same.
    expect(screen.getByText('Transcrição do vídeo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar vídeo (3,4\u00a0MB)' }));
    const player = screen.getByLabelText('Vídeo: Como ler o relatório (4 min)');
    expect(player).toHaveAttribute('preload', 'metadata');
  });

  it('is on by itself when the browser asks to save data, until the learner turns it off', () => {
    connection = mockConnection({ saveData: true, type: 'wifi' });
    const { store } = renderApp(<SectionMedia section={sized} />);
    expect(screen.getByRole('button', { name: 'Carregar vídeo (3,4\u00a0MB)' })).toBeInTheDocument();
    act(() => void store.dispatch(dataSaverChosen(false)));
    expect(screen.getByLabelText('Vídeo: Como ler o relatório (4 min)')).toHaveAttribute('preload', 'none');
  });

  it('is on by itself on a cellular connection, and off on Wi-Fi', () => {
    connection = mockConnection({ saveData: false, type: 'cellular' });
    renderApp(<SectionMedia section={sized} />);
    expect(screen.getByRole('button', { name: 'Carregar vídeo (3,4\u00a0MB)' })).toBeInTheDocument();
    cleanup();
    connection.mockRestore();
    connection = mockConnection({ saveData: false, type: 'wifi' });
    renderApp(<SectionMedia section={sized} />);
    expect(screen.queryByRole('button', { name: /Carregar vídeo/ })).not.toBeInTheDocument();
  });
});

/** navigator.connection as Chrome on Android has it. */
function mockConnection(values: { saveData: boolean; type: string }) {
  const target = Object.assign(new EventTarget(), values);
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => target });
  return { mockRestore: () => Reflect.deleteProperty(navigator, 'connection') };
}
