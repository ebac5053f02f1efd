/**
 * One share control. With an image card and a browser that shares files, a button that opens the share sheet
 * with the card; with text only and a share sheet, a button that opens it with the text; otherwise a link to
 * `wa.me` with the message already written, labelled for where it goes.
 */
import { useState } from 'react';
import styled from 'styled-components';
import MessageCircle from 'lucide-react/icons/message-circle';
import Share2 from 'lucide-react/icons/share-2';
import { Banner, Button } from '../../components/ui';
import {
  canShareFiles,
  canShareText,
  shareImage,
  shareMessage,
  whatsAppLink,
  type ShareMessage,
  type ShareResult,
} from './share';

export interface ShareImage {
  /** The file's name, e.g. "conquista-primeiro-passo.png". */
  name: string;
  /** Makes the PNG, only when the learner asks to share. */
  make: () => Promise<Blob>;
}

const Outcome = styled.div`
  &:empty {
    display: none;
  }
  margin-top: ${(p) => p.theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    font-weight: 600;
  }
`;

/** How this browser shares: decided once per render, from what it can do. */
function shareMode(image: boolean): 'files' | 'text' | 'whatsapp' {
  if (image) return canShareFiles() ? 'files' : 'whatsapp';
  return canShareText() ? 'text' : 'whatsapp';
}

export function ShareButton({
  message,
  image,
  label,
  about,
  $variant = 'secondary',
}: {
  message: ShareMessage;
  image?: ShareImage;
  /** What the button says: "Compartilhar sequência", "Mandar a pergunta de hoje". */
  label: string;
  /** What is shared, for the accessible name when the label alone does not say it ("a conquista “X”"). */
  about?: string;
  $variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ShareResult | null>(null);
  const mode = shareMode(Boolean(image));
  const where = mode === 'whatsapp' ? ' no WhatsApp' : '';
  const visible = `${label}${where}`;
  // The visible words first and whole in the name (speech input users say what they see).
  const name = about ? `${visible} ${about}` : undefined;

  if (mode === 'whatsapp') {
    return (
      <Button
        as="a"
        href={whatsAppLink(message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={name}
        $variant={$variant}
      >
        <MessageCircle size={18} aria-hidden /> {visible}
      </Button>
    );
  }

  const share = async () => {
    setBusy(true);
    setResult(null);
    try {
      if (image) {
        let file: File;
        try {
          file = new File([await image.make()], image.name, { type: 'image/png' });
        } catch {
          setResult('failed');
          return;
        }
        setResult(await shareImage(message, file));
      } else setResult(await shareMessage(message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        onClick={() => void share()}
        disabled={busy}
        aria-busy={busy}
        aria-label={name}
        $variant={$variant}
      >
        <Share2 size={18} aria-hidden /> {visible}
      </Button>
      <Outcome aria-live="polite">
        {result === 'failed' && (
          <Banner $tone="danger" role="alert">
            <span>
              Não foi possível abrir o compartilhamento neste aparelho.{' '}
              <a href={whatsAppLink(message)} target="_blank" rel="noopener noreferrer">
                Mandar pelo WhatsApp
              </a>
            </span>
          </Banner>
        )}
      </Outcome>
    </>
  );
}
