import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { SectionMedia } from '../../src/client/features/chapters/SectionMedia';
import { SectionSchema } from '../../src/shared/content-schema';
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
