/** Each table of a course text is a scroll region named by its columns, so a screen reader tells them apart. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Markdown } from '../../src/client/features/chapters/Markdown';
import { renderApp } from '../support/render';

describe('course tables', () => {
  it('names each table region by its column headings', () => {
    renderApp(
      <Markdown>
        {[
          '| Métrica | Fórmula |',
          '| --- | --- |',
          '| CTR | cliques ÷ impressões |',
          '',
          'Texto entre as tabelas.',
          '',
          '| Canal | Verba (R$) | Resultado esperado |',
          '| --- | --- | --- |',
          '| Instagram | 900 | 40 pedidos |',
        ].join('\n')}
      </Markdown>,
    );
    expect(screen.getByRole('region', { name: 'Tabela: Métrica, Fórmula' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Tabela: Canal, Verba (R$), Resultado esperado' }),
    ).toBeInTheDocument();
  });
});
