import type { TUser } from '@curio/shared';
import { useSearchParams } from 'react-router';
import { Tabs, type TTab } from '#web/components/ui/tabs.tsx';
import { CertificatesTab } from './certificates-tab.tsx';
import { OrderHistoryTab } from './order-history-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ReviewsTab } from './reviews-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { SkillsetJourneyTab } from './skillset-journey-tab.tsx';
import { WishlistTab } from './wishlist-tab.tsx';

// The order of docs/product.md#pages. The ids are the ?tab= values (profile is the default and has none). The
// spec's Reviews tab had no button and a static sample; here it is a real tab over the learner's own reviews.
const buildTabs = (user: TUser): TTab[] => [
  { id: 'profile', label: 'Profile', panel: <ProfileTab user={user} /> },
  { id: 'orders', label: 'Order History', panel: <OrderHistoryTab /> },
  { id: 'journey', label: 'Your Skillset Journey', panel: <SkillsetJourneyTab /> },
  { id: 'certificates', label: 'Certificates', panel: <CertificatesTab /> },
  { id: 'wishlist', label: 'Wishlist', panel: <WishlistTab /> },
  { id: 'reviews', label: 'Reviews', panel: <ReviewsTab /> },
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
