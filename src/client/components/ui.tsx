/** Shared presentational pieces on the theme. */
import styled, { css, keyframes } from 'styled-components';

export const Button = styled.button<{
  $variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  transition:
    background 0.15s,
    transform 0.05s;
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
  ${(p) => {
    const c = p.theme.color;
    switch (p.$variant ?? 'primary') {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.primaryText};
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
        `;
      case 'danger':
        return css`
          background: ${c.dangerSoft};
          color: ${c.danger};
          border-color: ${c.danger};
        `;
      default:
        return css`
          background: transparent;
          color: ${c.text};
        `;
    }
  }}
`;

export const Card = styled.section`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 16px;
`;

export const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 16px 16px 96px;
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    padding: 24px 24px 48px;
  }
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 260}px, 1fr));
`;

export const Pill = styled.span<{ $tone?: 'neutral' | 'success' | 'warning' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 600;
  ${(p) => {
    const c = p.theme.color;
    switch (p.$tone ?? 'neutral') {
      case 'success':
        return css`
          background: ${c.successSoft};
          color: ${c.success};
        `;
      case 'warning':
        return css`
          background: ${c.warningSoft};
          color: ${c.warning};
        `;
      case 'primary':
        return css`
          background: ${c.primarySoft};
          color: ${c.text};
        `;
      default:
        return css`
          background: ${c.surfaceAlt};
          color: ${c.text};
        `;
    }
  }}
`;

const Track = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.color.surfaceAlt};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  border-radius: 999px;
  background: ${(p) => p.theme.color.primary};
  transition: width 0.3s;
`;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <Fill style={{ width: `${pct}%` }} />
    </Track>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  width: 18px;
  height: 18px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  display: inline-block;
  animation: ${spin} 0.7s linear infinite;
`;

export const Banner = styled.div<{ $tone?: 'warning' | 'danger' | 'success' | 'info' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  justify-content: space-between;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  margin-bottom: 12px;
  font-size: 0.95rem;
  ${(p) => {
    const c = p.theme.color;
    switch (p.$tone ?? 'info') {
      case 'warning':
        return css`
          background: ${c.warningSoft};
          color: ${c.warning};
        `;
      case 'danger':
        return css`
          background: ${c.dangerSoft};
          color: ${c.danger};
        `;
      case 'success':
        return css`
          background: ${c.successSoft};
          color: ${c.success};
        `;
      default:
        return css`
          background: ${c.primarySoft};
          color: ${c.text};
        `;
    }
  }}
`;

export const SectionTitle = styled.h2`
  font-size: 1.2rem;
  margin: 24px 0 12px;
`;

/** A button that looks like a link: for actions that stay on the screen (switch forms, show a password). */
export const LinkButton = styled.button`
  min-height: 32px;
  padding: 6px 4px;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;
