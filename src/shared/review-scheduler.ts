/**
 * The FSRS scheduler (ts-fsrs, the algorithm Anki adopted), configured for a daily quiz: whole days (no
 * same-day learning steps), no fuzz (so the phone and the server schedule alike), default weights.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';
import type { ReviewScheduler } from './daily-quiz.js';
import type { ReviewCard } from './progress-state.js';

const scheduler = fsrs(
  generatorParameters({ enable_fuzz: false, enable_short_term: false, request_retention: 0.9 }),
);

function fromStored(card: ReviewCard): Card {
  return {
    ...card,
    due: new Date(card.due),
    last_review: card.last_review ? new Date(card.last_review) : undefined,
  } as Card;
}

function toStored(card: Card): ReviewCard {
  const stored: ReviewCard = {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
  };
  if (card.last_review) stored.last_review = card.last_review.toISOString();
  return stored;
}

export const fsrsScheduler: ReviewScheduler = (card, correct, at) => {
  const current = card ? fromStored(card) : createEmptyCard(at);
  return toStored(scheduler.next(current, at, correct ? Rating.Good : Rating.Again).card);
};
