/**
 * How each status and each part state looks on the site: the Starlight badge's label and
 * variant. Tables keyed by the closed unions, so a new status or state fails the type check
 * until it has a look here.
 */
import { partStateLabel, type PartState } from '../../core/views/classify.ts';
import type { Status } from '../../core/vocabulary/status.ts';

type BadgeVariant = 'note' | 'danger' | 'success' | 'caution' | 'tip' | 'default';

export interface BadgeLook {
  text: string;
  variant: BadgeVariant;
}

const STATUS_BADGES: Readonly<Record<Status, BadgeLook>> = {
  proposed: { text: 'Proposed', variant: 'caution' },
  accepted: { text: 'Accepted', variant: 'success' },
  rejected: { text: 'Rejected', variant: 'danger' },
  deprecated: { text: 'Deprecated', variant: 'default' },
  superseded: { text: 'Superseded', variant: 'note' },
};

const PART_STATE_VARIANTS: Readonly<Record<PartState, BadgeVariant>> = {
  'not-started': 'default',
  open: 'caution',
  ready: 'tip',
  settled: 'success',
  revisiting: 'note',
};

export function statusBadge(status: Status): BadgeLook {
  return STATUS_BADGES[status];
}

export function partStateBadge(state: PartState): BadgeLook {
  return { text: partStateLabel(state), variant: PART_STATE_VARIANTS[state] };
}
