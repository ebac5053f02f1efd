/** The image cards the progress screens share: what each says, drawn on the device when asked for. */
import { drawShareCard } from './share-card';
import { achievementCard, streakCard, type CardWords } from './share-texts';
import type { ShareImage } from './ShareButton';

/** The app's address as people would type it ("hub.exemplo.com.br"), for the foot of a card. */
const site = () => window.location.host;

// Drawn right away on the tap: the share sheet opens only within a moment of the learner's gesture.
const draw = (words: CardWords) => drawShareCard(words, site());

export function achievementImage(achievementId: string): ShareImage {
  return { name: `conquista-${achievementId}.png`, make: () => draw(achievementCard(achievementId)) };
}

export function streakImage(days: number): ShareImage {
  return { name: 'sequencia-de-estudos.png', make: () => draw(streakCard(days)) };
}

/** The certificate's preview image, as the server drew it for its public page. */
export function certificateImage(code: string): ShareImage {
  return {
    name: 'certificado-hub-de-marketing-digital.png',
    make: async () => {
      const res = await fetch(`/certificado/${encodeURIComponent(code)}/imagem.png`);
      if (!res.ok) throw new Error(`A imagem do certificado não veio (${res.status}).`);
      return res.blob();
    },
  };
}
