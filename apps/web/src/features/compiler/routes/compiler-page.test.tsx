import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilerDisplayName } from '@katana/shared/page-meta';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { useLocation } from 'react-router';
import { matchRoute } from '@katana/shared/routes';
import {
  findEditor,
  loadEditorChunk,
  typeInEditor,
} from '../../../components/code-editor/editor-test-utils.ts';
import { DocumentMeta } from '../../../lib/page-meta/document-meta.tsx';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { deferred, fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { CompilerPage } from './compiler-page.tsx';
import { judgeLanguages, runResult, SCAFFOLDS } from './compiler-test-fixtures.ts';

const PYTHON = '/online-compiler/online-python-compiler';

beforeAll(loadEditorChunk, 60_000);

/** The page as the route map mounts it: params from the shared route table, the head kept by DocumentMeta. */
function RoutedCompilerPage() {
  const { pathname } = useLocation();
  return (
    <DocumentMeta pathname={pathname} brand="Katana">
      <CompilerPage params={matchRoute(pathname).params} />
    </DocumentMeta>
  );
}

function renderPage(path: string) {
  const result = renderWithAuth(<RoutedCompilerPage />, { path, auth: signedIn() });
  return { ...result, location: () => result.router.state.location.pathname };
}
const output = () => screen.getByLabelText('Output');

function judgeApi(run: Parameters<typeof fakeApi>[0][string] = [ok(runResult({ stdout: 'hello\n' }))]) {
  return fakeApi({
    'GET v1/judge/languages': [
      ok({
        languages: judgeLanguages({
          // Reasons as a server that passed the operator's reason on would send them: learners never see them.
          kotlin: { available: false, reason: 'kotlinc not found: /usr/bin/kotlinc' },
          mysql: { available: false, reason: 'mariadbd is not installed (Debian package mariadb-server)' },
        }),
      }),
    ],
    'POST v1/judge/run': run,
  });
}

describe('/online-compiler', () => {
  it('lists the twelve compilers, each linking to its page, marking the unavailable ones', async () => {
    judgeApi();
    renderPage('/online-compiler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online compilers' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Compilers' })).getAllByRole('link');
    expect(cards).toHaveLength(COMPILER_LANGUAGES.length);
    expect(screen.getByRole('link', { name: /^C\+\+ compiler/ })).toHaveAttribute(
      'href',
      '/online-compiler/online-cpp-compiler',
    );
    const kotlin = screen.getByRole('link', { name: /^Kotlin compiler/ });
    await waitFor(() => expect(kotlin).toHaveTextContent(/Unavailable$/));
    expect(screen.getByRole('link', { name: /^MySQL compiler/ })).toHaveTextContent(/Unavailable$/);
    expect(document.body).not.toHaveTextContent(/mariadb|Debian|kotlinc/);
    expect(screen.getByRole('link', { name: /^Python compiler/ })).toHaveTextContent('Available');
    await waitFor(() => expect(document.title).toBe('Online compiler | Katana'));
  });
});

describe('an online compiler page', () => {
  it.each(COMPILER_LANGUAGES)('is titled by its language (%s)', async (language) => {
    judgeApi();
    renderPage(`/online-compiler/online-${language}-compiler`);
    const title = `Online ${compilerDisplayName(language)} Compiler`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Katana`));
  });

  it('runs the scaffold on the given input and shows the output, verdict, time and memory', async () => {
    const user = userEvent.setup();
    const api = judgeApi();
    renderPage(PYTHON);
    const editor = await findEditor('Code');
    await waitFor(() => expect(editor).toHaveTextContent('print(sys.stdin.read())'));
    await user.type(screen.getByLabelText('Input'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    await waitFor(() => expect(output()).toHaveTextContent('hello'));
    expect(api.callsTo('POST v1/judge/run')[0]?.body).toEqual({
      language: 'python',
      source: SCAFFOLDS.python,
      stdin: 'hello',
    });
    const summary = screen.getByTestId('run-summary');
    expect(summary).toHaveTextContent('Success');
    expect(summary).toHaveTextContent('CPU time 18 ms');
    expect(summary).toHaveTextContent('Memory 9.0 MB');
    expect(screen.getByRole('status')).toHaveTextContent('Finished: Success');
  });

  it('shows the running state until the judge answers', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    judgeApi([pending.reply]);
    renderPage(PYTHON);
    await findEditor('Code');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('button', { name: 'Running…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Running…');
    pending.release(ok(runResult({ stdout: 'done\n' })) as { status: number; body: unknown });
    await waitFor(() => expect(output()).toHaveTextContent('done'));
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('runs with Ctrl+Enter from the editor and from the input', async () => {
    const user = userEvent.setup();
    const api = judgeApi();
    renderPage(PYTHON);
    const editor = await findEditor('Code');
    await user.click(editor);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('POST v1/judge/run')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled());
    await user.click(screen.getByLabelText('Input'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('POST v1/judge/run')).toHaveLength(2));
    expect(screen.getByLabelText('Input')).toHaveValue('');
  });

  it('shows the compiler message for a compilation error', async () => {
    const user = userEvent.setup();
    judgeApi([
      ok(
        runResult({
          language: 'c',
          verdict: 'COMPILATION_ERROR',
          status: null,
          message: 'compilation failed',
          compile: { ok: false, message: "main.c:1:1: error: unknown type name 'x'" },
          run: null,
        }),
      ),
    ]);
    renderPage('/online-compiler/online-c-compiler');
    await findEditor('Code');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const block = await screen.findByRole('heading', { name: 'Compiler message' });
    expect(block.parentElement).toHaveTextContent("main.c:1:1: error: unknown type name 'x'");
    expect(screen.getByTestId('run-summary')).toHaveTextContent('Compilation Error');
    // Nothing ran: the compiler's message takes the output's place.
    expect(screen.queryByLabelText('Output')).toBeNull();
  });

  it('shows the error output and the reason of a runtime error', async () => {
    const user = userEvent.setup();
    judgeApi([
      ok(
        runResult({
          verdict: 'RUNTIME_ERROR',
          status: 'RE',
          message: 'exited with code 1',
          stdout: 'partial\n',
          stderr: 'ZeroDivisionError: division by zero',
        }),
      ),
    ]);
    renderPage(PYTHON);
    await findEditor('Code');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('heading', { name: 'Error output' })).parentElement).toHaveTextContent(
      'ZeroDivisionError',
    );
    expect(screen.getByText('exited with code 1')).toBeInTheDocument();
    expect(output()).toHaveTextContent('partial');
    expect(screen.getByTestId('run-summary')).toHaveTextContent('Runtime Error');
  });

  it.each([
    [
      fail(429, 429, 'Too many requests, please try again in 1 minute.'),
      'Too many requests, please try again in 1 minute.',
    ],
    [
      fail(503, 503, 'The judge is busy, please try again in a minute.'),
      'The judge is busy, please try again in a minute.',
    ],
  ])('shows the message of a refused run (%#)', async (reply, message) => {
    const user = userEvent.setup();
    judgeApi([reply]);
    renderPage(PYTHON);
    await findEditor('Code');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the field messages of a 422 beside the field', async () => {
    const user = userEvent.setup();
    judgeApi([fail(422, 422, 'Validation failed.', { stdin: 'The input is larger than 1 MB.' })]);
    renderPage(PYTHON);
    await findEditor('Code');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Input')).toHaveAccessibleDescription('The input is larger than 1 MB.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The input is larger than 1 MB.');
  });

  it('keeps the code of each language when switching languages and back', async () => {
    const user = userEvent.setup();
    judgeApi();
    const app = renderPage(PYTHON);
    let editor = await findEditor('Code');
    await waitFor(() => expect(editor).toHaveTextContent('print(sys.stdin.read())'));
    await user.click(editor);
    await user.keyboard('{Control>}{End}{/Control}');
    await typeInEditor(user, editor, '# mine');
    await waitFor(() =>
      expect(localStorage.getItem('katana-compiler:python:source')).toBe(`${SCAFFOLDS.python}# mine`),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'c');
    expect(app.location()).toBe('/online-compiler/online-c-compiler');
    await screen.findByRole('heading', { level: 1, name: 'Online C Compiler' });
    editor = await findEditor('Code');
    await waitFor(() => expect(editor).toHaveTextContent('#include <stdio.h>'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python');
    editor = await findEditor('Code');
    await waitFor(() => expect(editor).toHaveTextContent('print(sys.stdin.read())# mine'));

    await user.click(screen.getByRole('button', { name: 'Reset code' }));
    await waitFor(() => expect(editor).not.toHaveTextContent('# mine'));
    expect(localStorage.getItem('katana-compiler:python:source')).toBeNull();
  });

  it.each([
    ['kotlin', 'Kotlin'],
    ['mysql', 'MySQL'],
  ])('says in a plain sentence that %s cannot run here, and does not offer Run', async (key, name) => {
    const api = judgeApi();
    renderPage(`/online-compiler/online-${key}-compiler`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${name} is not available on this server.`);
    // The operator's reason (a package to install, a path) is not for learners.
    expect(alert).not.toHaveTextContent(/mariadb|Debian|kotlinc|:/);
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(api.callsTo('POST v1/judge/run')).toHaveLength(0);
  });

  it('stops empty code before calling the judge, with the server schema message', async () => {
    const user = userEvent.setup();
    const api = judgeApi();
    localStorage.setItem('katana-compiler:python:source', '   ');
    renderPage(PYTHON);
    await findEditor('Code');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Write some code first.')).toBeInTheDocument();
    expect(api.callsTo('POST v1/judge/run')).toHaveLength(0);
  });
});
