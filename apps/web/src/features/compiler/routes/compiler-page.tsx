/**
 * The online compilers of spec 01's route map: /online-compiler lists them, /online-compiler/online-{language}-compiler
 * is one compiler (params.language). Titles come from the shared route map (compilerPageInput) via DocumentMeta.
 */
import { COMPILER_LANGUAGES, type CompilerLanguage } from '@katana/shared/routes';
import { CompilerLanding } from '../components/compiler-landing.tsx';
import { CompilerWorkspace } from '../components/compiler-workspace.tsx';

/** Screen props from the route map: the named groups of the route's pattern. */
interface ScreenProps {
  params: Record<string, string>;
}

function isCompilerLanguage(value: string | undefined): value is CompilerLanguage {
  return (COMPILER_LANGUAGES as readonly string[]).includes(value ?? '');
}

export function CompilerPage({ params }: ScreenProps) {
  const language = params.language;
  if (isCompilerLanguage(language)) return <CompilerWorkspace key={language} language={language} />;
  return <CompilerLanding />;
}

export default CompilerPage;
