import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { slideItems, testServices } from '#web/features/services/test-data.ts';

const [cloud, secure] = testServices as [(typeof testServices)[0], (typeof testServices)[0]];
const main = () => within(screen.getByRole('main'));

describe('/services', () => {
  it('shows a card per service that opens /service/{id}', async () => {
    stubApi({ 'GET /api/service': { data: testServices } });
    renderApp('/services');
    await findPageHeading('Services');
    const list = within(await screen.findByRole('list', { name: 'Our services' }));
    expect(list.getByRole('link', { name: new RegExp(cloud.title) })).toHaveAttribute(
      'href',
      `/service/${cloud._id}`,
    );
    expect(list.getByRole('link', { name: new RegExp(secure.title) })).toHaveAttribute(
      'href',
      `/service/${secure._id}`,
    );
  });

  it('says so when there are no services', async () => {
    stubApi({ 'GET /api/service': { data: [] } });
    renderApp('/services');
    expect(await screen.findByText(CONTENT_MESSAGES.noServices)).toBeInTheDocument();
  });
});

describe('/service/:id', () => {
  it('shows the title, short description, sanitized description and tags, and a call to action', async () => {
    stubApi({ [`GET /api/service/${cloud._id}`]: { data: cloud } });
    renderApp(`/service/${cloud._id}`);
    await findPageHeading(cloud.title);
    expect(main().getByText(cloud.shortdescription)).toBeInTheDocument();
    expect(main().getByText('hands-on').tagName).toBe('STRONG');
    expect(document.querySelector('main script')).toBeNull();
    const tags = within(main().getByRole('list', { name: 'Topics' }));
    expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(cloud.tags);
    expect(main().getByRole('link', { name: `Enquire about ${cloud.title}` })).toHaveAttribute(
      'href',
      `/SayHello?service=${encodeURIComponent(cloud.title)}`,
    );
    await waitFor(() => expect(document.title).toBe(`${cloud.title} · Curio`));
  });

  it("says 'Service not found!' for an unknown id", async () => {
    stubApi({ 'GET /api/service/nope': { status: 404, message: CONTENT_MESSAGES.serviceNotFound } });
    renderApp('/service/nope');
    await findPageHeading('Service Details');
    expect(await screen.findByText(MESSAGES.content.serviceNotFound)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/services');
  });

  it('offers a retry when the service cannot be loaded', async () => {
    const api = stubApi({ [`GET /api/service/${cloud._id}`]: { status: 503, message: '' } });
    const { user } = renderApp(`/service/${cloud._id}`);
    await user.click(await screen.findByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(api.find(`GET /api/service/${cloud._id}`)).toHaveLength(2);
  });
});

describe('the corporate pages', () => {
  it('/services2 has buttons to the five corporate pages', async () => {
    stubApi();
    renderApp('/services2');
    await findPageHeading('Training Solutions');
    const hub = within(screen.getByRole('list', { name: 'Our solutions' }));
    const targets = hub.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/lateralhirning', '/train', '/cloudlab', '/assessment', '/lms']);
  });

  it.each([
    ['/lateralhirning', '/api/lateralHiring', 'Lateral Hiring', 'Lateral hiring programmes'],
    ['/lms', '/api/lms', 'Learning Management System', 'LMS features'],
  ])('%s shows the items of %s in a carousel', async (path, apiPath, heading, label) => {
    stubApi({ [`GET ${apiPath}`]: { data: slideItems('Item', 4) } });
    renderApp(path);
    await findPageHeading(heading);
    const carousel = within(await screen.findByRole('region', { name: label }));
    for (const item of slideItems('Item', 4)) {
      expect(carousel.getByRole('heading', { name: item.title })).toBeInTheDocument();
    }
    expect(carousel.getAllByRole('group')).toHaveLength(4);
  });

  it('/lateralhirning says so when there is nothing to show', async () => {
    stubApi({ 'GET /api/lateralHiring': { data: [] } });
    renderApp('/lateralhirning');
    expect(await screen.findByText('No lateral hiring programmes to show yet.')).toBeInTheDocument();
  });

  it('/hiretraindepoy and /train show the role circles', async () => {
    stubApi();
    for (const path of ['/hiretraindepoy', '/train']) {
      const view = renderApp(path);
      await findPageHeading('Hire-Train-Deploy');
      const roles = within(screen.getByRole('list', { name: 'Roles we hire and train for' }));
      expect(roles.getByText('Cloud Engineer')).toBeInTheDocument();
      view.unmount();
    }
  });

  it.each([
    ['/work', 'Learning Solutions', 'Learning Solutions'],
    ['/services2', 'Training Solutions', 'Training Solutions'],
    ['/lateralhirning', 'Lateral Hiring', 'Lateral Hiring'],
    ['/hiretraindepoy', 'Hire-Train-Deploy', 'Hire-Train-Deploy'],
    ['/cloudlab', 'Cloud Labs', 'Cloud Labs'],
    ['/assessment', 'AI Assessment', 'AI Assessment'],
    ['/lms', 'Learning Management System', 'Learning Management System'],
  ])('%s ends with a call to action into /SayHello for %s', async (path, heading, service) => {
    stubApi();
    renderApp(path);
    await findPageHeading(heading);
    expect(main().getByRole('link', { name: `Enquire about ${service}` })).toHaveAttribute(
      'href',
      `/SayHello?service=${encodeURIComponent(service)}`,
    );
  });

  it('/cloudlab lists its benefits', async () => {
    stubApi();
    renderApp('/cloudlab');
    await findPageHeading('Cloud Labs');
    const benefits = within(screen.getByRole('list', { name: 'Cloud Labs benefits' }));
    expect(benefits.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });
});
