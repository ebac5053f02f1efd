/** A message across the screen: information, success, a warning or a failure. */
import styled, { css } from 'styled-components';

export const Banner = styled.div<{ $tone?: 'warning' | 'danger' | 'success' | 'info' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  justify-content: space-between;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  margin-bottom: 12px;
  font-size: 0.95rem;
  & > svg {
    flex: none;
  }
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
