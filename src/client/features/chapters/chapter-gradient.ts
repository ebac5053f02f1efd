/** A chapter's art sits on its own two-colour gradient (from the catalogue), on its card and its header. */
import type { ChapterSummary } from '../../../shared/content-schema';

export interface GradientProps {
  $gradient: ChapterSummary['gradient'];
}

/** For a styled component's background: `background: ${chapterGradient};`. */
export const chapterGradient = ({ $gradient: [from, to] }: GradientProps) =>
  `linear-gradient(135deg, ${from}, ${to})`;
