/**
 * A section's drawn figure. With "Economizar dados" on, a large one (by the size the build measured) waits for
 * a tap, its text alternative shown in its place; the course's own figures are small and load as usual.
 */
import { useState } from 'react';
import { formatMegabytes } from '../../../shared/data-cost';
import { Button, Muted } from '../../components/ui';
import { contentImage } from '../../lib/content';
import { useDataSaver } from '../shell/data-saver';
import type { Chapter } from '../../../shared/content-schema';

/** From this size on, an image waits for a tap when saving data (a page of text is about 10 KB). */
export const LARGE_IMAGE_BYTES = 100_000;

type Figure = NonNullable<Chapter['sections'][number]['figure']>;

export function SectionFigure({ figure, bytes }: { figure: Figure; bytes: number | undefined }) {
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  const waiting = saver.on && !asked && bytes !== undefined && bytes >= LARGE_IMAGE_BYTES;
  return (
    <figure>
      {waiting ? (
        <>
          <Muted as="p">Imagem: {figure.alt}</Muted>
          <Button type="button" $variant="secondary" onClick={() => setAsked(true)}>
            Carregar imagem ({formatMegabytes(bytes)})
          </Button>
        </>
      ) : (
        <img src={contentImage(figure.src)} alt={figure.alt} loading="lazy" />
      )}
      {figure.caption && <figcaption>{figure.caption}</figcaption>}
    </figure>
  );
}
