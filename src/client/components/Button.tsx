/** The app's button: primary by default; secondary, ghost and danger for lesser or destructive actions. */
import styled, { css } from 'styled-components';

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
