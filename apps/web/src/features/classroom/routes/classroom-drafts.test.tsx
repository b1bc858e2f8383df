import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findEditor, typeInEditor } from '../../../components/code-editor/editor-test-utils.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { localDraftKey } from '../hooks/local-drafts.ts';
import { CPP_SCAFFOLD, languageCode, problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

type Saved = Record<string, { code: string; at: string } | null>;

function api(saved: Saved = {}) {
  return fakeApi({
    'GET v1/problems/pair-sum': [ok(problemDetail())],
    'GET v1/problems/pair-sum/code': (call) => {
      const language = call.query.get('language') ?? '';
      return ok(languageCode(language, saved[language] ?? null));
    },
    'PUT v1/problems/pair-sum/code': (call) =>
      ok({ language: (call.body as { language: string }).language, saved_at: new Date().toISOString() }),
  });
}

async function editor() {
  await screen.findByRole('heading', { level: 1, name: 'Pair Sum' }, { timeout: 10_000 });
  return findEditor('Code editor');
}

/** CodeMirror renders each line as its own element, so the text reads without the line breaks. */
const flat = (code: string) => code.replace(/\n/g, '');

describe('drafts in the classroom', { timeout: 40_000 }, () => {
  it('keeps what was typed across a reload (localStorage) and saves it to the server when leaving the language', async () => {
    const net = api();
    const user = userEvent.setup();
    const first = renderClassroom();
    const box = await editor();
    await waitFor(() => expect(box).toHaveTextContent(flat(CPP_SCAFFOLD)));
    await user.click(box);
    await user.keyboard('{Control>}{End}{/Control}');
    await typeInEditor(user, box, '// mine');
    await waitFor(() => expect(localStorage.getItem(localDraftKey('pair-sum', 'cpp'))).toContain('// mine'));

    // Switching language sends the pending save at once and opens the other language's scaffold.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python');
    await waitFor(() => expect(net.callsTo('PUT v1/problems/pair-sum/code')).toHaveLength(1));
    expect(net.callsTo('PUT v1/problems/pair-sum/code')[0]?.body).toEqual({
      language: 'cpp',
      code: `${CPP_SCAFFOLD}// mine`,
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code editor' })).toHaveTextContent('print(0)'),
    );

    // And back: the C++ draft is there again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'cpp');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code editor' })).toHaveTextContent('// mine'),
    );

    first.unmount();
    renderClassroom();
    const again = await editor();
    // The last language and its draft come back after the reload.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('cpp');
    await waitFor(() => expect(again).toHaveTextContent(flat(`${CPP_SCAFFOLD}// mine`)));
  });

  it('restores the server draft when it is newer than this browser copy, and the local one when it is older', async () => {
    localStorage.setItem(
      localDraftKey('pair-sum', 'cpp'),
      JSON.stringify({ code: 'local cpp', saved_at: '2026-01-01T00:00:00Z' }),
    );
    localStorage.setItem(
      localDraftKey('pair-sum', 'python'),
      JSON.stringify({ code: 'local py', saved_at: '2026-06-01T00:00:00Z' }),
    );
    api({
      cpp: { code: 'server cpp', at: '2026-03-01T00:00:00Z' },
      python: { code: 'server py', at: '2026-02-01T00:00:00Z' },
    });
    const user = userEvent.setup();
    renderClassroom();
    const box = await editor();
    await waitFor(() => expect(box).toHaveTextContent('server cpp'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code editor' })).toHaveTextContent('local py'),
    );
  });

  it('Reset puts the scaffold back after a confirmation', async () => {
    localStorage.setItem(
      localDraftKey('pair-sum', 'cpp'),
      JSON.stringify({ code: 'half done', saved_at: new Date().toISOString() }),
    );
    api();
    const user = userEvent.setup();
    renderClassroom();
    const box = await editor();
    await waitFor(() => expect(box).toHaveTextContent('half done'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Reset code' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code editor' })).toHaveTextContent(flat(CPP_SCAFFOLD)),
    );
    expect(JSON.parse(localStorage.getItem(localDraftKey('pair-sum', 'cpp')) ?? '{}').code).toBe(
      CPP_SCAFFOLD,
    );
  });
});
