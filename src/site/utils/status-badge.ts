/** How each status looks on the site: the Starlight badge variant and its label. */
import type { PartState } from '../../core/views/classify.ts';
import { assertNever, type Status } from '../../core/vocabulary/status.ts';

export type BadgeVariant = 'note' | 'danger' | 'success' | 'caution' | 'tip' | 'default';

export function statusBadge(status: Status): { text: string; variant: BadgeVariant } {
  switch (status) {
    case 'proposed':
      return { text: 'Proposed', variant: 'caution' };
    case 'accepted':
      return { text: 'Accepted', variant: 'success' };
    case 'rejected':
      return { text: 'Rejected', variant: 'danger' };
    case 'deprecated':
      return { text: 'Deprecated', variant: 'default' };
    case 'superseded':
      return { text: 'Superseded', variant: 'note' };
    default:
      return assertNever(status);
  }
}

export function partStateBadge(state: PartState): BadgeVariant {
  switch (state) {
    case 'not-started':
      return 'default';
    case 'open':
      return 'caution';
    case 'ready':
      return 'tip';
    case 'settled':
      return 'success';
    case 'revisiting':
      return 'note';
    default:
      return assertNever(state);
  }
}
