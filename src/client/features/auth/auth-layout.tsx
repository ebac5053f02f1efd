/** The look of the signed-out screens: a centred column with the app's name, a card and its form fields. */
import styled from 'styled-components';

export const Wrap = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
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
export const ErrorBox = styled.p`
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.md};
`;
export const SuccessBox = styled.p`
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
