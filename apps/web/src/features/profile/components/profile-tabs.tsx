import type { TUser } from '@curio/shared';
import { useSearchParams } from 'react-router';
import { Tabs, type TTab } from '../../../components/ui/tabs.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';

// SPEC §2 lists Profile, Order History, Your Skillset Journey, Wishlist and Setting; the middle three
// arrive with the orders and wishlist issue and slot in here, in that order.
const buildTabs = (user: TUser): TTab[] => [
  { id: 'profile', label: 'Profile', panel: <ProfileTab user={user} /> },
  { id: 'setting', label: 'Setting', panel: <SettingsTab user={user} /> },
];

/** The selected tab lives in the address (?tab=setting) so it survives a reload and can be linked. */
export function ProfileTabs({ user }: { user: TUser }) {
  const [params, setParams] = useSearchParams();
  const tabs = buildTabs(user);
  const selectedId = tabs.some((tab) => tab.id === params.get('tab'))
    ? (params.get('tab') ?? 'profile')
    : 'profile';
  return (
    <Tabs
      label="Profile sections"
      tabs={tabs}
      selectedId={selectedId}
      onSelect={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
    />
  );
}
