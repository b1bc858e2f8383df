/** The profile form's picture: upload one (size and type checked first) or pick one of the default avatars. */
import { useId, useState } from 'react';
import { clsx } from 'clsx';
import {
  DEFAULT_AVATAR_COUNT,
  defaultAvatarPath,
  PICTURE_MAX_BYTES,
  PictureMessage,
  type ProfileEditDetails,
} from '@katana/shared/api/profile';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import type { ViewerId } from '../api/paths.ts';
import { useChooseAvatar, useUploadPicture } from '../api/profile.ts';
import { Section } from './profile-form-fields.tsx';

export function PictureField({ viewer, details }: { viewer: ViewerId; details: ProfileEditDetails }) {
  const upload = useUploadPicture(viewer);
  const choose = useChooseAvatar(viewer);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const busy = upload.isPending || choose.isPending;

  const onFile = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > PICTURE_MAX_BYTES) {
      setError(PictureMessage.TOO_LARGE);
      return;
    }
    upload.mutate(file, { onError: (err) => setError(err.fields?.picture ?? err.message) });
  };

  return (
    <Section title="Picture">
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={details.image}
          alt="Your picture"
          className="size-20 rounded-full border border-line object-cover"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className={buttonClasses('secondary', 'md', 'cursor-pointer')}>
            {upload.isPending ? 'Uploading…' : 'Upload a picture'}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <p className="text-xs text-fg-muted">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div>
        <p className="mb-2 text-sm text-fg-muted">Or choose an avatar</p>
        <div role="group" aria-label="Default avatars" className="grid grid-cols-6 gap-2 sm:grid-cols-12">
          {Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`Avatar ${n}`}
              aria-pressed={details.avatar === n}
              disabled={busy}
              onClick={() => {
                setError(null);
                choose.mutate(n);
              }}
              className={clsx(
                'overflow-hidden rounded-full ring-offset-2 focus-visible:outline-2 focus-visible:outline-accent',
                details.avatar === n ? 'ring-2 ring-accent' : 'opacity-80 hover:opacity-100',
              )}
            >
              <img src={defaultAvatarPath(n)} alt="" className="size-10" />
            </button>
          ))}
        </div>
      </div>
    </Section>
  );
}
