/** A screen's column: room below on a phone for the tab bar, which sits at the bottom there. */
import styled from 'styled-components';

export const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 16px 16px 96px;
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    padding: 24px 24px 48px;
  }
`;
