/** A button that looks like a link: for actions that stay on the screen (switch forms, show a password). */
import styled from 'styled-components';

export const LinkButton = styled.button`
  /* A finger's size (44 px), like every other control. */
  min-height: 44px;
  padding: 6px 4px;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;
