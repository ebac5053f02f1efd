/**
 * "Tamanho do texto" on every screen: the learner's factor sets the root font size (a percentage of the
 * browser's own, so a phone's accessibility setting still counts), and every size in rem follows it. The
 * factor is mirrored to localStorage, where index.html reads it before the first paint.
 */
import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectTextScale } from './ui-selectors';
import { TEXT_SCALE_STORAGE_KEY } from './uiSlice';

export function useAppliedTextScale(): void {
  const scale = useAppSelector(selectTextScale);
  useEffect(() => {
    const normal = scale === 1;
    document.documentElement.style.fontSize = normal ? '' : `${scale * 100}%`;
    try {
      localStorage.setItem(TEXT_SCALE_STORAGE_KEY, String(scale));
    } catch {
      // private mode: the size still applies, only the first paint may use the normal one
    }
  }, [scale]);
}
