/**
 * A folded block on the native <details>: its summary a row at least 44 px tall, with the chevron the screen
 * puts first turning once the block is open (the browser's own marker hidden). Screens add their spacing and
 * what goes inside: a chapter's steps (StepFold), the locked achievements, the summary of the learner's data.
 */
import styled from 'styled-components';

export const Fold = styled.details`
  summary {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary > svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[open] summary > svg {
    transform: rotate(90deg);
  }
`;
