/**
 * The course's search index in the app: fetched (precached, so offline too) and loaded the first time the
 * learner searches. Imported dynamically by the search box, so MiniSearch and the index stay out of the first
 * screen's JavaScript.
 */
import type MiniSearch from 'minisearch';
import { fetchSearchIndex } from '../../lib/content';
import { loadSearchIndex, searchCourse, type SearchDocument, type SearchHit } from '../../../shared/search';

let index: Promise<MiniSearch<SearchDocument>> | undefined;

function courseIndex(): Promise<MiniSearch<SearchDocument>> {
  index ??= fetchSearchIndex()
    .then(loadSearchIndex)
    .catch((err: unknown) => {
      // Not cached yet and offline: the next search tries again.
      index = undefined;
      throw err;
    });
  return index;
}

/** Starts loading the index (when the box gets focus), so the first letters find it ready. */
export function warmUp(): void {
  courseIndex().catch(() => undefined);
}

export async function findInCourse(query: string): Promise<SearchHit[]> {
  return searchCourse(await courseIndex(), query);
}
