/** The header's square buttons (theme, bell, sign out): 44 px at least, as a finger needs. */
import styled from 'styled-components';

export const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  padding: 0 10px;
  flex: none;
  /* Below the desktop width the header keeps to one row: "Sair" is read out but not shown. */
  @media (max-width: 899.98px) {
    .rotulo {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
