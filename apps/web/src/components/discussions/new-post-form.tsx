/**
 * The new-post form: title, Markdown body, category, tags (with autocomplete from tags in use) and the human check
 * (CaptchaField). A problem's thread and a college's page pass their problem or college. A solved check counts
 * once, so a failed post remounts the widget for a fresh one.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  DISCUSSION_BODY_MAX,
  DISCUSSION_CATEGORIES,
  DISCUSSION_TAGS_MAX,
  DISCUSSION_TITLE_MAX,
  type CategoryType,
  type PostDetail,
} from '@katana/shared/api/discussions';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { useCreatePost, useTags } from '../../lib/api/discussions.ts';

const inputClasses =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\s]+/)
        .map((t) => t.trim().replace(/^#/, '').toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export function NewPostForm({
  categoryType = 'public',
  defaultCategory,
  problemId,
  college,
  onCreated,
}: {
  categoryType?: CategoryType;
  defaultCategory?: string;
  problemId?: number;
  college?: string;
  onCreated?: (post: PostDetail, message: string | null) => void;
}) {
  const id = useId();
  const categories = DISCUSSION_CATEGORIES.filter(
    (c) => c.category_type === categoryType || c.slug === defaultCategory,
  );
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<string>(defaultCategory ?? categories[0]?.slug ?? 'general');
  const [tags, setTags] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreatePost();
  const lastTag = tags.split(/[,\s]+/).pop() ?? '';
  const suggestions = useTags(lastTag.replace(/^#/, ''));
  const fields =
    create.error && 'fields' in create.error
      ? (create.error.fields as Record<string, string> | undefined)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    create.mutate(
      {
        title,
        body,
        category: category as never,
        tags: parseTags(tags),
        ...(problemId ? { problem_id: problemId } : {}),
        ...(college ? { college } : {}),
        captcha_token: token ?? '',
      },
      {
        onSuccess: ({ post, message }) => {
          setTitle('');
          setBody('');
          setTags('');
          setNotice(message ?? 'Posted.');
          onCreated?.(post, message);
        },
        onSettled: () => {
          setToken(null);
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="New post">
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-medium text-fg">
          Title
        </label>
        <input
          id={`${id}-title`}
          className={inputClasses}
          value={title}
          maxLength={DISCUSSION_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        {fields?.title && <p className="mt-1 text-sm text-red-600 dark:text-red-400">{fields.title}</p>}
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="mb-1 block text-sm font-medium text-fg">
          Post (Markdown: **bold**, `code`, ```code blocks```, $math$)
        </label>
        <textarea
          id={`${id}-body`}
          className={`${inputClasses} min-h-32 font-mono`}
          value={body}
          maxLength={DISCUSSION_BODY_MAX}
          onChange={(e) => setBody(e.target.value)}
          required
        />
        {fields?.body && <p className="mt-1 text-sm text-red-600 dark:text-red-400">{fields.body}</p>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-fg">
            Category
          </label>
          <select
            id={`${id}-category`}
            className={inputClasses}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tags`} className="mb-1 block text-sm font-medium text-fg">
            Tags (up to {DISCUSSION_TAGS_MAX}, separated by commas)
          </label>
          <input
            id={`${id}-tags`}
            className={inputClasses}
            value={tags}
            list={`${id}-tag-list`}
            onChange={(e) => setTags(e.target.value)}
          />
          <datalist id={`${id}-tag-list`}>
            {suggestions.data?.tags.map((t) => (
              <option key={t.tag} value={[...tags.split(/[,\s]+/).slice(0, -1), t.tag].join(', ')} />
            ))}
          </datalist>
          {fields && Object.entries(fields).some(([k]) => k.startsWith('tags')) && (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400">
              {Object.entries(fields).find(([k]) => k.startsWith('tags'))?.[1]}
            </p>
          )}
        </div>
      </div>
      <CaptchaField key={captchaKey} onToken={setToken} />
      {create.error && !fields?.title && !fields?.body && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {fields?.captcha_token ?? create.error.message}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-fg-muted">
          {notice}
        </p>
      )}
      <button type="submit" className={buttonClasses('primary')} disabled={create.isPending || !token}>
        {create.isPending ? 'Posting…' : 'Post'}
      </button>
    </form>
  );
}
