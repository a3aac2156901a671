import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { ImageField } from './image-field.tsx';

const UPLOAD = 'POST /api/admin/uploads/images';
const imageOf = (bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'photo.png', { type });

/** The field in a form that keeps its value, as react-hook-form's Controller does. */
function Harness({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageField label="Image" value={value} onChange={setValue} error={error} />
      <output aria-label="Saved value">{value}</output>
    </>
  );
}

function renderField(initial = '', error?: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <Harness initial={initial} error={error} />
    </QueryClientProvider>,
  );
  return { user, value: () => screen.getByLabelText('Saved value').textContent };
}

describe('the image field of the console’s forms', () => {
  it('opens the file picker from a labelled button the keyboard reaches', async () => {
    const { user } = renderField();
    expect(screen.getByText('No image')).toBeInTheDocument();
    const input = screen.getByLabelText('Image file');
    expect(input).toHaveAttribute('accept', IMAGE_UPLOAD_LIMITS.accept);
    let opened = 0;
    input.addEventListener('click', () => (opened += 1));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Upload image' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
    expect(screen.getByRole('group', { name: 'Image' })).toContainElement(button);
  });

  it('uploads the file as the field `image`, shows progress meanwhile, then the preview and Replace', async () => {
    let answer: (reply: TStubReply) => void = () => undefined;
    const api = stubApi({
      [UPLOAD]: () => new Promise<TStubReply>((resolve) => (answer = resolve)),
    });
    const { user, value } = renderField();
    await user.upload(screen.getByLabelText('Image file'), imageOf(2048));

    expect(await screen.findByRole('progressbar', { name: 'Uploading the image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeDisabled();
    const [request] = api.find(UPLOAD);
    expect((request?.body as FormData).get('image')).toBeInstanceOf(File);

    answer({ status: 201, message: MESSAGES.images.uploaded, data: { url: '/uploads/content/abc123.webp' } });
    const preview = await screen.findByRole('img', { name: 'The image now' });
    expect(preview).toHaveAttribute('src', '/uploads/content/abc123.webp');
    expect(value()).toBe('/uploads/content/abc123.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeEnabled();
    expect(screen.getByText('Image uploaded. Save to keep it.')).toHaveClass('visually-hidden');
  });

  it('keeps an image path saved before, and removes it on request with the focus back on Upload', async () => {
    const { user, value } = renderField('/images/team/arjun-nair.svg');
    expect(screen.getByRole('img', { name: 'The image now' })).toHaveAttribute(
      'src',
      '/images/team/arjun-nair.svg',
    );
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(value()).toBe('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveFocus();
  });

  it('lets a path of this site be typed instead', async () => {
    const { user, value } = renderField();
    await user.click(screen.getByText('Use an image address instead'));
    await user.type(screen.getByLabelText('Image address'), '/images/team/arjun-nair.svg');
    expect(value()).toBe('/images/team/arjun-nair.svg');
    expect(screen.getByRole('img', { name: 'The image now' })).toBeInTheDocument();
  });

  it('says at once that an image of another address does not show on the site, and draws none', () => {
    renderField('https://cdn.example/logo.png');
    expect(screen.getByText(MESSAGES.images.notShown)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.images.notOnSite);
    expect(screen.getByRole('button', { name: 'Replace image' })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.images.notOnSite),
    );
  });

  it('refuses a file over 5 MB before uploading it, and shows the server’s refusal by the field', async () => {
    const api = stubApi({
      [UPLOAD]: {
        status: 400,
        message: MESSAGES.images.type,
        errors: [{ field: 'image', message: MESSAGES.images.type }],
      },
    });
    const { user, value } = renderField();
    await user.upload(screen.getByLabelText('Image file'), imageOf(IMAGE_UPLOAD_LIMITS.maxBytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.images.tooLarge);
    expect(api.find(UPLOAD)).toHaveLength(0);

    await user.upload(screen.getByLabelText('Image file'), imageOf(100));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.images.type));
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.images.type),
    );
    expect(value()).toBe('');
  });

  it('shows the form’s own message, such as a required image left empty', () => {
    renderField('', 'Upload an image.');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload an image.');
  });
});
