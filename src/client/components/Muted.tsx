/** Secondary text, still at AA contrast. */
import styled from 'styled-components';

export const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
`;
