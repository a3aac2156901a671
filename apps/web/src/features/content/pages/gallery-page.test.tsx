import { MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { galleryItems } from '#web/features/content/content-fixtures.ts';

const panel = () => screen.getByRole('tabpanel');

async function openGallery(path = '/our-gallery') {
  stubApi({ 'GET /api/communityGallery': { data: galleryItems } });
  const app = renderApp(path);
  await findPageHeading('Community Gallery');
  await screen.findAllByRole('button', { name: /^Load / });
  return app;
}

describe('community gallery (/our-gallery)', () => {
  it('opens on facebook and numbers its posts 01, 02', async () => {
    await openGallery();
    expect(screen.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.gallery-item__number')?.textContent)).toEqual([
      '01',
      '02',
    ]);
    expect(items[1]).toHaveTextContent('Hackathon finals');
    expect(within(panel()).queryByText('Kubernetes in ten minutes')).not.toBeInTheDocument();
  });

  it('switches platform and says when one has nothing', async () => {
    const { user, router } = await openGallery();
    await user.click(screen.getByRole('tab', { name: 'YouTube' }));
    expect(within(panel()).getByText('Kubernetes in ten minutes')).toBeInTheDocument();
    expect(within(panel()).getByText('01')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?platform=youtube');

    await user.click(screen.getByRole('tab', { name: 'LinkedIn' }));
    expect(within(panel()).getByText(MESSAGES.content.noGalleryContent('LinkedIn'))).toBeInTheDocument();
  });

  it('shows no frame until the visitor asks for one, then the cleaned embed', async () => {
    const { user, container } = await openGallery();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load Facebook post: Graduation day' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/plugins\//),
    );
    expect(frames[0]).toHaveAttribute('title', 'Graduation day on Facebook');
    expect(frames[0]).toHaveFocus();
    // The other post is still behind its facade.
    expect(screen.getByRole('button', { name: 'Load Facebook post: Hackathon finals' })).toBeInTheDocument();
  });

  it('refuses an embed from a foreign host even if the server let it through', async () => {
    const { user, container } = await openGallery('/our-gallery?platform=twitter');
    await user.click(
      await screen.findByRole('button', { name: 'Load Twitter post: A post that slipped past the server' }),
    );
    expect(container.querySelector('iframe, script')).toBeNull();
    expect(screen.getByText('This Twitter post cannot be shown here.')).toBeInTheDocument();
  });
});
