/**
 * "Ouvir": what a section says, as sentences the device's pt-BR voice reads one at a time. The text is taken
 * from the section as rendered (what the learner sees, after the Markdown), so it never drifts from the page,
 * and each sentence keeps where it is on the page, to be highlighted while it is read.
 */

/** Where reading starts: the section's article. Inside it, `[data-no-read]` marks what is not read. */
const BLOCKS = 'h2, h3, h4, p, li, th, td, figcaption, blockquote';

export interface SpokenSentence {
  text: string;
  /** The element it is in, and where in that element's text it starts and ends. */
  block: Element;
  start: number;
  end: number;
}

const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'sentence' });

/** A text cut into sentences ("R$ 3,50." and "Dr. Silva" handled by the platform's pt-BR rules). */
export function sentencesOf(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const trimmed = segment.trim();
    if (!/[\p{L}\p{N}]/u.test(trimmed)) continue;
    const start = index + segment.indexOf(trimmed);
    out.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return out;
}

/** The innermost text blocks of a section, in reading order, without what is marked not to be read. */
export function readableBlocks(root: Element): Element[] {
  const all = [...root.querySelectorAll(BLOCKS)].filter((el) => !el.closest('[data-no-read]'));
  return all.filter((el) => !all.some((other) => other !== el && el.contains(other)));
}

/** Every sentence of a section, in order. */
export function sectionSentences(root: Element): SpokenSentence[] {
  return readableBlocks(root).flatMap((block) =>
    sentencesOf(block.textContent ?? '').map((s) => ({ ...s, block })),
  );
}

/**
 * The device's voice for Brazilian Portuguese, preferring one that runs on the device (it also reads offline).
 * Browsers write the language as "pt-BR" or "pt_BR".
 */
export function brazilianVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const br = voices.filter((v) => v.lang.replace('_', '-').toLowerCase() === 'pt-br');
  return br.find((v) => v.localService) ?? br[0];
}

/** A page range over characters `start`–`end` of an element's text. */
function rangeOf(block: Element, start: number, end: number): Range | null {
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let offset = 0;
  let begun = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!begun && start <= offset + length) {
      range.setStart(node, start - offset);
      begun = true;
    }
    if (begun && end <= offset + length) {
      range.setEnd(node, end - offset);
      return range;
    }
    offset += length;
  }
  return null;
}

const HIGHLIGHT = 'lendo-agora';

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}
const registry = (): HighlightRegistry | undefined =>
  (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS?.highlights;

/**
 * Marks the sentence on the page (CSS Custom Highlight API: the page's own text, untouched by React). Browsers
 * without it show only the "Lendo agora" line.
 */
export function highlightSentence(sentence: SpokenSentence | undefined): void {
  const highlights = registry();
  const Highlight = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!highlights || !Highlight) return;
  const range = sentence && rangeOf(sentence.block, sentence.start, sentence.end);
  if (range) highlights.set(HIGHLIGHT, new Highlight(range));
  else highlights.delete(HIGHLIGHT);
}

/** The style for that highlight, under the section's article. */
export const HIGHLIGHT_SELECTOR = `*::highlight(${HIGHLIGHT})`;

/**
 * Says sentences one after another with one voice. Pausing cancels and continuing says the sentence again from
 * its start: speechSynthesis.pause() is unreliable on Android (on some phones it never resumes), and a
 * sentence is short. Each start invalidates the one before, so a cancelled sentence's late "end" event cannot
 * start the next one.
 */
export class SentenceReader {
  index = 0;
  rate = 1;
  private generation = 0;
  // Chrome drops an utterance nobody holds before it ends; this keeps it.
  private utterance: SpeechSynthesisUtterance | null = null;

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly voice: SpeechSynthesisVoice,
    private readonly sentences: readonly string[],
    private readonly on: { sentence(index: number): void; done(): void },
  ) {}

  speakFrom(index: number): void {
    this.silence();
    const text = this.sentences[index];
    if (text === undefined) {
      this.index = 0;
      this.utterance = null;
      this.on.done();
      return;
    }
    const mine = this.generation;
    const u = new SpeechSynthesisUtterance(text);
    u.voice = this.voice;
    u.lang = this.voice.lang;
    u.rate = this.rate;
    u.onend = () => {
      if (mine === this.generation) this.speakFrom(index + 1);
    };
    u.onerror = (event) => {
      if (mine !== this.generation || event.error === 'interrupted' || event.error === 'canceled') return;
      this.stop();
      this.on.done();
    };
    this.utterance = u;
    this.index = index;
    this.on.sentence(index);
    this.synth.speak(u);
  }

  pause(): void {
    this.silence();
  }

  resume(): void {
    this.speakFrom(this.index);
  }

  /** A new speed applies from the sentence being read, said again. */
  changeRate(rate: number, speaking: boolean): void {
    this.rate = rate;
    if (speaking) this.speakFrom(this.index);
  }

  stop(): void {
    this.silence();
    this.index = 0;
    this.utterance = null;
  }

  get active(): boolean {
    return this.utterance !== null;
  }

  private silence(): void {
    this.generation += 1;
    this.synth.cancel();
  }
}
