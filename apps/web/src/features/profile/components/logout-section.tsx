import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useLogout } from '#web/lib/use-logout.ts';

/** 'Log out' with its confirmation modal (docs/product.md#pages). */
export function LogoutSection() {
  const [isConfirming, setIsConfirming] = useState(false);
  const logout = useLogout();
  return (
    <section className="settings__group" aria-labelledby="logout-title">
      <h2 id="logout-title" className="settings__title">
        Account
      </h2>
      <p className="settings__text">Log out of Curio on this device.</p>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>
        Log out
      </Button>
      <Modal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Confirm log out"
        actions={
          <>
            <Button variant="secondary" data-autofocus onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={logout}>
              Yes, log out
            </Button>
          </>
        }
      >
        <p>Are you sure you want to log out?</p>
      </Modal>
    </section>
  );
}
