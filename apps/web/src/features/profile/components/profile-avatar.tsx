import { LIMITS, MESSAGES, type TUser } from '@curio/shared';
import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from '#web/lib/toast.ts';
import { PencilIcon } from '#web/components/ui/icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toastError } from '#web/lib/notify.ts';
import { useUpdateProfileImage } from '#web/features/profile/api/update-profile-image.ts';
import { Img } from '#web/components/ui/img.tsx';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * The profile image (or initials) with the pencil button that uploads a new one (Profile,
 * docs/product.md#pages).
 */
export function ProfileAvatar({ user }: { user: TUser }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUpdateProfileImage();

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    // Checked here to save a doomed upload; the server checks the content again.
    const refusal = !ACCEPTED_TYPES.includes(file.type)
      ? MESSAGES.profile.imageType
      : file.size > LIMITS.profileImageMaxBytes
        ? MESSAGES.profile.imageTooLarge
        : null;
    if (refusal) {
      toast.error(refusal);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(MESSAGES.profile.imageUpdated),
      onError: (error) => toastError(error, MESSAGES.profile.imageFailed),
    });
  };

  return (
    <div className="avatar" aria-busy={upload.isPending}>
      {user.profileImage ? (
        <Img
          className="avatar__image"
          src={user.profileImage}
          alt={`${user.name}'s profile image`}
          width={128}
          height={128}
          priority
        />
      ) : (
        <span className="avatar__initials" aria-hidden="true">
          {initials(user.name)}
        </span>
      )}
      {upload.isPending && (
        <span className="avatar__busy">
          <Spinner label="Uploading the profile image…" />
        </span>
      )}
      <button
        type="button"
        className="avatar__edit"
        aria-label="Change profile image"
        disabled={upload.isPending}
        onClick={() => inputRef.current?.click()}
      >
        <PencilIcon width={18} height={18} />
      </button>
      <label className="visually-hidden" htmlFor={inputId}>
        Profile image
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={ACCEPTED_TYPES.join(',')}
        onChange={onFileChosen}
      />
    </div>
  );
}
