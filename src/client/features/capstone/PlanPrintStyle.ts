/** On paper: only the document, black on white, compact, without the app's header and navigation. */
import { createGlobalStyle } from 'styled-components';

export const PlanPrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 10mm 12mm;
    }
    body {
      background: ${(p) => p.theme.print.paper} !important;
      color: ${(p) => p.theme.print.ink} !important;
      font-size: 9.5pt;
    }
    header,
    nav,
    .sem-impressao {
      display: none !important;
    }
    main {
      padding: 0 !important;
      margin: 0 !important;
    }
  }
`;
