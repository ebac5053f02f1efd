/** A short label in a rounded badge: a status, a category, a count. */
import styled, { css } from 'styled-components';

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
