/**
 * Reads the non-code items of the catalogue (content/items/<slug>/) and validates each with the shared schema. A bad
 * item does not hide the others: every problem is collected with the file it is in, so an author fixes them in one go
 * and the importer can load the good items while reporting the rest.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ITEM_FILES, buildItem } from '@katana/shared/items/build-item';
import { ItemError } from '@katana/shared/items/item-error';
import type { Item } from '@katana/shared/items/item-types';

export interface ItemLoadError {
  /** Path relative to the items folder, e.g. `stack-order/item.yaml`. */
  file: string;
  reason: string;
}

export interface LoadedItems {
  /** Valid items, sorted by slug. */
  items: Item[];
  errors: ItemLoadError[];
}

const KNOWN_FILES = new Set<string>(Object.values(ITEM_FILES));

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Reads one item folder. Throws an ItemError whose file is relative to the folder. The slug must equal the folder
 * name, which keeps slugs unique on disk and makes `content/items/<slug>` the item's address.
 */
export async function readItemFolder(dir: string): Promise<Item> {
  const entries = await readdir(dir, { withFileTypes: true });
  // A misspelt file ("statment.en.md") would otherwise be ignored and the item reported as missing its statement.
  const stray = entries.find((e) => !e.isFile() || !KNOWN_FILES.has(e.name));
  if (stray !== undefined) {
    throw new ItemError(
      stray.name,
      `unexpected ${stray.isFile() ? 'file' : 'entry'}; an item folder holds only ${[...KNOWN_FILES].join(', ')}`,
    );
  }
  const yamlText = await readOptional(path.join(dir, ITEM_FILES.yaml));
  if (yamlText === undefined) throw new ItemError(ITEM_FILES.yaml, 'missing');
  let raw: unknown;
  try {
    raw = parseYaml(yamlText);
  } catch (error) {
    throw new ItemError(ITEM_FILES.yaml, `not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const item = buildItem(raw, {
    statement: await readOptional(path.join(dir, ITEM_FILES.statement)),
    note: await readOptional(path.join(dir, ITEM_FILES.note)),
  });
  const folder = path.basename(path.resolve(dir));
  if (item.slug !== folder) {
    throw new ItemError(ITEM_FILES.yaml, `slug '${item.slug}' differs from the folder name '${folder}'`);
  }
  return item;
}

/** Reads every item folder under `itemsDir`; a missing folder is an empty catalogue. */
export async function loadItems(itemsDir: string): Promise<LoadedItems> {
  let entries;
  try {
    entries = await readdir(itemsDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { items: [], errors: [] };
    throw error;
  }
  const items: Item[] = [];
  const errors: ItemLoadError[] = [];
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const entry of entries) {
    if (!entry.isDirectory()) errors.push({ file: entry.name, reason: 'only item folders belong here' });
  }
  for (const folder of folders) {
    try {
      items.push(await readItemFolder(path.join(itemsDir, folder)));
    } catch (error) {
      if (!(error instanceof ItemError)) throw error;
      errors.push({ file: `${folder}/${error.file}`, reason: error.reason });
    }
  }
  return { items, errors };
}

/** Slugs used by more than one entry of `slugs` (items and CODE problems share one URL space: /problems/<slug>). */
export function duplicateSlugs(slugs: Iterable<string>): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const slug of slugs) (seen.has(slug) ? repeated : seen).add(slug);
  return [...repeated].sort();
}
