import { CONTENT_MESSAGES, HOME_FEATURED_COURSES, SITE_PAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testSite } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { HOME_SERVICE_COUNT } from '#web/features/site/api/get-services.ts';
import { partnersOf, testCourses, testServices, testTestimonials } from '#web/features/site/test-data.ts';

const hero = () => within(screen.getByRole('region', { name: /About Curio/ }));
const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));

const homeApi = (overrides = {}) =>
  stubApi({
    'GET /api/partner': { data: partnersOf(5) },
    [`GET /api/course?limit=${HOME_FEATURED_COURSES}`]: { data: testCourses.slice(0, HOME_FEATURED_COURSES) },
    'GET /api/service': { data: testServices },
    'GET /api/testimonials': { data: testTestimonials },
    ...overrides,
  });

describe('home (About block)', () => {
  it('shows the tagline, View Courses and, for a visitor, Get Started to /singup', async () => {
    homeApi();
    renderApp('/');
    await findPageHeading(/About Curio, A Work Force/);
    expect(await hero().findByText(testSite.tagline)).toBeInTheDocument();
    expect(hero().getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/course');
    expect(hero().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/singup');
    expect(hero().getByText('Upskilling Accelerator')).toBeInTheDocument();
  });

  it('sends Get Started to /profile when a token is stored', async () => {
    storeSession();
    homeApi();
    renderApp('/WhoWeBe');
    await findPageHeading(/About Curio, A Work Force/);
    expect(hero().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/profile');
  });
});

async function renderHome() {
  const view = renderApp('/');
  await findPageHeading(/About Curio, A Work Force/);
  return view;
}

describe('home sections', () => {
  it('shows the partner logos and links to the full partners section', async () => {
    homeApi();
    await renderHome();
    const partners = region('The tools and certifications we teach');
    for (const partner of partnersOf(5)) {
      expect(await partners.findByRole('img', { name: partner.name })).toHaveAttribute('src', partner.logo);
    }
    expect(partners.getByRole('link', { name: 'Meet all our partners' })).toHaveAttribute(
      'href',
      '/BondedBrilliance#partners',
    );
  });

  it('features the first courses, each opening its detail page, with the price in USD', async () => {
    homeApi();
    await renderHome();
    const courses = region('Featured courses');
    const links = await courses.findAllByRole('link', { name: /Course number/ });
    expect(links).toHaveLength(HOME_FEATURED_COURSES);
    expect(links[0]).toHaveAttribute('href', '/coursesdetails/course-1');
    expect(links[0]).toHaveTextContent('$ 49.50 USD');
    expect(links[1]).toHaveTextContent('$ 99 USD');
    expect(courses.getByRole('link', { name: 'View all courses' })).toHaveAttribute('href', '/course');
  });

  it('lists services that open /service/{id}', async () => {
    homeApi();
    await renderHome();
    const services = region('Corporate training services');
    const links = await services.findAllByRole('link', { name: /^Service \d/ });
    expect(links).toHaveLength(HOME_SERVICE_COUNT);
    expect(links[0]).toHaveAttribute('href', `/service/${testServices[0]?._id}`);
  });

  it('shows testimonials and ends with a call to action into the contact form', async () => {
    homeApi();
    await renderHome();
    const [testimonial] = testTestimonials;
    expect(
      await region('What our learners say').findByText(String(testimonial?.message)),
    ).toBeInTheDocument();
    expect(region('Not sure where to start?').getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/SayHello',
    );
  });

  it('says so when a section is empty, and offers a retry when one fails', async () => {
    const api = homeApi({
      'GET /api/service': { data: [] },
      'GET /api/testimonials': { status: 500, message: '' },
    });
    const { user } = await renderHome();
    expect(
      await region('Corporate training services').findByText(CONTENT_MESSAGES.noServices),
    ).toBeInTheDocument();
    const testimonials = region('What our learners say');
    expect(await testimonials.findByText(CONTENT_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(testimonials.getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(api.find('GET /api/testimonials')).toHaveLength(2);
  });
});

describe('home explore block', () => {
  it('leads to the pages no menu does: media, awards, community, jobs and what clients say', async () => {
    homeApi();
    renderApp('/');
    await findPageHeading(/About Curio, A Work Force/);
    const explore = region('Explore Curio');
    for (const [name, href] of [
      [SITE_PAGES.media.title, '/our-media'],
      [SITE_PAGES.awards.title, '/our-awards'],
      [SITE_PAGES.community.title, '/community'],
      [SITE_PAGES.jobs.title, '/our-work'],
      [SITE_PAGES.testimonials.title, '/what-client'],
    ] as const)
      expect(explore.getByText(name).closest('a')).toHaveAttribute('href', href);
  });
});
