/**
 * "Economizar dados": videos, audios and large images load only when the learner taps them. Until the learner
 * chooses, it follows the browser: on when it asks to save data (Save-Data, Android's "Economia de dados") or
 * when the connection is cellular (Network Information API, Chromium only; elsewhere it starts off).
 */
import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectDataSaverChoice } from './ui-selectors';

/** The parts of the Network Information API read here (not in TypeScript's DOM types). */
interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  type?: string;
}

const connection = (): NetworkInformationLike | undefined =>
  (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

export type DataSaverHint = 'save-data' | 'cellular' | null;

/** Why the browser suggests saving data, if it does. */
export function browserDataSaverHint(): DataSaverHint {
  const c = connection();
  if (c?.saveData) return 'save-data';
  if (c?.type === 'cellular') return 'cellular';
  return null;
}

function subscribe(onChange: () => void): () => void {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
}

export interface DataSaver {
  /** Whether heavy media waits for a tap. */
  on: boolean;
  /** The learner's own choice (null: not chosen). */
  chosen: boolean | null;
  hint: DataSaverHint;
}

export function useDataSaver(): DataSaver {
  const chosen = useAppSelector(selectDataSaverChoice);
  const hint = useSyncExternalStore(subscribe, browserDataSaverHint, () => null);
  return { on: chosen ?? hint !== null, chosen, hint };
}
