/**
 * A screen's column: room below for the tab bar, which sits at the bottom on a phone, and for the sync status
 * bar that floats above it (so the end of a screen is never hidden behind either).
 */
import styled from 'styled-components';

export const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 16px 16px 144px;
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    padding: 24px 24px 96px;
  }
`;
