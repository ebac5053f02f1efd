/** A labelled bar from 0 to 100 %, read out as a percentage. */
import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.surfaceAlt};
  overflow: hidden;
`;
const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(p) => p.$percent}%;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.primary};
  transition: width 0.3s;
`;

/** `value` from 0 to 1; anything outside is shown as empty or full. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <Fill $percent={percent} />
    </Track>
  );
}
