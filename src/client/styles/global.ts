import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky header is about 115 px tall at the normal text size (and grows with it): what gets focus or is
     scrolled to lands below it. */
  html { color-scheme: ${(p) => p.theme.name}; -webkit-text-size-adjust: 100%; scroll-padding-top: 8rem; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.font.body};
    font-size: 1rem;
    line-height: 1.55;
    background: ${(p) => p.theme.color.bg};
    color: ${(p) => p.theme.color.text};
    -webkit-tap-highlight-color: transparent;
  }
  a { color: ${(p) => p.theme.color.primary}; }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 0.5em; }
  p { margin: 0 0 0.9em; }
  button, input { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.color.focus}; outline-offset: 2px; border-radius: 4px; }
  img, svg { max-width: 100%; }
  /* Narrow table columns hyphenate in Portuguese (html lang="pt-BR") rather than cut a word without a hyphen. */
  th, td { hyphens: auto; -webkit-hyphens: auto; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* The link to skip to the screen's content: hidden until the keyboard reaches it, then over the header. */
  .skip-link:focus {
    position: fixed !important; z-index: 30; top: 8px; left: 8px; width: auto; height: auto; margin: 0;
    padding: 12px 16px; clip: auto; overflow: visible; border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface}; color: ${(p) => p.theme.color.primary};
    box-shadow: ${(p) => p.theme.shadow}; font-weight: 600;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
