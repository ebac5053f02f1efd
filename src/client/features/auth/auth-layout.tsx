/**
 * The look of the signed-out screens: a column with the app's name, a card and its form fields, centred across
 * and from the top down (where index.html's start screen puts the same heading, and where nothing moves when a
 * message appears under a field).
 */
import styled from 'styled-components';

export const Wrap = styled.main`
  min-height: 100vh;
  display: grid;
  justify-items: center;
  align-content: start;
  padding: 24px 16px;
`;
export const Column = styled.div`
  width: 100%;
  max-width: 440px;
`;
export const AppName = styled.p`
  text-align: center;
  font-weight: 700;
  margin-bottom: 8px;
  color: ${(p) => p.theme.color.textMuted};
`;
export const Title = styled.h1`
  font-size: 1.5rem;
  margin-bottom: 4px;
  &:focus {
    outline: none;
  }
`;
export const Lead = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input {
    min-height: 48px;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.bg};
  }
  input[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;
/** What is wrong with one field, under it (the field names it in aria-describedby). */
export const FieldError = styled.span`
  color: ${(p) => p.theme.color.danger};
  font-weight: 600;
  font-size: 0.95rem;
`;
/** A suggestion under a field ("Você quis dizer …?") with the button that accepts it. */
export const FieldSuggestion = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
`;
/** A button that reads as a link, as tall as a finger needs. */
export const InlineAction = styled.button`
  min-height: 44px;
  padding: 8px 4px;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;
export const ErrorBox = styled.p`
  /* A long e-mail in the message wraps instead of overflowing the phone's width. */
  overflow-wrap: anywhere;
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.md};
`;
export const SuccessBox = styled.p`
  overflow-wrap: anywhere;
  background: ${(p) => p.theme.color.successSoft};
  color: ${(p) => p.theme.color.success};
  padding: 12px;
  border-radius: ${(p) => p.theme.radius.md};
  &:focus {
    outline: none;
  }
`;
export const Footer = styled.p`
  text-align: center;
  margin: 16px 0 0;
  a {
    font-weight: 600;
    display: inline-block;
    padding: 12px 4px;
  }
`;
