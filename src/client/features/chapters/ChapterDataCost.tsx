/**
 * What a chapter costs in mobile data, from the sizes the build measured: to read it (text and figures), and
 * with its videos and audios ("Para ler: 14 KB, menos de R$ 0,01 · Com mídia: 3,4 MB ≈ R$ 0,02").
 */
import Download from 'lucide-react/icons/download';
import type { ChapterDownload } from '../../../shared/content-schema';
import { downloadTotals, formatDataCost, formatMegabytes } from '../../../shared/data-cost';

export function ChapterDataCost({ download }: { download: ChapterDownload }) {
  const { text, withMedia, hasMedia, unsized } = downloadTotals(download);
  return (
    <p>
      <Download size={14} aria-hidden /> Para ler: {formatDataCost(text)}
      {hasMedia && (
        <>
          {' · '}Com mídia: {formatDataCost(withMedia)}
          {unsized && ' (mais um vídeo ou áudio de tamanho não informado)'}
        </>
      )}
    </p>
  );
}

/** The chapter's size with everything in it, for its card ("17 KB"). */
export function chapterSizeLabel(download: ChapterDownload): string {
  return formatMegabytes(downloadTotals(download).withMedia);
}
