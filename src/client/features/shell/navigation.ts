/** Where the shell leads: which tab each address belongs to, and where a search result opens. */
import BookOpen from 'lucide-react/icons/book-open';
import House from 'lucide-react/icons/house';
import Settings from 'lucide-react/icons/settings';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import { paths } from '../../app/paths';
import type { SearchTarget } from '../../../shared/search';

/** The part of a route pattern before its first parameter: '/capitulos/:id/:tab?' → '/capitulos'. */
const fixedPart = (pattern: string) => pattern.split('/:')[0]!;

const under =
  (...prefixes: string[]) =>
  (location: string) =>
    prefixes.some((prefix) => location.startsWith(prefix));

/** The tab bar, in order. A tab is selected on the addresses it covers; some screens belong to none. */
export const APP_TABS = [
  { path: paths.home, label: 'Início', icon: House, covers: (location: string) => location === paths.home },
  {
    path: paths.library,
    label: 'Aprender',
    icon: BookOpen,
    covers: under(paths.library, fixedPart(paths.chapterPattern)),
  },
  { path: paths.progress, label: 'Progresso', icon: TrendingUp, covers: under(paths.progress) },
  {
    path: paths.community,
    label: 'Comunidade',
    icon: Users,
    covers: under(paths.community, fixedPart(paths.insightPattern)),
  },
  { path: paths.settings, label: 'Ajustes', icon: Settings, covers: under(paths.settings) },
] as const;

/** Where a search result opens: the chapter at that section (or its summary), or the insight. */
export function searchTargetPath(target: SearchTarget): string {
  if (target.kind === 'insight') return paths.insight(target.insightId);
  return target.sectionId
    ? paths.chapterSection(target.chapterId, target.sectionId)
    : paths.chapter(target.chapterId);
}

/** "Ana Souza" → "AS"; one name → its first letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]![0]! : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}
