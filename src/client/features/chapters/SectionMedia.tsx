/**
 * A section's video or audio, always with its full transcript: the media needs the network, the transcript
 * does not, so the lesson is complete offline and for screen readers. The player loads nothing until played;
 * with "Economizar dados" on, there is no player until the learner taps "Carregar vídeo (3,4 MB)".
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Chapter } from '../../../shared/content-schema';
import { formatDataPrice, formatMegabytes } from '../../../shared/data-cost';
import { Button, Muted } from '../../components/ui';
import { useDataSaver } from '../shell/data-saver';
import { useOnline } from '../shell/useOnline';
import { Markdown } from './Markdown';

type Section = Chapter['sections'][number];

const Box = styled.div`
  margin: 12px 0;
  video,
  audio {
    width: 100%;
    max-width: 100%;
    border-radius: ${(p) => p.theme.radius.md};
  }
  details {
    margin-top: 8px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    padding: 8px 12px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
`;

export function SectionMedia({ section }: { section: Section }) {
  const online = useOnline();
  const saver = useDataSaver();
  const id = useId();
  // Asked for by a tap while saving data: the player then fetches its first bytes, to show the length.
  const [asked, setAsked] = useState(false);
  const player = useRef<HTMLMediaElement | null>(null);
  const keep = (el: HTMLMediaElement | null) => {
    player.current = el;
  };
  useEffect(() => {
    if (asked) player.current?.focus();
  }, [asked]);
  if ((section.type !== 'video' && section.type !== 'audio') || !section.media) return null;
  const { url, transcript, duration, bytes } = section.media;
  const kind = section.type === 'video' ? 'Vídeo' : 'Áudio';
  const label = `${kind}: ${section.title}${duration ? ` (${duration})` : ''}`;
  const waiting = saver.on && !asked;
  const preload = asked ? 'metadata' : 'none';
  return (
    <Box>
      {online && waiting ? (
        <div data-no-read>
          <Button type="button" $variant="secondary" onClick={() => setAsked(true)}>
            Carregar {kind.toLowerCase()}
            {bytes ? ` (${formatMegabytes(bytes)})` : ''}
          </Button>
          <Muted as="p">
            Economizar dados está ligado: o {kind.toLowerCase()} só baixa quando você pedir
            {bytes ? ` (${formatDataPrice(bytes)} no plano de dados)` : ''}.
          </Muted>
        </div>
      ) : online ? (
        section.type === 'video' ? (
          <video ref={keep} controls preload={preload} src={url} aria-label={label} aria-describedby={id} />
        ) : (
          <audio ref={keep} controls preload={preload} src={url} aria-label={label} aria-describedby={id} />
        )
      ) : (
        <p role="note" data-no-read>
          Sem internet, o {kind.toLowerCase()} não carrega, mas a transcrição abaixo traz todo o conteúdo.
        </p>
      )}
      <details open={!online} id={id}>
        <summary>Transcrição {section.type === 'video' ? 'do vídeo' : 'do áudio'}</summary>
        <Markdown>{transcript}</Markdown>
      </details>
    </Box>
  );
}
