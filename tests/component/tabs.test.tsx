/**
 * The hand-written tabs (docs/decisions/004): arrow keys move to the next or previous tab and wrap around,
 * Home and End jump to the first and last, and the tab reached is also the one shown.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../src/client/components/Tabs';
import { lightTheme } from '../../src/client/styles/theme';

const NAMES = ['Todos', 'Pendentes', 'Concluídos', 'Favoritos'];

function Filters({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <ThemeProvider theme={lightTheme}>
      <TabsRoot value={value} onValueChange={setValue}>
        <TabsList aria-label="Filtrar capítulos">
          {NAMES.map((name) => (
            <TabsTrigger key={name} value={name}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {NAMES.map((name) => (
          <TabsContent key={name} value={name}>
            Lista: {name}
          </TabsContent>
        ))}
      </TabsRoot>
    </ThemeProvider>
  );
}

/** Focuses the tab `from`, presses `key`, and returns the tab that has the focus afterwards. */
async function press(key: string, from: string) {
  const user = userEvent.setup();
  render(<Filters start={from} />);
  screen.getByRole('tab', { name: from }).focus();
  await user.keyboard(`{${key}}`);
  return document.activeElement;
}

function expectShown(name: string) {
  const tab = screen.getByRole('tab', { name });
  expect(tab).toHaveFocus();
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent(`Lista: ${name}`);
  expect(screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true')).toHaveLength(
    1,
  );
}

describe('tabs by keyboard', () => {
  it('ArrowRight moves to the next tab and shows it', async () => {
    await press('ArrowRight', 'Pendentes');
    expectShown('Concluídos');
  });

  it('ArrowRight on the last tab wraps to the first', async () => {
    await press('ArrowRight', 'Favoritos');
    expectShown('Todos');
  });

  it('ArrowLeft moves to the previous tab and shows it', async () => {
    await press('ArrowLeft', 'Concluídos');
    expectShown('Pendentes');
  });

  it('ArrowLeft on the first tab wraps to the last', async () => {
    await press('ArrowLeft', 'Todos');
    expectShown('Favoritos');
  });

  it('Home jumps to the first tab from anywhere', async () => {
    await press('Home', 'Concluídos');
    expectShown('Todos');
  });

  it('End jumps to the last tab from anywhere', async () => {
    await press('End', 'Pendentes');
    expectShown('Favoritos');
  });

  it('leaves other keys alone, and keeps the page from scrolling on the keys it handles', () => {
    render(<Filters start="Pendentes" />);
    screen.getByRole('tab', { name: 'Pendentes' }).focus();
    for (const key of ['ArrowDown', 'ArrowUp', 'PageDown', 'a']) {
      expect(fireEvent.keyDown(document.activeElement!, { key }), key).toBe(true);
    }
    expectShown('Pendentes');
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) {
      expect(fireEvent.keyDown(document.activeElement!, { key }), key).toBe(false);
    }
  });

  it('puts only the selected tab in the page’s Tab order', () => {
    render(<Filters start="Concluídos" />);
    const tabIndexes = screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['-1', '-1', '0', '-1']);
  });
});
