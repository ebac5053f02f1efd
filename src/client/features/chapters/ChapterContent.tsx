/**
 * The content tab, one step at a time: each section, then the summary. The step is in the address
 * (`?secao=`), replaced rather than pushed, so the back button leaves the chapter instead of walking back
 * through its sections; each step opened is recorded, so "continuar de onde parei" finds it on any device.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Chapter } from '../../../shared/content-schema';
import { formatNumber } from '../../../shared/format';
import { SUMMARY_STEP } from '../../../shared/progress-state';
import { Button, Muted, ProgressBar } from '../../components/ui';
import { readSection } from '../progress/progress-thunks';
import { selectSectionAt, selectSectionsRead } from '../progress/progress-selectors';
import { ChapterSection } from './ChapterSection';
import { selectChapterSummary } from './chapters-selectors';
import { SectionList } from './SectionList';
import { SummaryStep } from './SummaryStep';
import { readingPosition, saveReadingPosition } from './reading-position';

/** How long a step stays on screen before it is recorded as the learner's place. */
const STEP_SETTLE_MS = 1200;

const Where = styled.div`
  margin: ${(p) => p.theme.space(4)} 0 ${(p) => p.theme.space(2)};
`;
/** Where the learner is, and beside it what the bar below counts. */
const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0 ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(2)};
  p {
    margin: 0;
    font-weight: 600;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.9rem;
  }
`;
const StepNav = styled.nav`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  justify-content: space-between;
  flex-wrap: wrap;
  margin-top: ${(p) => p.theme.space(4)};
  .next {
    margin-left: auto;
  }
`;

export function ChapterContent({ chapter }: { chapter: Chapter }) {
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const search = useSearch();
  const savedAt = useAppSelector((s) => selectSectionAt(s, chapter.id));
  const read = useAppSelector((s) => selectSectionsRead(s, chapter.id)) ?? [];
  const download = useAppSelector((s) => selectChapterSummary(s, chapter.id))?.download;
  const steps = [
    ...chapter.sections.map((s) => ({ id: s.id, title: s.title })),
    { id: SUMMARY_STEP, title: 'Resumo do capítulo' },
  ];
  const asked = new URLSearchParams(search).get(paths.sectionParam);
  const current = steps.find((s) => s.id === asked) ?? steps.find((s) => s.id === savedAt) ?? steps[0]!;
  const index = steps.indexOf(current);
  const sectionCount = chapter.sections.length;
  const firstStep = useRef(true);
  const where = useRef<HTMLDivElement>(null);

  // A step counts once the learner stays on it: skimming through the list records only where they stop, and
  // leaving the chapter records the step they left from.
  const unrecorded = useRef<{ chapterId: string; sectionId: string } | null>(null);
  useEffect(() => {
    const step = { chapterId: chapter.id, sectionId: current.id };
    unrecorded.current = step;
    const timer = setTimeout(() => {
      unrecorded.current = null;
      void dispatch(readSection(step));
    }, STEP_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, chapter.id, current.id]);
  useEffect(
    () => () => {
      if (unrecorded.current) void dispatch(readSection(unrecorded.current));
    },
    [dispatch],
  );

  // The first step shown comes back to where the learner was on this device; a step they move to starts at its
  // title, with focus there so a screen reader reads on from it.
  useLayoutEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      const y = readingPosition(chapter.id, current.id);
      if (y !== null) window.scrollTo(0, y);
      return;
    }
    // From where the step says where it is ("Seção 2 de 5"), below the sticky header (scroll-padding-top).
    where.current?.scrollIntoView({ block: 'start' });
    document.getElementById(`s-${current.id}`)?.focus({ preventScroll: true });
  }, [chapter.id, current.id]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveReadingPosition(chapter.id, current.id, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [chapter.id, current.id]);

  const go = (id: string) => navigate(paths.chapterSection(chapter.id, id), { replace: true });
  const previous = steps[index - 1];
  const next = steps[index + 1];
  const section = chapter.sections[index];
  const readCount = chapter.sections.filter((s) => read.includes(s.id)).length;

  return (
    <>
      <Where ref={where}>
        <Caption>
          <p>{section ? `Seção ${index + 1} de ${sectionCount}` : 'Resumo do capítulo'}</p>
          <span>
            {formatNumber(readCount)} de {formatNumber(sectionCount)} lidas
          </span>
        </Caption>
        {/* What was read, not where the learner is: a chapter read to the end shows a full bar on any section. */}
        <ProgressBar value={readCount / sectionCount} label="Seções lidas" />
        <SectionList steps={steps} current={current.id} read={read} onJump={go} />
      </Where>
      {section ? (
        <ChapterSection section={section} chapterFacts={chapter.facts} download={download} />
      ) : (
        <SummaryStep chapter={chapter} />
      )}
      <StepNav aria-label="Navegação entre seções">
        {previous && (
          <Button type="button" $variant="secondary" onClick={() => go(previous.id)}>
            Seção anterior
          </Button>
        )}
        {next && (
          <Button type="button" className="next" onClick={() => go(next.id)}>
            {next.id === SUMMARY_STEP ? 'Ir para o resumo' : 'Próxima seção'}
          </Button>
        )}
      </StepNav>
      {next && <Muted as="p">A seguir: {next.title}</Muted>}
    </>
  );
}
