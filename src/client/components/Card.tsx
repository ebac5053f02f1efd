/** A raised surface that groups one subject. */
import styled from 'styled-components';

export const Card = styled.section`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 16px;
`;
