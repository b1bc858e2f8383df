/**
 * The classroom's lazy chunks (CodeMirror, the Markdown renderer with KaTeX) take seconds to transform on their
 * first import in a test run; `beforeAll(preloadClassroomChunks, 60_000)` does it before the first test's clock.
 */
import { loadEditorChunk } from '../../../components/code-editor/editor-test-utils.ts';

export async function preloadClassroomChunks(): Promise<void> {
  await Promise.all([loadEditorChunk(), import('../../../components/markdown/markdown.tsx')]);
}
