import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/auth-fixtures.ts';
import { mergeDialogState, mergeProgressMs, shouldShowMergeDialog } from './merge-dialog-state.ts';

const migrated = testUser({ merge_strategy: 'porting', naukri_merged_profile: true });

describe('partner-merge dialog state (spec 01 §4)', () => {
  it('is progress for a migrated user with a merged profile who has not seen it, success once seen', () => {
    expect(mergeDialogState(migrated, 'public')).toBe('progress');
    expect(mergeDialogState({ ...migrated, naukri_onboarding_seen_studio: true }, 'public')).toBe('success');
    expect(mergeDialogState({ ...migrated, naukri_merged_profile: false }, 'public')).toBe('none');
    expect(mergeDialogState(testUser(), 'classroom')).toBe('none');
    expect(mergeDialogState(null, 'classroom')).toBe('none');
  });

  it('shows to migrated users who have not seen it; the public variant also needs the flag', () => {
    expect(shouldShowMergeDialog(migrated, 'classroom', false)).toBe(true);
    expect(shouldShowMergeDialog(migrated, 'public', false)).toBe(false);
    expect(shouldShowMergeDialog(migrated, 'public', true)).toBe(true);
    expect(shouldShowMergeDialog({ ...migrated, naukri_onboarding_seen_classroom: true }, 'classroom', true)).toBe(false);
    expect(shouldShowMergeDialog(testUser(), 'classroom', true)).toBe(false);
  });

  it('flips after 5 s, 6 s on mobile', () => {
    expect(mergeProgressMs(false)).toBe(5000);
    expect(mergeProgressMs(true)).toBe(6000);
  });
});
