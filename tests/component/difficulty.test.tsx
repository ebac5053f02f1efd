/** Aprender says what each level means, and the chapter cards show the level their chapter asks for. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LibraryScreen from '../../src/client/features/chapters/LibraryScreen';
import { renderApp } from '../support/render';

describe('difficulty levels', () => {
  it('explains the three levels by what they ask of the learner', async () => {
    renderApp(<LibraryScreen />);
    await userEvent.setup().click(screen.getByText('O que significam os níveis dos capítulos'));
    const term = (name: string) => screen.getAllByText(name).find((el) => el.tagName === 'DT')!;
    expect(term('Iniciante').nextElementSibling).toHaveTextContent(/sem conta em nenhuma ferramenta/);
    expect(term('Intermediário').nextElementSibling).toHaveTextContent(/ferramenta de verdade/);
    expect(term('Avançado').nextElementSibling).toHaveTextContent(/configuração técnica/);
  });
});
