import { CONTENT_MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { communityPosts, faqs } from '#web/features/content/content-fixtures.ts';

const policy = {
  privacyPolicy: '<h2>What we collect</h2><p>Your name and email.</p><script>alert(1)</script>',
  termsAndConditions: '<p>Courses are licensed to one learner.</p><img src=x onerror="alert(1)">',
};

describe('FAQ', () => {
  it('opens an answer when its question is chosen', async () => {
    stubApi({ 'GET /api/faq': { data: faqs } });
    const { user } = renderApp('/faq');
    await findPageHeading('FAQ');
    const question = await screen.findByText('Do I get a certificate?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Yes, after the final project.')).toBeVisible();
  });

  it('says so when there are no questions', async () => {
    stubApi({ 'GET /api/faq': { data: [] } });
    renderApp('/faq');
    expect(await screen.findByText(CONTENT_MESSAGES.noFaqs)).toBeInTheDocument();
  });
});

describe('privacy policy and terms (rich text from the site content)', () => {
  it('renders the privacy policy as markup, without its scripts', async () => {
    stubApi({ 'GET /api/websitepolicy': { data: policy } });
    const { container } = renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Your name and email.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders the terms, without event handlers', async () => {
    stubApi({ 'GET /api/websitepolicy': { data: policy } });
    const { container } = renderApp('/terms&condition');
    expect(await screen.findByText('Courses are licensed to one learner.')).toBeInTheDocument();
    expect(container.querySelector('img, [onerror]')).toBeNull();
  });
});

describe('community (the listing the cut-off page needs)', () => {
  it('lists posts and opens one in full', async () => {
    stubApi({ 'GET /api/community': { data: communityPosts } });
    const { user, router } = renderApp('/community');
    await findPageHeading('Community');
    const post = await screen.findByRole('article', { name: 'My first Terraform module' });
    expect(post).toHaveTextContent('By Anita Das · 12 March 2026');
    expect(post).toHaveTextContent('What I learned writing infrastructure as code.');
    expect(within(post).getByRole('list', { name: 'Tags' })).toHaveTextContent('terraformdevops');

    await user.click(within(post).getByRole('link', { name: /Read the full post/ }));
    expect(router.state.location.search).toBe(`?post=${communityPosts[0]?._id ?? ''}`);
    const title = await screen.findByRole('heading', { level: 2, name: 'My first Terraform module' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('broken')).toBeInTheDocument();
    expect(screen.queryByText('Study group notes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /All community posts/ }));
    expect(await screen.findByText('Study group notes')).toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    stubApi({ 'GET /api/community': { data: [] } });
    renderApp('/community');
    await findPageHeading('Community');
    expect(await screen.findByText(CONTENT_MESSAGES.noCommunityPosts)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
