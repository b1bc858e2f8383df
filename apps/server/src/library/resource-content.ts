/**
 * Videos (content/videos/README.md: one YAML file per video, the operator's own; Katana ships none) and what's new
 * (content/whats-new/README.md: one YAML file per release). Read once per process; a file that does not fit throws
 * with its name, like every content folder.
 */
import { z } from 'zod';
import { compareVersions } from '@katana/shared/api/library';
import { embedUrlOf } from '../guided-paths/index.ts';
import { readContentYaml } from '../plugins/app/content-yaml.ts';
import { renderMarkdown } from '../practice/index.ts';

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case');

const videoSchema = z.strictObject({
  key: kebab,
  title: z.string().trim().min(1).max(120),
  topic: z.string().trim().min(1).max(60),
  url: z
    .string()
    .url()
    .refine((u) => u.startsWith('https://'), 'video URLs must be https'),
  duration_minutes: z.number().int().positive().max(600),
  notes: z.string().default(''),
  position: z.number().int().default(0),
});

export interface VideoContent {
  key: string;
  title: string;
  topic: string;
  url: string;
  embedUrl: string | null;
  youtubeVideoId: string | null;
  durationMinutes: number;
  notesHtml: string;
}

export function loadVideos(repoRoot: string): VideoContent[] {
  const files = readContentYaml(repoRoot, 'videos', videoSchema);
  const keys = new Set<string>();
  return files
    .sort((a, b) => a.data.position - b.data.position || a.data.title.localeCompare(b.data.title))
    .map(({ file, data }) => {
      if (keys.has(data.key)) throw new Error(`content/videos/${file}: key '${data.key}' is used twice`);
      keys.add(data.key);
      const embedUrl = embedUrlOf(data.url);
      return {
        key: data.key,
        title: data.title,
        topic: data.topic,
        url: data.url,
        embedUrl,
        youtubeVideoId: embedUrl?.startsWith('https://www.youtube-nocookie.com/embed/')
          ? embedUrl.slice(embedUrl.lastIndexOf('/') + 1)
          : null,
        durationMinutes: data.duration_minutes,
        notesHtml: renderMarkdown(data.notes),
      };
    });
}

const releaseSchema = z.strictObject({
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a version like 1.2.0'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1),
  /** false: written but not published yet (not listed, not announced). */
  published: z.boolean().default(true),
});

export interface ReleaseContent {
  version: string;
  date: string;
  title: string;
  html: string;
}

/** The published releases, newest first. */
export function loadReleases(repoRoot: string): ReleaseContent[] {
  return readContentYaml(repoRoot, 'whats-new', releaseSchema)
    .map(({ file, data }) => {
      if (file !== `${data.version}.yaml`)
        throw new Error(`content/whats-new/${file}: the file name must be ${data.version}.yaml`);
      return data;
    })
    .filter((r) => r.published)
    .sort((a, b) => compareVersions(b.version, a.version))
    .map((r) => ({ version: r.version, date: r.date, title: r.title, html: renderMarkdown(r.body) }));
}
