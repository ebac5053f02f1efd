// Validates src/content and prints a one-line summary per chapter and insight.
import { loadCurriculum, ContentError } from '../src/content/load.js';

try {
  const { chapters, insights } = loadCurriculum();
  for (const c of chapters) {
    console.log(
      `capítulo ${c.id.padStart(2)}  ${c.difficulty.padEnd(13)} ${String(c.points).padStart(3)} pts  ${String(c.minutes).padStart(3)} min  ${c.words} palavras  ${c.title}`,
    );
  }
  for (const i of insights) console.log(`insight ${i.order + 1}  ${i.readMinutes} min  ${i.title}`);
  console.log(`${chapters.length} capítulos e ${insights.length} insights válidos`);
} catch (err) {
  if (err instanceof ContentError) {
    console.error(`Conteúdo inválido — ${err.message}`);
    process.exit(1);
  }
  throw err;
}
