/** A section's heading inside a screen. */
import styled from 'styled-components';

export const SectionTitle = styled.h2`
  font-size: 1.2rem;
  margin: 24px 0 12px;
`;
