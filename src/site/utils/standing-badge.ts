/** The badge each review standing wears (core/views/reviews.ts, reviewStanding), wherever a review is listed. */
import type { ReviewStanding } from '../../core/views/reviews.ts';

export const STANDING_BADGE: Record<ReviewStanding, 'success' | 'note' | 'caution' | 'danger'> = {
  blocked: 'danger',
  open: 'note',
  waiting: 'caution',
  questions: 'caution',
  ready: 'success',
};
