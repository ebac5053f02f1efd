/** A small turning ring for work under way; hidden from screen readers (the text beside it says what). */
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  width: 18px;
  height: 18px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  display: inline-block;
  animation: ${spin} 0.7s linear infinite;
`;
