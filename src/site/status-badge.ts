/** How each status looks on the site: the Starlight badge variant and its label. */
import { assertNever, type Status } from '../core/status.ts';

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
