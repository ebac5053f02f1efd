/** A section's sources say honestly when each was seen: "verificado em …", or named but not re-seen yet. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Sources } from '../../src/client/features/chapters/Sources';
import { renderApp } from '../support/render';

const fact = (id: string, status: 'verificado' | 'a-reverificar', verified: string) => ({
  id,
  statement: `Afirmação ${id}.`,
  source: { title: `Fonte ${id}`, url: `https://exemplo.com.br/${id}` },
  status,
  verified,
  recheck: '2027-02-25',
});

describe('Sources', () => {
  it('counts the facts seen and those still to re-see, and labels each', () => {
    renderApp(
      <Sources
        facts={[
          fact('a', 'verificado', '2026-11-25'),
          fact('b', 'a-reverificar', '2026-11-22'),
          fact('c', 'a-reverificar', '2026-11-22'),
        ]}
      />,
    );
    expect(
      screen.getByText('Fontes (3) · 1 verificada em 25 de nov. de 2026 · 2 a reverificar'),
    ).toBeInTheDocument();
    expect(screen.getByText(/verificado em 25 de novembro de 2026/)).toBeInTheDocument();
    expect(
      screen.getAllByText(/fonte indicada em 22 de novembro de 2026; ainda não reverificada/),
    ).toHaveLength(2);
  });
});
