/**
 * A section's video or audio, always with its full transcript: the media needs the network, the transcript
 * does not, so the lesson is complete offline and for screen readers. The player loads nothing until played.
 */
import { useId } from 'react';
import styled from 'styled-components';
import type { Chapter } from '../../../shared/content-schema';
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
  const id = useId();
  if ((section.type !== 'video' && section.type !== 'audio') || !section.media) return null;
  const { url, transcript, duration } = section.media;
  const kind = section.type === 'video' ? 'Vídeo' : 'Áudio';
  const label = `${kind}: ${section.title}${duration ? ` (${duration})` : ''}`;
  return (
    <Box>
      {online ? (
        section.type === 'video' ? (
          <video controls preload="none" src={url} aria-label={label} aria-describedby={id} />
        ) : (
          <audio controls preload="none" src={url} aria-label={label} aria-describedby={id} />
        )
      ) : (
        <p role="note">
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
