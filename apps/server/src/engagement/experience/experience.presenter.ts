/** Ledger rows as the history's wire entries (api-experience.ts expHistoryEntrySchema). */
import { EXP_SOURCE_LABEL, type ExpSource } from '@katana/shared/engagement/exp-awards';
import type { ExpHistoryEntry } from '@katana/shared/engagement/api-experience';
import type { ExpLedgerRow } from '../../db/schema/engagement-experience.ts';

export function presentHistoryEntry(row: ExpLedgerRow & { source: ExpSource }): ExpHistoryEntry {
  return {
    id: String(row.id),
    source: row.source,
    type: EXP_SOURCE_LABEL[row.source] ?? row.source,
    title: row.title,
    base: row.base,
    points: row.points,
    bonus: row.bonus,
    multiplier: row.multiplier,
    created_at: row.awardedAt.toISOString(),
  };
}
