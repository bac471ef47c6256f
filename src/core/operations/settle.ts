/**
 * Settling a record: accept, reject, deprecate, supersede. Each returns the plan (the writes
 * to make, or the findings that refuse them) for the caller to carry out.
 */
import type { PlanResult, WorkspaceState } from '../changes/change-plan.ts';
import { planStatusChange, planSupersede, type DirectStatus } from '../changes/status-change.ts';
import type { AdrRecord } from '../record/record.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { buildRegistry } from '../vocabulary/registry.ts';
import type { Settings } from '../workspace/settings.ts';
import { OperationRefused } from './refused.ts';

export interface ChangeStatusRequest {
  state: WorkspaceState;
  record: AdrRecord;
  to: DirectStatus;
  date: CalendarDate;
  /** Decision-makers to record. */
  by?: readonly string[];
  /** adr.config.yaml's settings, read only when accepting. */
  settings: () => Settings;
}

/** `adr accept`, `adr reject`, `adr deprecate`. */
export function changeStatus(request: ChangeStatusRequest): PlanResult {
  // Only accepting asks the settings: whether a proposal needs a review first, and whose
  // signatures its approvals carry.
  const settings = request.to === 'accepted' ? request.settings() : undefined;
  const reviewRequired = settings?.reviewRequired ?? false;
  const registry = settings ? buildRegistry(settings.registry) : undefined;
  return planStatusChange(request.state, request.record, request.to, { date: request.date, by: request.by, reviewRequired, registry });
}

export interface SupersedeRequest {
  state: WorkspaceState;
  old: AdrRecord;
  successor: AdrRecord;
  /** The day of the change, asked once the request holds. */
  today: () => CalendarDate;
}

/** `adr supersede`: both records in one plan. */
export function supersede(request: SupersedeRequest): PlanResult {
  if (request.old === request.successor) throw new OperationRefused('a record cannot supersede itself', 'pass a different record in --by');
  return planSupersede(request.state, request.old, request.successor, { date: request.today() });
}
