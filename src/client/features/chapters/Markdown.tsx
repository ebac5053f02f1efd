/** Course Markdown: GitHub tables, no raw HTML (react-markdown never renders it). */
import type React from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';

const Prose = styled.div`
  font-size: 1.02rem;
  overflow-wrap: anywhere;
  h2,
  h3 {
    font-size: 1.08rem;
    margin-top: 1.2em;
  }
  ul,
  ol {
    padding-left: 1.3em;
  }
  li {
    margin-bottom: 0.3em;
  }
  blockquote {
    margin: 1em 0;
    padding: 8px 14px;
    border-left: 4px solid ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.surfaceAlt};
    border-radius: 0 8px 8px 0;
  }
  pre {
    overflow-x: auto;
    max-width: 100%;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  pre code {
    word-break: normal;
    white-space: pre;
    padding: 0;
  }
  code {
    background: ${(p) => p.theme.color.surfaceAlt};
    padding: 1px 4px;
    border-radius: 4px;
    word-break: break-all;
  }
  .table-wrap {
    overflow-x: auto;
    margin: 1em 0;
  }
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: 0.92rem;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.color.border};
    padding: 6px 8px;
    text-align: left;
    vertical-align: top;
    /*
     * A column is at least as wide as its longest word (never cut without a hyphen), hyphenated in Portuguese
     * where the browser can; the table scrolls inside its box when it must.
     */
    overflow-wrap: normal;
    hyphens: auto;
    min-width: 4.5em;
  }
  th {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;

/**
 * Course texts use "###" for their subheadings, under a section's h2. Where the text sits directly under the
 * page's h1 (an insight), `raiseHeadings` renders "###" as h2 and "####" as h3, so the outline skips no level.
 */
export function Markdown({ children, raiseHeadings = false }: { children: string; raiseHeadings?: boolean }) {
  const raised = raiseHeadings
    ? {
        h3: ({ node: _node, ...props }: React.ComponentProps<'h3'> & { node?: unknown }) => <h2 {...props} />,
        h4: ({ node: _node, ...props }: React.ComponentProps<'h4'> & { node?: unknown }) => <h3 {...props} />,
      }
    : {};
  return (
    <Prose>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          ...raised,
          table: ({ node, ...props }) => (
            <div className="table-wrap" tabIndex={0} role="region" aria-label={tableLabel(node)}>
              <table {...props} />
            </div>
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </Prose>
  );
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

const textOf = (n: HastNode): string =>
  n.type === 'text' ? (n.value ?? '') : (n.children ?? []).map(textOf).join('');

/**
 * A table's scroll region named by its column headings ("Tabela: Métrica, Fórmula, Exemplo"), so a screen
 * reader tells a chapter's tables apart.
 */
export function tableLabel(node: unknown): string {
  const find = (n: HastNode, tag: string): HastNode | undefined =>
    n.tagName === tag ? n : (n.children ?? []).map((c) => find(c, tag)).find(Boolean);
  const head = node ? find(node as HastNode, 'tr') : undefined;
  const cells = (head?.children ?? [])
    .filter((c) => c.tagName === 'th' || c.tagName === 'td')
    .map((c) => textOf(c).trim())
    .filter(Boolean);
  return cells.length > 0 ? `Tabela: ${cells.join(', ')}` : 'Tabela';
}
