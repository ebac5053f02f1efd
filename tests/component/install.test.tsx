/** The "Instale o Hub" card on the home screen, fed by the browser's captured install offer. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InstallCard from '../../src/client/features/install/InstallCard';
import { captureInstallPrompt } from '../../src/client/features/install/install-prompt';
import { INSTALL_DISMISSED_KEY } from '../../src/client/features/install/install-offer';
import { renderApp } from '../support/render';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

function browserOffers() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(offer));
  return offer;
}

// Restored one by one: console.error's spy (tests/support/fail-on-console.ts) must outlive each test.
const spies: { mockRestore(): void }[] = [];
beforeAll(() => captureInstallPrompt(window));
beforeEach(() => localStorage.clear());
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

// In file order: the first test runs before the browser has made any offer, as on an iPhone.
describe('install card', () => {
  it('on iPhone, where no offer comes, explains the share sheet instead of a button', () => {
    spies.push(vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE));
    renderApp(<InstallCard />);
    expect(screen.getByRole('heading', { name: 'Instale o Hub' })).toBeInTheDocument();
    expect(screen.getByText(/toque em/)).toHaveTextContent(
      'No Safari, toque em Compartilhar ( o quadrado com a seta para cima) e depois em Adicionar à Tela de Início.',
    );
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('shows nothing where the browser made no offer and is not iOS', () => {
    const { container } = renderApp(<InstallCard />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers "Instalar app" once the browser offered, and opens the browser’s dialog on click', async () => {
    const user = userEvent.setup();
    renderApp(<InstallCard />);
    const offer = browserOffers();
    await user.click(screen.getByRole('button', { name: 'Instalar app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // an offer is good for one dialog
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('shows nothing when opened as the installed app', () => {
    const systemMatchMedia = window.matchMedia;
    spies.push(
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
        ...systemMatchMedia(query),
        matches: query === '(display-mode: standalone)',
      })),
    );
    browserOffers();
    const { container } = renderApp(<InstallCard />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes away with "Agora não" and stays away on this device', async () => {
    const user = userEvent.setup();
    browserOffers();
    const first = renderApp(<InstallCard />);
    await user.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(first.container).toBeEmptyDOMElement();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBe(null);
    first.unmount();

    const again = renderApp(<InstallCard />);
    expect(again.container).toBeEmptyDOMElement();
  });

  it('hides once the browser says the app was installed', () => {
    renderApp(<InstallCard />);
    browserOffers();
    expect(screen.getByRole('button', { name: 'Instalar app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('heading', { name: 'Instale o Hub' })).not.toBeInTheDocument();
  });
});
