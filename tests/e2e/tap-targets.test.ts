/**
 * Every control on every screen at phone size (390×844) is at least 44×44 px, signed out and signed in as the demo
 * learner. A control is a button, a link, an input, a select, a text area, a summary, a tab, a switch; a checkbox
 * or radio counts by its label, the area a finger actually taps. To check another screen, add it to SIGNED_OUT or
 * SIGNED_IN below: an address, and what shows once it is ready.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, hasChromium, signIn, useApp } from '../support/browser';
import { loadCurriculum } from '../../src/content/load';

const MIN = 44;
const curriculum = loadCurriculum();

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen is ready to be measured. */
  ready: (page: Page) => Locator;
  /** What to do once it is ready (open a tab, a fold) before measuring. */
  then?: (page: Page) => Promise<void>;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const SIGNED_OUT: Screen[] = [
  { name: 'Entrar', path: '/entrar', ready: (p) => p.getByRole('button', { name: 'Começar' }) },
  {
    name: 'Cadastrar',
    path: '/entrar',
    ready: (p) => p.getByRole('tab', { name: 'Cadastrar' }),
    then: async (p) => {
      await p.getByRole('tab', { name: 'Cadastrar' }).click();
      await p.getByRole('button', { name: 'Junte-se ao Hub' }).waitFor();
    },
  },
  { name: 'Esqueci minha senha', path: '/esqueci-senha', ready: h1 },
  { name: 'Insight público', path: `/insights/${curriculum.insights[0]!.id}`, ready: h1 },
  { name: 'Privacidade (sem conta)', path: '/privacidade', ready: h1 },
];

const SIGNED_IN: Screen[] = [
  { name: 'Início', path: '/', ready: h1 },
  { name: 'Aprender', path: '/aprender', ready: h1 },
  { name: 'Capítulo 1 · Conteúdo', path: '/capitulos/1', ready: h1 },
  {
    name: 'Capítulo 1 · Quiz',
    path: '/capitulos/1/quiz',
    ready: (p) => p.getByRole('tab', { name: /^Quiz/, selected: true }),
  },
  {
    name: 'Capítulo 1 · Checklist',
    path: '/capitulos/1/checklist',
    ready: (p) => p.getByRole('tab', { name: /^Checklist/, selected: true }),
  },
  {
    name: 'Progresso (conquistas a liberar abertas)',
    path: '/progresso',
    ready: h1,
    then: async (p) => p.getByText(/^Ver as \d+ conquistas a liberar$/).click(),
  },
  {
    name: 'Comunidade',
    path: '/comunidade',
    ready: (p) => p.getByRole('heading', { name: /^Liga semanal/ }),
  },
  {
    name: 'Ajustes (resumo dos dados aberto)',
    path: '/ajustes',
    ready: (p) => p.getByRole('list', { name: 'Aparelhos conectados' }),
    then: async (p) => p.getByText('Ver o resumo dos seus dados').click(),
  },
  {
    name: 'Projeto final · etapa 1 (lista de etapas aberta)',
    path: '/projeto-final',
    ready: (p) => p.getByText('Etapa 1 de 8', { exact: true }),
    then: async (p) => p.getByText(/^Etapas do projeto:/).click(),
  },
  {
    name: 'Projeto final · canais',
    path: '/projeto-final?etapa=canais',
    ready: (p) => p.getByText('Etapa 5 de 8', { exact: true }),
  },
  {
    name: 'Projeto final · conformidade',
    path: '/projeto-final?etapa=conformidade',
    ready: (p) => p.getByText('Etapa 8 de 8', { exact: true }),
  },
  {
    name: 'Projeto final · revisar e concluir',
    path: '/projeto-final?etapa=concluir',
    ready: (p) => p.getByRole('heading', { level: 2, name: 'Concluir' }),
  },
  { name: 'Quiz diário', path: '/quiz-diario', ready: h1 },
  { name: 'Prova final', path: '/prova-final', ready: h1 },
  { name: 'Privacidade', path: '/privacidade', ready: h1 },
];

export interface SmallTarget {
  /** "button «Ver»", "link «Mudar a meta»", "label «Claro»". */
  control: string;
  width: number;
  height: number;
}

/** Runs in the page: every visible control smaller than `min` in either dimension. */
function smallTargets(min: number): SmallTarget[] {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="tab"]',
    '[role="button"]',
    '[role="switch"]',
    '[role="link"]',
  ].join(',');

  const hidden = (el: Element): boolean => {
    if (el.closest('[aria-hidden="true"], [inert]')) return true;
    // Inside a closed <details>, only its summary shows.
    const details = el.parentElement?.closest('details');
    if (details && !details.open && !el.closest('summary')) return true;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return true;
    const rect = el.getBoundingClientRect();
    // Nothing to tap, or visually hidden (a 1×1 clipped skip link shows and grows only on focus).
    return rect.width <= 1 || rect.height <= 1;
  };

  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

  /**
   * WCAG 2.5.8's inline exception ("the target is in a sentence"), narrowly: a link (never a button or a field)
   * laid out inline, whose sentence runs into it or on from it. Its sentence is the text of the same line box
   * around it, leaving out other links and buttons: the words right before it must not end a sentence (".", "!",
   * "?", ":"), or the words right after it must carry the sentence on. So "…ligue a opção em <Ajustes>." is
   * excepted, while a link standing after a finished sentence ("…meta cumprida! <Mudar a meta>"), alone in its
   * paragraph, or in a list of links ("Reveja: <capítulo 1>, <capítulo 3>") must be 44 px like any other target.
   */
  const inlineInSentence = (el: Element): boolean => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const isInline = (n: Node) =>
      n.nodeType === Node.TEXT_NODE ||
      (n instanceof Element && getComputedStyle(n).display.startsWith('inline'));
    let node: Element = el;
    while (node.parentElement && isInline(node.parentElement)) node = node.parentElement;
    const block = node.parentElement;
    if (!block) return false;
    // The run of inline siblings the link sits in: its line boxes.
    const siblings = [...block.childNodes];
    let first = siblings.indexOf(node);
    let last = first;
    while (first > 0 && isInline(siblings[first - 1]!)) first--;
    while (last < siblings.length - 1 && isInline(siblings[last + 1]!)) last++;
    let before = '';
    let after = '';
    for (const sibling of siblings.slice(first, last + 1)) {
      const texts =
        sibling.nodeType === Node.TEXT_NODE
          ? [sibling]
          : (() => {
              const found: Node[] = [];
              const walker = document.createTreeWalker(sibling, NodeFilter.SHOW_TEXT);
              while (walker.nextNode()) found.push(walker.currentNode);
              return found;
            })();
      for (const t of texts) {
        if (el.contains(t) || t.parentElement?.closest('a, button')) continue;
        if (el.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_PRECEDING) before += t.textContent ?? '';
        else after += t.textContent ?? '';
      }
    }
    before = before.replace(/\s+/g, ' ').trim();
    after = after.replace(/\s+/g, ' ').trim();
    const runsInto = before.length > 0 && !/[.!?:]$/.test(before);
    const carriesOn = /^[,;]?\s*\p{Ll}/u.test(after) && after.replace(/[^\p{L}]/gu, '').length >= 3;
    return runsInto || carriesOn;
  };

  /** A checkbox or radio is tapped through its label: the larger of the two is the target. */
  const targetOf = (el: Element): Element => {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const label = el.closest('label') ?? el.labels?.[0];
      if (label) return label;
    }
    return el;
  };

  const describe = (el: Element, target: Element) => {
    const role =
      el.getAttribute('role') ??
      (el instanceof HTMLInputElement ? `input[${el.type}]` : el.tagName.toLowerCase());
    const name =
      el.getAttribute('aria-label') ??
      (text(target) || (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.id || '');
    return `${target === el ? role : `label de ${role}`} «${name.slice(0, 60)}»`;
  };

  const seen = new Set<Element>();
  const small: SmallTarget[] = [];
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (hidden(el) || inlineInSentence(el)) continue;
    const target = targetOf(el);
    if (seen.has(target)) continue;
    seen.add(target);
    const rect = target.getBoundingClientRect();
    // Half a pixel of rounding either way.
    if (rect.width + 0.5 < min || rect.height + 0.5 < min)
      small.push({
        control: describe(el, target),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
  }
  return small;
}

/**
 * "button «Ver» tem 26×19 px — Início, Aprender": each small control once, with the screens it is on.
 */
function byControl(found: { screen: string; target: SmallTarget }[]): string[] {
  const screens = new Map<string, string[]>();
  for (const { screen, target } of found) {
    const key = `${target.control} tem ${target.width}×${target.height} px`;
    const list = screens.get(key) ?? [];
    if (!list.includes(screen)) list.push(screen);
    screens.set(key, list);
  }
  return [...screens].map(([key, list]) => `${key} — ${list.join(', ')}`);
}

async function measure(page: Page, screen: Screen): Promise<{ screen: string; target: SmallTarget }[]> {
  await page.goto(`${page.url().replace(/^(https?:\/\/[^/]+).*$/, '$1')}${screen.path}`);
  await screen.ready(page).waitFor();
  await screen.then?.(page);
  // Fonts and lazy parts settle before measuring.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const small = await page.evaluate(smallTargets, MIN);
  return small.map((target) => ({ screen: screen.name, target }));
}

describe.skipIf(!hasChromium)('e2e: alvos de toque de 44 px em toda tela, no celular', () => {
  const app = useApp();

  it('sem conta: Entrar, Cadastrar, Esqueci minha senha e o insight público', async () => {
    const { page } = await app.open();
    await page.goto(`${app.url}/`);
    const found = [];
    for (const screen of SIGNED_OUT) found.push(...(await measure(page, screen)));
    expect(byControl(found)).toEqual([]);
  });

  it('com a conta de demonstração: cada tela do app', { timeout: 180_000 }, async () => {
    const { page } = await app.open();
    await signIn(page, app.url, DEMO);
    const found = [];
    for (const screen of SIGNED_IN) found.push(...(await measure(page, screen)));
    expect(byControl(found)).toEqual([]);
  });
});
