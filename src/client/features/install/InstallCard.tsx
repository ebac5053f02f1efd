/**
 * "Instale o Hub" on the home screen: the browser's install dialog where it offers one, the share-sheet steps
 * on iPhone and iPad, nothing once installed or after "Agora não" on this device. Loaded on demand.
 */
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import Download from 'lucide-react/icons/download';
import Share from 'lucide-react/icons/share';
import { Button, Card } from '../../components/ui';
import {
  currentInstallPrompt,
  subscribeInstallPrompt,
  type BeforeInstallPromptEvent,
} from './install-prompt';
import { INSTALL_DISMISSED_KEY, installOffer, isIos, isStandalone } from './install-offer';

const Box = styled(Card)`
  margin-top: 16px;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 4px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  p {
    margin: 0 0 12px;
  }
  svg {
    vertical-align: text-bottom;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export default function InstallCard() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, currentInstallPrompt);
  // An offer can be shown once; the browser makes a new one if the learner declines and stays eligible.
  const [used, setUsed] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(wasDismissed);
  const unused = prompt !== 'installed' && prompt !== used ? prompt : null;
  const offer = installOffer({
    promptAvailable: unused !== null,
    installed: prompt === 'installed' || isStandalone(window),
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
    dismissed,
  });
  if (!offer) return null;

  const install = (event: BeforeInstallPromptEvent) => {
    setUsed(event);
    // Rejects only if the offer was already used; the card has hidden the button by then anyway.
    event.prompt().catch(() => undefined);
  };
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage may be unavailable (private browsing): the card still goes away for this visit.
    }
    setDismissed(true);
  };

  return (
    <Box aria-labelledby="instalar-o-hub">
      <h2 id="instalar-o-hub">
        <Download size={20} aria-hidden /> Instale o Hub
      </h2>
      <p>Abra com um toque, em tela cheia, e estude mesmo sem internet.</p>
      {offer === 'ios-instructions' && (
        <p>
          No Safari, toque em <strong>Compartilhar</strong> (<Share size={16} aria-hidden /> o quadrado com a
          seta para cima) e depois em <strong>Adicionar à Tela de Início</strong>.
        </p>
      )}
      <Actions>
        {offer === 'button' && unused && <Button onClick={() => install(unused)}>Instalar app</Button>}
        <Button $variant="secondary" onClick={dismiss}>
          Agora não
        </Button>
      </Actions>
    </Box>
  );
}
