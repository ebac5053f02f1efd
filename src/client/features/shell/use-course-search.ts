/** What the course's search finds for a query, loading the index the first time it is needed. */
import { useEffect, useState } from 'react';
import type { SearchHit } from '../../../shared/search';

export type CourseSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; query: string; hits: SearchHit[] };

const load = () => import('./course-search');

/** Loads the index ahead of the first letter (the box got focus). */
export function prepareCourseSearch(): void {
  load()
    .then((m) => m.warmUp())
    .catch(() => undefined);
}

export function useCourseSearch(query: string): CourseSearch {
  const [answer, setAnswer] = useState<{ query: string; result: CourseSearch }>();
  const wanted = query.trim();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load()
      .then((m) => m.findInCourse(wanted))
      .then(
        (hits) => current && setAnswer({ query: wanted, result: { status: 'ready', query: wanted, hits } }),
        () => current && setAnswer({ query: wanted, result: { status: 'failed' } }),
      );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (!wanted) return { status: 'idle' };
  if (answer?.query === wanted) return answer.result;
  // While the next letter is searched, the last results stay rather than flashing "Buscando…".
  return answer?.result.status === 'ready' ? answer.result : { status: 'loading' };
}
