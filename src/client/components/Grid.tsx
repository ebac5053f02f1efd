/** Cards side by side as far as the width allows, each at least `$min` pixels wide. */
import styled from 'styled-components';

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 260}px, 1fr));
`;
