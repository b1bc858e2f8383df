import type { Language } from '@katana/shared/api/languages';
import type { LanguageRow } from '../../db/schema/languages.ts';

export function presentLanguage(row: LanguageRow): Language {
  return {
    key: row.key,
    name: row.name,
    extension: row.extension,
    editor_mode: row.editorMode,
    sort_order: row.sortOrder,
  };
}
