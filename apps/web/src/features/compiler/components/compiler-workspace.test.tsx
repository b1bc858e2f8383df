import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findEditor, loadEditorChunk } from '../../../components/code-editor/editor-test-utils.ts';
import { LoginDialogContext, type LoginDialogApi } from '../../../lib/auth/login-dialog-context.tsx';
import { testUser } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { judgeLanguages, runResult } from '../routes/compiler-test-fixtures.ts';
import { CompilerWorkspace } from './compiler-workspace.tsx';

beforeAll(loadEditorChunk, 60_000);

describe('CompilerWorkspace for an anonymous visitor', () => {
  it('asks to sign in on Run, then runs in place once signed in, keeping the input', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET v1/judge/languages': [ok({ languages: judgeLanguages() })],
      'POST v1/judge/run': [ok(runResult({ stdout: 'echo\n' }))],
    });
    const login: LoginDialogApi = { openLogin: vi.fn(), closeLogin: vi.fn(), isOpen: false };
    const { store } = renderWithAuth(
      <LoginDialogContext.Provider value={login}>
        <CompilerWorkspace language="python" />
      </LoginDialogContext.Provider>,
      { path: '/online-compiler/online-python-compiler' },
    );
    await findEditor('Code');
    await user.type(screen.getByLabelText('Input'), 'echo');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(login.openLogin).toHaveBeenCalledWith({ source: 'online_compiler', variant: 'panel' });
    expect(api.callsTo('POST v1/judge/run')).toHaveLength(0);

    act(() => store.dispatch({ type: 'authenticated', provider: 'email', result: { user: testUser() } }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByLabelText('Output')).toHaveTextContent('echo'));
    expect(api.callsTo('POST v1/judge/run')[0]?.body).toMatchObject({ stdin: 'echo' });
  });
});
