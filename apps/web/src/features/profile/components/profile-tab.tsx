import type { TUser } from '@curio/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

/**
 * Profile tab (docs/product.md#pages): view or edit name, email and phone; the image changes through the
 * pencil.
 */
export function ProfileTab({ user }: { user: TUser }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="profile-card">
      <ProfileAvatar user={user} />
      <div className="profile-card__body">
        {isEditing ? (
          <ProfileEditForm user={user} onDone={() => setIsEditing(false)} />
        ) : (
          <>
            <dl className="details">
              <div className="details__row">
                <dt>Name</dt>
                <dd>{user.name}</dd>
              </div>
              <div className="details__row">
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
              <div className="details__row">
                <dt>Phone</dt>
                <dd>{user.phone || '—'}</dd>
              </div>
            </dl>
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
