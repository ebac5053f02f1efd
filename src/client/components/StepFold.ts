/**
 * A folded list of a screen's steps to jump to (a chapter's sections, the final project's steps): closed by
 * default so the step itself stays first on a phone, 44 px rows, the current step in plain text, a check on the
 * steps done. A last entry that is not a numbered step (a summary, a review) takes the class `apart`.
 */
import styled from 'styled-components';
import { Fold } from './Fold';

export const StepFold = styled(Fold)`
  margin: ${(p) => p.theme.space(3)} 0;
  ol {
    margin: 0;
    padding-left: 1.4em;
  }
  li {
    margin: ${(p) => p.theme.space(1)} 0;
  }
  .apart {
    list-style: none;
    margin-left: -1.4em;
  }
  button {
    text-align: left;
    min-height: 44px;
  }
  button[aria-current='step'] {
    text-decoration: none;
    color: ${(p) => p.theme.color.text};
  }
  li svg {
    vertical-align: -3px;
    margin-left: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.color.success};
  }
`;
