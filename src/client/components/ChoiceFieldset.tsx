/**
 * A question and its options as radio cards (the daily quiz, the final exam): the question as the legend, each
 * option a whole-width label at least 48 px tall, the chosen one marked; long words and addresses wrap.
 */
import styled from 'styled-components';

export const ChoiceFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(4)};
  min-width: 0;
  /* Addresses and UTM strings in a question break anywhere rather than widen the page. */
  overflow-wrap: anywhere;
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: ${(p) => p.theme.space(3)};
    padding: 0;
  }
  label {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    align-items: flex-start;
    padding: ${(p) => p.theme.space(3)} 14px;
    margin-bottom: ${(p) => p.theme.space(2)};
    min-height: 48px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 2px solid ${(p) => p.theme.color.textMuted};
    background: ${(p) => p.theme.color.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
  }
  input {
    margin-top: ${(p) => p.theme.space(1)};
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
    flex: none;
  }
`;
