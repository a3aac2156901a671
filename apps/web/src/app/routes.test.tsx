import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { paths } from '#web/lib/paths.ts';

describe('routes', () => {
  it.each([
    ['/', /About Curio, A Work Force/],
    ['/WhoWeBe', /About Curio, A Work Force/],
    ['/MastermindsHQ', 'Meet Our Founder'],
    ['/BondedBrilliance', /About Curio, A Work Force/],
    ['/SayHello', 'Leave Us Your Info.'],
    ['/course', 'Our Course'],
    // The stub answers 404 for every course: the course page's own not-found, not the site's "Page not
    // found".
    ['/coursesdetails/intro-to-python', 'Course not found'],
    ['/login', 'Login'],
    ['/newlogin', 'Login'],
    ['/singup', 'Sign Up'],
    ['/forgot', 'Forgot Password'],
    ['/profile', 'Profile'],
    ['/cart', 'Cart'],
    ['/wishlist', 'Wishlist'],
    ['/checkout', 'Checkout'],
    ['/notification', 'Notifications'],
    ['/faq', 'FAQ'],
    ['/services', 'Services'],
    ['/services2', 'Training Solutions'],
    ['/work', 'Learning Solutions'],
    ['/service/abc', 'Service Details'],
    ['/beatrainer', 'Be a Trainer'],
    ['/train', 'Hire-Train-Deploy'],
    ['/hiretraindepoy', 'Hire-Train-Deploy'],
    ['/cloudlab', 'Cloud Labs'],
    ['/assessment', 'AI Assessment'],
    ['/lms', 'Learning Management System'],
    ['/lateralhirning', 'Lateral Hiring'],
    ['/dive-our', 'Our Articles'],
    ['/our-media', 'Our Media'],
    ['/our-gallery', 'Community Gallery'],
    ['/our-work', 'Open Position'],
    ['/our-awards', 'Our Awards'],
    ['/what-client', 'What Our Clients Say'],
    ['/testimonials', 'What Our Clients Say'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('%s shows the page headed %s', async (path, heading) => {
    stubApi();
    renderApp(path);
    expect(await findPageHeading(heading)).toBeInTheDocument();
  });

  it('matches the literal "&" of /terms&condition and titles the tab', async () => {
    stubApi();
    renderApp(paths.terms);
    expect(await findPageHeading('Terms & Condition')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms & Condition · Curio'));
  });

  it('gives each page its own title and description', async () => {
    stubApi();
    renderApp(paths.faq);
    await findPageHeading('FAQ');
    await waitFor(() => expect(document.title).toBe('FAQ · Curio'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Answers to the questions learners and companies ask us most often.',
    );
  });

  it('answers an unknown address with "Page not found" and a way home', async () => {
    stubApi();
    const { user, router } = renderApp('/no/such/page');
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Go back home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the frame pages free of "coming soon" filler', async () => {
    stubApi();
    renderApp(paths.cart);
    await findPageHeading('Cart');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
