import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemDetail, languageCode } from '../features/classroom/testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../features/classroom/testing/preload-chunks.ts';
import { content, item, SLUG } from '../features/guided-paths/testing/gp-fixtures.ts';
import { renderGp } from '../features/guided-paths/testing/render-gp.tsx';
import { signedIn } from '../test/auth-fixtures.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import GuidedClassroomScreen from './guided-classroom-screen.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('the guided classroom screen', { timeout: 30_000 }, () => {
  it('opens a problem item in the problem classroom with the GP row: every tab but top performers', async () => {
    fakeApi({
      [`GET v1/guided_paths/${SLUG}/content`]: [ok(content())],
      [`GET v1/guided_paths/${SLUG}/items/pair-sum`]: [
        ok(
          item('pair-sum', {
            kind: 'problem',
            title: 'Pair Sum',
            body_html: null,
            problem: { slug: 'pair-sum', type: 'CODE', difficulty: 'MEDIUM', max_score: 100 },
          }),
        ),
      ],
      'POST v1/guided_paths/last_viewed': [ok({ last_content: null })],
      'GET v1/problems/pair-sum': [ok(problemDetail())],
      'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
    });
    renderGp(<GuidedClassroomScreen params={{ slug: SLUG }} />, {
      path: `/guided-paths/${SLUG}/content?item=pair-sum`,
      auth: signedIn({ node_access_token: 't' }),
    });
    const sections = within(
      await screen.findByRole('tablist', { name: 'Problem sections' }, { timeout: 10_000 }),
    );
    expect(sections.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Problem',
      'Submissions',
      'Solution',
      'Discuss',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pair Sum' })).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
